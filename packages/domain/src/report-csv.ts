import { csvDocument, type CsvCell as Cell, type CsvDialect } from './csv.ts';
import { REPORT_CSV_LABELS, type ReportCsvLanguage } from './report-csv-labels.ts';
import { isSummaryData } from './reports.ts';
import type {
  TFirstReplyFigures,
  TFirstReplyMetrics,
  TPeriodMetrics,
  TReport,
  TReportSummaryData,
} from './schemas/analytics.ts';
import type { TMentionTrends } from './schemas/trends.ts';

export type { ReportCsvLanguage };
type Labels = (typeof REPORT_CSV_LABELS)[ReportCsvLanguage];

const FIGURES = [
  'totalReviews',
  'positiveReviews',
  'neutralReviews',
  'negativeReviews',
  'averageRating',
  'positiveRate',
] as const satisfies readonly (keyof TPeriodMetrics)[];

/** docs/product/analytics.md#reports: French spreadsheets split on `;` and read `4,5`. */
const DIALECTS: Record<ReportCsvLanguage, CsvDialect> = {
  en: { separator: ',', decimalComma: false },
  fr: { separator: ';', decimalComma: true },
};

/** Tells Excel the file is UTF-8, or it reads accents as Windows-1252. */
const BOM = '\uFEFF';

/**
 * A report as CSV in the reader's language (docs/product/analytics.md#reports): one section per
 * table, each under its own header row of words; numbers unformatted, dates as ISO days.
 */
export function reportCsv(report: TReport, lang: ReportCsvLanguage): string {
  const labels = REPORT_CSV_LABELS[lang];
  const rows = isSummaryData(report.data)
    ? summaryRows(report, report.data, labels)
    : mentionRows(report, report.data.trends, labels);
  return BOM + csvDocument(rows, DIALECTS[lang]);
}

/** The rows that say what the report covers. */
function heading(report: TReport, comparison: { startDate: string; endDate: string }, l: Labels) {
  return [
    [l.report, l.types[report.type]],
    [l.location, report.location_name ?? l.allLocations],
    [l.startDate, report.start_date],
    [l.endDate, report.end_date],
    [l.compareStartDate, comparison.startDate],
    [l.compareEndDate, comparison.endDate],
    [l.generatedOn, report.created_at.slice(0, 10)],
    [],
  ];
}

/** Staff, menu and keyword reports: the totals, then one row per item. */
function mentionRows(report: TReport, trends: TMentionTrends, l: Labels): Cell[][] {
  const counts = (c: TMentionTrends['totals']['current']) => [
    c.mentions,
    c.positive,
    c.negative,
    c.neutral,
    c.conflict,
    c.sentimentScore,
  ];
  const kinds = [l.mentions, l.positive, l.negative, l.neutral, l.conflict, l.sentimentScore];
  const subject = report.type === 'summary' ? l.metric : l.subject[report.type];
  return [
    ...heading(report, trends.comparison, l),
    [l.period, ...kinds],
    [l.current, ...counts(trends.totals.current)],
    [l.comparison, ...counts(trends.totals.comparison)],
    [],
    [subject, l.role, ...kinds, l.comparisonMentions, l.comparisonSentimentScore, l.change],
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

/** Time to first reply (docs/product/analytics.md#time-to-first-reply): overall, per location and person. */
function firstReplyRows(firstReply: TFirstReplyMetrics | undefined, l: Labels): Cell[][] {
  if (!firstReply) return [];
  const head = [l.answered, l.medianHoursToFirstReply, l.due, l.withinTarget, l.withinTargetShare];
  const cells = (f: TFirstReplyFigures) => [
    f.answered,
    f.medianHours,
    f.due,
    f.withinTarget,
    f.withinTargetShare,
  ];
  return [
    [],
    [l.location, ...head],
    [l.allLocations, ...cells(firstReply.overall)],
    ...firstReply.byLocation.map((x) => [x.locationName, ...cells(x)]),
    [],
    [l.person, ...head],
    ...firstReply.byPerson.map((x) => [x.name ?? l.automatic, ...cells(x)]),
  ];
}

function summaryRows(
  report: TReport,
  { metrics, series, replies, firstReply, review_requests: requests }: TReportSummaryData,
  l: Labels,
): Cell[][] {
  const split = [l.totalReviews, l.averageRating, l.positiveReviews, l.neutralReviews];
  const requestColumns = [
    l.requestsSent,
    l.requestsClicked,
    l.requestsConverted,
    l.clickRate,
    l.conversionRate,
  ];
  const requestCells = (f: NonNullable<typeof requests>['total']) => [
    f.sent,
    f.clicked,
    f.converted,
    f.click_rate,
    f.conversion_rate,
  ];
  // Reports of a plan without review requests, or stored before them, have no such section.
  const requestRows: Cell[][] = requests
    ? [
        [],
        [l.location, ...requestColumns],
        ...requests.locations.map((x) => [x.name, ...requestCells(x)]),
        [l.allLocations, ...requestCells(requests.total)],
      ]
    : [];
  return [
    ...heading(report, metrics.comparison, l),
    [l.metric, l.current, l.comparison],
    ...FIGURES.map((key) => [l[key], metrics[key], metrics.comparison[key]]),
    [l.replyRate, replies.replyRate, null],
    [l.medianHoursToReply, replies.medianHoursToReply, null],
    [],
    [l.rating, l.count],
    ...([1, 2, 3, 4, 5] as const).map((n) => [n, metrics.ratingDistribution[n]]),
    [],
    [l.source, l.count, l.averageRating],
    ...metrics.volumeBySource.map((s) => [s.source, s.count, s.averageRating]),
    [],
    [l.location, ...split, l.negativeReviews],
    ...metrics.locationStats.map((x) => [
      x.locationName,
      x.totalReviews,
      x.avgRating,
      x.positiveReviews,
      x.neutralReviews,
      x.negativeReviews,
    ]),
    [],
    [l.periodStart, ...split, l.negativeReviews],
    ...series.points.map((p) => [
      p.period,
      p.totalReviews,
      p.averageRating,
      p.positiveReviews,
      p.neutralReviews,
      p.negativeReviews,
    ]),
    ...firstReplyRows(firstReply, l),
    ...requestRows,
  ];
}
