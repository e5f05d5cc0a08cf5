import type { DateFilter } from '@tableside/domain/date-ranges';
import type { TMentionTrends } from '@tableside/domain/schemas/trends';
import type { TrendKind } from '@tableside/domain/trends';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../../components/ui/skeleton.tsx';
import { STACKED } from '../../../components/ui/stacked-table.ts';
import { useLang } from '../../../hooks/use-lang.ts';
import { useTrends } from '../api/use-trends.ts';
import { formatNumber, formatSigned } from '../format.ts';
import { QueryError } from './query-state.tsx';

const head = 'border-b border-slate-100 px-3 py-2 dark:border-slate-800';
// On a phone each row stacks its cells under their labels instead of scrolling sideways.
const cell = `${head} ${STACKED.cell}`;

/** What failed (docs/product/analytics.md#failure-messages). */
const ERROR_KEYS: Record<TrendKind, string> = {
  staff: 'analytics.errors.trendStaff',
  menu: 'analytics.errors.menu',
  categories: 'analytics.errors.trendReviews',
  keywords: 'analytics.errors.trendReviews',
};

function ChangeCell({ change }: { change: number | null }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  if (change === null) return <>–</>;
  return <>{t('analytics.change.percent', { value: formatSigned(change, lang, 1) })}</>;
}

/** One kind's items, current period beside the comparison period. */
export function MentionTrendTable({
  trends,
  compact = false,
}: {
  trends: TMentionTrends;
  /** Home: mentions and change only. */
  compact?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const sentiment = (value: number) => formatSigned(value, lang, 2);
  const { totals } = trends;
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="trend-totals">
        {t('analytics.mentions.totals', {
          count: totals.current.mentions,
          current: formatNumber(totals.current.mentions, lang),
          comparison: formatNumber(totals.comparison.mentions, lang),
        })}
      </p>
      {trends.items.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('analytics.noData')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
          <table className={`w-full text-left text-sm ${STACKED.table}`}>
            <thead className={`bg-slate-50 dark:bg-slate-800 ${STACKED.head}`}>
              <tr>
                <th scope="col" className={head}>
                  {t(`analytics.mentions.subject.${trends.kind}`)}
                </th>
                {trends.kind === 'staff' && !compact && (
                  <th scope="col" className={head}>
                    {t('analytics.mentions.role')}
                  </th>
                )}
                <th scope="col" className={head}>
                  {t('analytics.mentions.mentions')}
                </th>
                <th scope="col" className={head}>
                  {t('analytics.mentions.before')}
                </th>
                <th scope="col" className={head}>
                  {t('analytics.mentions.change')}
                </th>
                {!compact && (
                  <>
                    <th scope="col" className={head}>
                      {t('analytics.mentions.sentiment')}
                    </th>
                    <th scope="col" className={head}>
                      {t('analytics.mentions.sentimentBefore')}
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody className={STACKED.body}>
              {/* Names of people and dishes are the restaurant's words, not the interface's. */}
              {trends.items.map((item) => (
                <tr
                  key={item.key}
                  data-testid="trend-row"
                  data-key={item.key}
                  className={STACKED.row}
                >
                  <th
                    scope="row"
                    className={`${cell} font-medium`}
                    translate={trends.kind === 'categories' ? undefined : 'no'}
                  >
                    {trends.kind === 'categories'
                      ? t(`insights.categories.${item.key}`, { defaultValue: item.name })
                      : item.name}
                  </th>
                  {trends.kind === 'staff' && !compact && (
                    <td className={cell} translate="no" data-label={t('analytics.mentions.role')}>
                      {item.detail ?? '–'}
                    </td>
                  )}
                  <td
                    className={cell}
                    data-testid="trend-mentions"
                    data-label={t('analytics.mentions.mentions')}
                  >
                    {formatNumber(item.current.mentions, lang)}
                  </td>
                  <td
                    className={cell}
                    data-testid="trend-before"
                    data-label={t('analytics.mentions.before')}
                  >
                    {formatNumber(item.comparison.mentions, lang)}
                  </td>
                  <td
                    className={cell}
                    data-testid="trend-change"
                    data-label={t('analytics.mentions.change')}
                  >
                    <ChangeCell change={item.change} />
                  </td>
                  {!compact && (
                    <>
                      <td
                        className={cell}
                        data-testid="trend-sentiment"
                        data-label={t('analytics.mentions.sentiment')}
                      >
                        {item.current.mentions ? sentiment(item.current.sentimentScore) : '–'}
                      </td>
                      <td className={cell} data-label={t('analytics.mentions.sentimentBefore')}>
                        {item.comparison.mentions ? sentiment(item.comparison.sentimentScore) : '–'}
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** A titled section with one kind's trends, fetched for the screen's location and dates. */
export function MentionTrendsSection({
  locationId,
  kind,
  filter,
  limit,
  compact = false,
}: {
  locationId: string;
  kind: TrendKind;
  filter: DateFilter;
  limit?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const trends = useTrends(locationId, kind, filter, limit);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2"
      data-testid={`trend-${kind}`}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`analytics.mentions.title.${kind}`)}
      </h2>
      <QueryError error={trends.error} messageKey={ERROR_KEYS[kind]} />
      {trends.data ? (
        <MentionTrendTable trends={trends.data} compact={compact} />
      ) : (
        !trends.error && <TableSkeleton rows={3} />
      )}
    </section>
  );
}
