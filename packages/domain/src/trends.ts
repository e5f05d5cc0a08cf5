/**
 * Mention trends (docs/product/analytics.md#trends): the kinds
 * of finding they count and their two figures, shared by the server, the screens and the
 * exports. No zod here, so the home screen's bundle stays small.
 */
export const TREND_KINDS = ['categories', 'keywords', 'menu', 'staff'] as const;
export type TrendKind = (typeof TREND_KINDS)[number];

/** Items per answer by default: the trends screen's top list. */
export const DEFAULT_TREND_ITEMS = 10;
export const MAX_TREND_ITEMS = 100;

/** Positive minus negative share of the mentions, in [-1, 1], two decimals. */
export function mentionSentiment(c: { mentions: number; positive: number; negative: number }) {
  return c.mentions ? Math.round(((c.positive - c.negative) / c.mentions) * 100) / 100 : 0;
}
