import type { TPeriodMetrics, TReport } from '@tableside/domain/schemas/analytics';

type Cell = string | number | null;

const quote = (cell: Cell) => {
  const text = cell === null ? '' : String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const line = (cells: Cell[]) => cells.map(quote).join(',');

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
  const { metrics, series, replies } = report.data;
  const rows: Cell[][] = [
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
  return `${rows.map(line).join('\r\n')}\r\n`;
}

export function reportFileName(report: TReport, extension: string): string {
  return `tableside-${report.type}-${report.start_date}-${report.end_date}.${extension}`;
}

/** Hands a text file to the browser's downloads. */
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
