import { z } from 'zod';
import { DEFAULT_TREND_ITEMS, MAX_TREND_ITEMS, TREND_KINDS } from '../trends.ts';
import { SERIES_INTERVALS, ZRangeQuery } from './range-query.ts';

/**
 * Mention trends (docs/product/analytics.md#trends): what reviews
 * say about categories, keywords, menu items and staff, the current period against the
 * comparison period and over time. Read from per-day and per-month rollups of the analysis
 * tables, so a year of a hundred locations costs the same whatever the number of reviews.
 */
export const ZTrendQuery = ZRangeQuery.extend({
  interval: z.enum(SERIES_INTERVALS).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_TREND_ITEMS).default(DEFAULT_TREND_ITEMS),
});
export type TTrendQuery = z.infer<typeof ZTrendQuery>;

const ZMentionCounts = z.object({
  mentions: z.number().int(),
  positive: z.number().int(),
  negative: z.number().int(),
  neutral: z.number().int(),
  conflict: z.number().int(),
  /** Positive minus negative share of the mentions, in [-1, 1], two decimals. */
  sentimentScore: z.number(),
});
export type TMentionCounts = z.infer<typeof ZMentionCounts>;

export const ZTrendPoint = ZMentionCounts.extend({
  /** First day of the bucket (day, week from Monday, or month). */
  period: z.string(),
});
export type TTrendPoint = z.infer<typeof ZTrendPoint>;

export const ZTrendItem = z.object({
  /** The category, the keyword, or the menu item's or staff member's id. */
  key: z.string(),
  name: z.string(),
  /** A staff member's role; null otherwise. */
  detail: z.string().nullable(),
  current: ZMentionCounts,
  comparison: ZMentionCounts,
  /** Change of the mentions against the comparison period, percent, one decimal; null from 0. */
  change: z.number().nullable(),
  /** The current period's buckets with mentions, oldest first. */
  points: z.array(ZTrendPoint),
});
export type TTrendItem = z.infer<typeof ZTrendItem>;

const ZRange = z.object({ startDate: z.string(), endDate: z.string() });

export const ZMentionTrends = z.object({
  kind: z.enum(TREND_KINDS),
  preset: z.string().nullable(),
  interval: z.enum(SERIES_INTERVALS),
  current: ZRange,
  comparison: ZRange,
  /** Every mention of the kind in each period, not only the listed items'. */
  totals: z.object({ current: ZMentionCounts, comparison: ZMentionCounts }),
  /** The most mentioned in the current period (then in the comparison period), up to `limit`. */
  items: z.array(ZTrendItem),
});
export type TMentionTrends = z.infer<typeof ZMentionTrends>;
