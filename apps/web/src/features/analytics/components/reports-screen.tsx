import { formatDay, formatRange } from '@tableside/domain/date-ranges';
import { isSummaryData, REPORT_TYPES, type ReportType } from '@tableside/domain/reports';
import type { Role } from '@tableside/domain/roles';
import type { TReport } from '@tableside/domain/schemas/analytics';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { TableSkeleton } from '../../../components/ui/skeleton.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useReportActions, useReports } from '../api/use-analytics.ts';
import { useDateFilter } from '../../../hooks/use-date-filter.ts';
import { DateFilterControl } from '../../../components/date-filter-control.tsx';
import { FirstReplyFigures } from './first-reply-section.tsx';
import { LocationTable } from './location-table.tsx';
import { MentionTrendTable } from './mention-trends.tsx';
import { MetricCards } from './metric-cards.tsx';
import { ReportRequestCards } from './report-request-cards.tsx';
import { usePdfDownload } from '../hooks/use-pdf-download.ts';
import { downloadCsv } from './report-export.ts';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/** Keyword reports follow the keywords screen: Admins only (docs/product/analytics.md#reports). */
const typesFor = (role: string): ReportType[] =>
  role === 'SuperAdmin' || role === 'Admin'
    ? [...REPORT_TYPES]
    : REPORT_TYPES.filter((type) => type !== 'keywords');
const cell = 'border-b border-slate-100 px-3 py-2 dark:border-slate-800';

/** Reports: choose a type and a range, generate on the server, view, export, delete. */
export function ReportsScreen({
  restaurantId,
  restaurantName,
  locationId,
  role,
  timeZone,
}: {
  restaurantId: string;
  /** Printed at the top of a PDF report. */
  restaurantName: string;
  locationId: string;
  role: Role;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const typeId = useId();
  const dates = useDateFilter('reports', timeZone);
  const types = typesFor(role);
  const [type, setType] = useState<ReportType>('summary');
  const [openId, setOpenId] = useState<string | null>(null);
  const pdf = usePdfDownload({ t, lang, restaurantName });
  const reports = useReports(restaurantId);
  const { create, remove } = useReportActions(restaurantId);
  const open = reports.data?.find((r) => r.id === openId) ?? null;

  async function generate() {
    const report = await create.mutateAsync({
      type,
      ...dates.filter.current,
      location_id: locationId,
    });
    setOpenId(report.id);
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="new-report" className="flex flex-col gap-3">
        <h2 id="new-report" className="text-lg font-semibold">
          {t('analytics.reports.new')}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={typeId} className="text-sm font-medium">
            {t('analytics.reports.type')}
          </label>
          <select
            id={typeId}
            value={type}
            onChange={(e) => setType(e.target.value as ReportType)}
            className={`${FIELD_CLASS} max-w-xs py-1.5`}
            data-testid="report-type"
          >
            {types.map((k) => (
              <option key={k} value={k}>
                {t(`analytics.reports.types.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <DateFilterControl
          choice={dates.choice}
          filter={dates.filter}
          onChange={dates.setChoice}
          onReset={dates.reset}
        />
        <div>
          <Button
            onClick={() => void generate().catch(() => undefined)}
            disabled={create.isPending}
            data-testid="report-generate"
          >
            {create.isPending ? t('analytics.reports.generating') : t('analytics.reports.generate')}
          </Button>
        </div>
        {create.error && (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {t('analytics.reports.failed')} {t(errorMessageKey(create.error))}
          </p>
        )}
      </section>

      {open && (
        <ReportView report={open} restaurantName={restaurantName} onClose={() => setOpenId(null)} />
      )}

      <section aria-labelledby="past-reports" className="flex flex-col gap-2">
        <h2 id="past-reports" className="text-lg font-semibold">
          {t('analytics.reports.past')}
        </h2>
        {reports.isPending ? (
          <TableSkeleton />
        ) : (reports.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('analytics.reports.none')}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
            <table className="w-full text-left text-sm" data-testid="report-list">
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <th scope="col" className={cell}>
                    {t('analytics.reports.type')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('analytics.reports.range')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('analytics.trends.location')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('analytics.reports.created')}
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">{t('analytics.reports.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(reports.data ?? []).map((r) => (
                  <tr key={r.id}>
                    <td className={cell}>{t(`analytics.reports.types.${r.type}`)}</td>
                    <td className={cell}>
                      {formatRange({ startDate: r.start_date, endDate: r.end_date }, lang)}
                    </td>
                    <td className={cell}>
                      {r.location_name ?? t('analytics.reports.allLocations')}
                    </td>
                    <td className={cell}>{formatDay(r.created_at.slice(0, 10), lang)}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <div className="flex gap-1">
                        <Button variant="secondary" size="sm" onClick={() => setOpenId(r.id)}>
                          {t('analytics.reports.view')}
                        </Button>
                        <Button variant="secondary" size="sm" onClick={() => downloadCsv(r, lang)}>
                          CSV
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={pdf.making}
                          onClick={() => pdf.download(r)}
                        >
                          PDF
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => remove.mutate(r.id)}
                          disabled={remove.isPending}
                          aria-label={t('analytics.reports.deleteNamed', {
                            range: formatRange(
                              { startDate: r.start_date, endDate: r.end_date },
                              lang,
                            ),
                          })}
                        >
                          {t('analytics.reports.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {remove.error && <ErrorText error={remove.error} />}
        {pdf.failed && <PdfFailed />}
      </section>
    </div>
  );
}

function ReportView({
  report,
  restaurantName,
  onClose,
}: {
  report: TReport;
  restaurantName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const pdf = usePdfDownload({ t, lang, restaurantName });
  return (
    <section
      aria-labelledby="report-view"
      className="flex flex-col gap-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
      data-testid="report-view"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="report-view" className="text-lg font-semibold">
          {t(`analytics.reports.types.${report.type}`)} ·{' '}
          {formatRange({ startDate: report.start_date, endDate: report.end_date }, lang, 'full')}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadCsv(report, lang)}
            data-testid="report-csv"
          >
            {t('analytics.reports.csv')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={pdf.making}
            onClick={() => pdf.download(report)}
            data-testid="report-pdf"
          >
            {t('analytics.reports.pdf')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('analytics.reports.close')}
          </Button>
        </div>
      </div>
      {pdf.failed && <PdfFailed />}
      {isSummaryData(report.data) ? (
        <>
          <MetricCards metrics={report.data.metrics} />
          <LocationTable metrics={report.data.metrics} />
          {report.data.firstReply && <FirstReplyFigures data={report.data.firstReply} />}
          {report.data.review_requests && (
            <ReportRequestCards figures={report.data.review_requests.total} />
          )}
        </>
      ) : (
        <MentionTrendTable trends={report.data.trends} />
      )}
    </section>
  );
}

function PdfFailed() {
  const { t } = useTranslation('dashboard');
  return (
    <p
      role="alert"
      className="text-sm text-red-800 dark:text-red-300"
      data-testid="report-pdf-failed"
    >
      {t('analytics.reports.pdfFailed')}
    </p>
  );
}
