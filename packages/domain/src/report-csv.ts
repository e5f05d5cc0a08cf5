import { csvDocument, type CsvCell as Cell } from './csv.ts';
import { isSummaryData } from './reports.ts';
import type { TPeriodMetrics, TReport, TReportSummaryData } from './schemas/analytics.ts';
import type { TMentionTrends } from './schemas/trends.ts';

const FIGURES = [
  'totalReviews',
  'positiveReviews',
  'neutralReviews',
  'negativeReviews',
  'averageRating',
  'positiveRate',
] as const satisfies readonly (keyof TPeriodMetrics)[];

/**
 * A report as CSV: one section per table, each with its own header row, under the API's field
 * names so a spreadsheet and the API speak the same language.
 */
export function reportCsv(report: TReport): string {
  const rows = isSummaryData(report.data)
    ? summaryRows(report, report.data)
    : mentionRows(report, report.data.trends);
  return csvDocument(rows);
}

/** Staff, menu and keyword reports: the totals, then one row per item. */
function mentionRows(report: TReport, trends: TMentionTrends): Cell[][] {
  const counts = (c: TMentionTrends['totals']['current']) => [
    c.mentions,
    c.positive,
    c.negative,
    c.neutral,
    c.conflict,
    c.sentimentScore,
  ];
  return [
    ['report', report.type],
    ['location', report.location_name ?? 'all'],
    ['startDate', report.start_date],
    ['endDate', report.end_date],
    ['compareStartDate', trends.comparison.startDate],
    ['compareEndDate', trends.comparison.endDate],
    ['generatedAt', report.created_at],
    [],
    ['period', 'mentions', 'positive', 'negative', 'neutral', 'conflict', 'sentimentScore'],
    ['current', ...counts(trends.totals.current)],
    ['comparison', ...counts(trends.totals.comparison)],
    [],
    [
      'name',
      'detail',
      'mentions',
      'positive',
      'negative',
      'neutral',
      'conflict',
      'sentimentScore',
      'comparisonMentions',
      'comparisonSentimentScore',
      'change',
    ],
    ...trends.items.map((item) => [
      item.name,
      item.detail,
      ...counts(item.current),
      item.comparison.mentions,
      item.comparison.sentimentScore,
      item.change,
    ]),
  ];
}

function summaryRows(report: TReport, { metrics, series, replies }: TReportSummaryData): Cell[][] {
  return [
    ['report', report.type],
    ['location', report.location_name ?? 'all'],
    ['startDate', report.start_date],
    ['endDate', report.end_date],
    ['compareStartDate', metrics.comparison.startDate],
    ['compareEndDate', metrics.comparison.endDate],
    ['generatedAt', report.created_at],
    [],
    ['metric', 'current', 'comparison'],
    ...FIGURES.map((key) => [key, metrics[key], metrics.comparison[key]]),
    ['replyRate', replies.replyRate, null],
    ['medianHoursToReply', replies.medianHoursToReply, null],
    [],
    ['rating', 'count'],
    ...([1, 2, 3, 4, 5] as const).map((n) => [n, metrics.ratingDistribution[n]]),
    [],
    ['source', 'count', 'averageRating'],
    ...metrics.volumeBySource.map((s) => [s.source, s.count, s.averageRating]),
    [],
    [
      'location',
      'totalReviews',
      'avgRating',
      'positiveReviews',
      'neutralReviews',
      'negativeReviews',
    ],
    ...metrics.locationStats.map((l) => [
      l.locationName,
      l.totalReviews,
      l.avgRating,
      l.positiveReviews,
      l.neutralReviews,
      l.negativeReviews,
    ]),
    [],
    [
      'period',
      'totalReviews',
      'averageRating',
      'positiveReviews',
      'neutralReviews',
      'negativeReviews',
    ],
    ...series.points.map((p) => [
      p.period,
      p.totalReviews,
      p.averageRating,
      p.positiveReviews,
      p.neutralReviews,
      p.negativeReviews,
    ]),
  ];
}
