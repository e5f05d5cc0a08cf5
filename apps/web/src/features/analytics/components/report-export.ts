import { formatDay, formatRange, type DateLanguage } from '@tableside/domain/date-ranges';
import { isSummaryData } from '@tableside/domain/reports';
import { reportCsv } from '@tableside/domain/report-csv';
import type { TReport, TReportSummaryData } from '@tableside/domain/schemas/analytics';
import type { TMentionTrends } from '@tableside/domain/schemas/trends';
import type { TFunction } from 'i18next';
import { sourceName } from '../../../lib/source-name.ts';
import { formatNumber, formatSigned } from '../format.ts';
import { download, reportFileName } from '../report-file.ts';
import { buildPdf, type PdfLine } from '../report-pdf.ts';

export function downloadCsv(report: TReport, lang: DateLanguage): void {
  download(reportFileName(report, 'csv'), reportCsv(report, lang), 'text/csv;charset=utf-8');
}

/** What the printed report is read with: the reader's words and the restaurant it is about. */
export type PrintContext = { t: TFunction; lang: DateLanguage; restaurantName: string };

/** The report as printable lines, in the reader's language. */
export function reportLines(report: TReport, context: PrintContext): PdfLine[] {
  return isSummaryData(report.data)
    ? summaryLines(report, report.data, context)
    : mentionLines(report, report.data.trends, context);
}

/** The top of every report: whose, which kind, which days, where, against which days. */
function headLines(
  report: TReport,
  comparison: { startDate: string; endDate: string },
  { t, lang, restaurantName }: PrintContext,
): PdfLine[] {
  const range = formatRange(
    { startDate: report.start_date, endDate: report.end_date },
    lang,
    'full',
  );
  return [
    ...(restaurantName ? [{ text: restaurantName, size: 16 }] : []),
    { text: t(`analytics.reports.types.${report.type}`), size: 14 },
    { text: t('analytics.reports.pdfPeriod', { range }) },
    {
      text: t('analytics.reports.pdfPlace', {
        name: report.location_name ?? t('analytics.reports.allLocations'),
      }),
    },
    {
      text: t('analytics.reports.comparedWith', {
        range: formatRange(comparison, lang, 'full'),
      }),
    },
    { text: '' },
  ];
}

/** Staff, menu and keyword reports: the totals, then one line per item. */
function mentionLines(report: TReport, trends: TMentionTrends, context: PrintContext): PdfLine[] {
  const { t, lang } = context;
  const n = (v: number) => formatNumber(v, lang);
  return [
    ...headLines(report, trends.comparison, context),
    {
      text: t('analytics.mentions.totals', {
        count: trends.totals.current.mentions,
        current: n(trends.totals.current.mentions),
        comparison: n(trends.totals.comparison.mentions),
      }),
    },
    { text: '' },
    ...trends.items.map((item) => ({
      text: t('analytics.reports.pdfMention', {
        count: item.current.mentions,
        name: item.detail ? `${item.name} (${item.detail})` : item.name,
        current: n(item.current.mentions),
        comparison: n(item.comparison.mentions),
        sentiment: formatSigned(item.current.sentimentScore, lang, 2),
      }),
    })),
    { text: '' },
    {
      text: t('analytics.reports.generatedOn', {
        date: formatDay(report.created_at.slice(0, 10), lang, 'full'),
      }),
    },
  ];
}

function summaryLines(
  report: TReport,
  { metrics, replies }: TReportSummaryData,
  context: PrintContext,
): PdfLine[] {
  const { t, lang } = context;
  const n = (v: number | null, digits = 0) => formatNumber(v, lang, digits);
  const figure = (key: string, current: string, before: string) => ({
    text: t('analytics.reports.pdfFigure', {
      label: t(`analytics.metrics.${key}`),
      current,
      comparison: before,
    }),
  });
  return [
    ...headLines(report, metrics.comparison, context),
    figure('totalReviews', n(metrics.totalReviews), n(metrics.comparison.totalReviews)),
    figure('averageRating', n(metrics.averageRating, 1), n(metrics.comparison.averageRating, 1)),
    figure(
      'positiveRate',
      `${n(metrics.positiveRate, 1)} %`,
      `${n(metrics.comparison.positiveRate, 1)} %`,
    ),
    figure('positiveReviews', n(metrics.positiveReviews), n(metrics.comparison.positiveReviews)),
    figure('neutralReviews', n(metrics.neutralReviews), n(metrics.comparison.neutralReviews)),
    figure('negativeReviews', n(metrics.negativeReviews), n(metrics.comparison.negativeReviews)),
    { text: `${t('analytics.replies.replyRate')}: ${n(replies.replyRate, 1)} %` },
    { text: '' },
    { text: t('analytics.trends.byLocation'), size: 12 },
    ...metrics.locationStats.map((l) => ({
      text: t('analytics.reports.pdfLocation', {
        name: l.locationName,
        count: l.totalReviews,
        reviews: n(l.totalReviews),
        rating: n(l.avgRating, 1),
      }),
    })),
    { text: '' },
    { text: t('analytics.charts.volumeBySource'), size: 12 },
    ...metrics.volumeBySource.map((s) => ({ text: `${sourceName(s.source, t)}: ${n(s.count)}` })),
    { text: '' },
    {
      text: t('analytics.reports.generatedOn', {
        date: formatDay(report.created_at.slice(0, 10), lang, 'full'),
      }),
    },
  ];
}

export async function downloadPdf(report: TReport, context: PrintContext): Promise<void> {
  const bytes = await buildPdf(reportLines(report, context));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = reportFileName(report, 'pdf');
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
