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
                <dd>{t(`landing.comparison.rows.${row}.tableside`, { price: fromPrice })}</dd>
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
