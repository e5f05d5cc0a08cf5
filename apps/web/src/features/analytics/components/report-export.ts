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

/** The report as printable lines, in the reader's language. */
export function reportLines(report: TReport, t: TFunction, lang: DateLanguage): PdfLine[] {
  return isSummaryData(report.data)
    ? summaryLines(report, report.data, t, lang)
    : mentionLines(report, report.data.trends, t, lang);
}

/** Staff, menu and keyword reports: the totals, then one line per item. */
function mentionLines(
  report: TReport,
  trends: TMentionTrends,
  t: TFunction,
  lang: DateLanguage,
): PdfLine[] {
  const range = { startDate: report.start_date, endDate: report.end_date };
  const n = (v: number) => formatNumber(v, lang);
  return [
    { text: t(`analytics.reports.types.${report.type}`), size: 16 },
    { text: formatRange(range, lang, 'full') },
    { text: report.location_name ?? t('analytics.reports.allLocations') },
    {
      text: t('analytics.reports.comparedWith', {
        range: formatRange(trends.comparison, lang, 'full'),
      }),
    },
    { text: '' },
    {
      text: t('analytics.mentions.totals', {
        current: n(trends.totals.current.mentions),
        comparison: n(trends.totals.comparison.mentions),
      }),
    },
    { text: '' },
    ...trends.items.map((item) => ({
      text: t('analytics.reports.pdfMention', {
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
  t: TFunction,
  lang: DateLanguage,
): PdfLine[] {
  const range = { startDate: report.start_date, endDate: report.end_date };
  const n = (v: number | null, digits = 0) => formatNumber(v, lang, digits);
  const figure = (key: string, current: string, before: string) => ({
    text: t('analytics.reports.pdfFigure', {
      label: t(`analytics.metrics.${key}`),
      current,
      comparison: before,
    }),
  });
  return [
    { text: t(`analytics.reports.types.${report.type}`), size: 16 },
    { text: formatRange(range, lang, 'full') },
    { text: report.location_name ?? t('analytics.reports.allLocations') },
    {
      text: t('analytics.reports.comparedWith', {
        range: formatRange(metrics.comparison, lang, 'full'),
      }),
    },
    { text: '' },
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
        count: n(l.totalReviews),
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

export function downloadPdf(report: TReport, t: TFunction, lang: DateLanguage): void {
  const bytes = buildPdf(reportLines(report, t, lang));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = reportFileName(report, 'pdf');
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
