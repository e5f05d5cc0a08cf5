import type { TrendKind } from './trends.ts';

/**
 * Report types (docs/product/analytics.md#reports): a reviews summary, or one kind's mention
 * trends.
 */
export const REPORT_TYPES = ['summary', 'staff', 'menu', 'keywords'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The report types read from mention trends, and the trend kind each reads. */
export const MENTION_REPORT_KINDS = {
  staff: 'staff',
  menu: 'menu',
  keywords: 'keywords',
} as const satisfies Partial<Record<ReportType, TrendKind>>;
export type MentionReportType = keyof typeof MENTION_REPORT_KINDS;

/** Whether a report's data is the reviews summary (else a kind's trends). */
export const isSummaryData = <S extends { metrics: unknown }, M extends { trends: unknown }>(
  data: S | M,
): data is S => 'metrics' in data;
