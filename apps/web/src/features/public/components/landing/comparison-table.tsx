import { formatMoney } from '@tableside/domain/money';
import { DEFAULT_TIERS } from '@tableside/domain/tier-defaults';
import { useTranslation } from 'react-i18next';
import { Section } from './section.tsx';

/** The six rows, in order (docs/product/public-site.md#landing-page). */
export const COMPARISON_ROWS = [
  'responseTime',
  'quality',
  'hours',
  'language',
  'sentiment',
  'cost',
] as const;

/** The lowest seed price: the page is built with the seed tier records. */
const LOWEST_PRICE = Math.min(
  ...DEFAULT_TIERS.flatMap((tier) => (tier.priceMonthly === null ? [] : [tier.priceMonthly])),
);

export function ComparisonTable({ lang }: { lang: string }) {
  const { t } = useTranslation('public');
  const fromPrice = formatMoney(LOWEST_PRICE, lang);
  const cell = 'border-b border-slate-200 px-4 py-3 text-left align-top dark:border-slate-800';
  return (
    <Section id="comparison" title={t('landing.comparison.title')}>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{t('landing.comparison.caption')}</caption>
          <thead>
            <tr>
              <td className={cell} />
              <th scope="col" className={`${cell} font-semibold`}>
                {t('landing.comparison.manual')}
              </th>
              <th scope="col" className={`${cell} font-semibold text-blue-800 dark:text-blue-300`}>
                {t('landing.comparison.tableside')}
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row} data-testid={`comparison-${row}`}>
                <th scope="row" className={`${cell} font-medium`}>
                  {t(`landing.comparison.rows.${row}.label`)}
                </th>
                <td className={`${cell} text-slate-700 dark:text-slate-300`}>
                  {t(`landing.comparison.rows.${row}.manual`)}
                </td>
                <td className={cell}>
                  {t(`landing.comparison.rows.${row}.tableside`, { price: fromPrice })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
