import type { TReviewMetrics } from '@tableside/domain/schemas/analytics';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { changeOf, formatNumber, formatSigned, type Change } from '../format.ts';

type Card = {
  key: string;
  value: string;
  change: Change;
  /** Whether a rise is good news (more negative reviews is not). */
  higherIsBetter: boolean;
};

function ChangeLine({ change, higherIsBetter }: Pick<Card, 'change' | 'higherIsBetter'>) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  if (!change)
    return (
      <p className="text-xs text-slate-700 dark:text-slate-300">{t('analytics.noComparison')}</p>
    );
  const good = change.value === 0 ? null : change.value > 0 === higherIsBetter;
  const amount =
    change.kind === 'percent'
      ? t('analytics.change.percent', { value: formatSigned(change.value, lang, 1) })
      : change.kind === 'points'
        ? t('analytics.change.points', { value: formatSigned(change.value, lang, 1) })
        : formatSigned(change.value, lang, 1);
  return (
    <p
      className={clsx(
        'text-xs font-medium',
        good === null && 'text-slate-700 dark:text-slate-300',
        good === true && 'text-green-800 dark:text-green-300',
        good === false && 'text-red-800 dark:text-red-300',
      )}
    >
      {t('analytics.change.vsPrevious', { amount })}
    </p>
  );
}

/** The headline figures of a period, each with its change against the comparison period. */
export function MetricCards({ metrics }: { metrics: TReviewMetrics }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const c = metrics.comparison;
  const cards: Card[] = [
    {
      key: 'totalReviews',
      value: formatNumber(metrics.totalReviews, lang),
      change: changeOf(metrics.totalReviews, c.totalReviews, 'count'),
      higherIsBetter: true,
    },
    {
      key: 'averageRating',
      value: formatNumber(metrics.averageRating, lang, 1),
      change: changeOf(metrics.averageRating, c.averageRating, 'rating'),
      higherIsBetter: true,
    },
    {
      key: 'positiveRate',
      value: `${formatNumber(metrics.positiveRate, lang, 1)} %`,
      change:
        metrics.totalReviews && c.totalReviews
          ? changeOf(metrics.positiveRate, c.positiveRate, 'rate')
          : null,
      higherIsBetter: true,
    },
    {
      key: 'negativeReviews',
      value: formatNumber(metrics.negativeReviews, lang),
      change: changeOf(metrics.negativeReviews, c.negativeReviews, 'count'),
      higherIsBetter: false,
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="metric-cards">
      {cards.map((card) => (
        <li
          key={card.key}
          className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          data-testid={`metric-${card.key}`}
        >
          <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t(`analytics.metrics.${card.key}`)}
          </h2>
          <p className="text-2xl font-bold" data-testid="metric-value">
            {card.value}
          </p>
          <ChangeLine change={card.change} higherIsBetter={card.higherIsBetter} />
        </li>
      ))}
    </ul>
  );
}
