import { formatMoney } from '@tableside/domain/money';
import { useTranslation } from 'react-i18next';
import { usePricingTiers } from '../../public-tiers.tsx';
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

export function ComparisonTable({ lang }: { lang: string }) {
  const { t } = useTranslation('public');
  // The lowest public price; the page is rendered with the live tier records.
  const prices = usePricingTiers().flatMap((tier) =>
    tier.price_monthly === null || tier.is_coming_soon ? [] : [tier.price_monthly],
  );
  const fromPrice = prices.length > 0 ? formatMoney(Math.min(...prices), lang) : null;
  const tablesideCell = (row: (typeof COMPARISON_ROWS)[number]) =>
    row === 'cost' && fromPrice === null
      ? t('pricing.customPricing')
      : t(`landing.comparison.rows.${row}.tableside`, { price: fromPrice });
  const cell = 'border-b border-slate-200 px-4 py-3 text-left align-top dark:border-slate-800';
  return (
    <Section id="comparison" title={t('landing.comparison.title')}>
      {/* A phone shows one card per row, both answers stacked, instead of a table that
          would hide the Tableside column off-screen; wider screens show the table. Only one of
          the two is displayed, so assistive technology reads the content once. */}
      <ul className="flex flex-col gap-3 md:hidden" data-testid="compare-cards">
        {COMPARISON_ROWS.map((row) => (
          <li
            key={row}
            data-testid={`compare-card-${row}`}
            className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="font-semibold">{t(`landing.comparison.rows.${row}.label`)}</h3>
            <dl className="mt-2 flex flex-col gap-2">
              <div>
                <dt className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
                  {t('landing.comparison.manual')}
                </dt>
                <dd className="text-slate-700 dark:text-slate-300">
                  {t(`landing.comparison.rows.${row}.manual`)}
                </dd>
              </div>
              <div className="rounded-md bg-blue-50 p-2 dark:bg-blue-950">
                <dt className="text-xs font-semibold text-blue-800 uppercase dark:text-blue-300">
                  {t('landing.comparison.tableside')}
                </dt>
                <dd>{tablesideCell(row)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-sm">
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
                <td className={cell}>{tablesideCell(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
