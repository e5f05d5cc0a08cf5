import type { TReportSummaryData } from '@tableside/domain/schemas/analytics';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatNumber } from '../format.ts';

type Figures = NonNullable<TReportSummaryData['review_requests']>['total'];

/** A report's review requests (docs/product/review-requests.md#conversion), as frozen. */
export function ReportRequestCards({ figures }: { figures: Figures }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const rate = (v: number | null) => (v === null ? '–' : `${formatNumber(v, lang, 1)} %`);
  const items = [
    ['sent', formatNumber(figures.sent, lang)],
    ['clicked', `${formatNumber(figures.clicked, lang)} · ${rate(figures.click_rate)}`],
    ['converted', `${formatNumber(figures.converted, lang)} · ${rate(figures.conversion_rate)}`],
  ] as const;
  return (
    <section aria-labelledby="report-requests-heading" data-testid="report-requests">
      <h3 id="report-requests-heading" className="mb-2 text-base font-semibold">
        {t('reviewRequests.conversion.title')}
      </h3>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {items.map(([key, value]) => (
          <li
            key={key}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t(`reviewRequests.conversion.${key}`)}
            </span>
            <span className="text-2xl font-bold">{value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
