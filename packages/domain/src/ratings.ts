/**
 * docs/product/analytics.md#rating-classes: positive 4–5, neutral 3, negative 1–2. Used by metrics,
 * trends, alerts, charts.
 */
export type RatingClass = 'positive' | 'neutral' | 'negative';

export function ratingClass(rating: number): RatingClass {
  if (rating >= 4) return 'positive';
  if (rating >= 3) return 'neutral';
  return 'negative';
}

/** Average rating rounded to one decimal (docs/product/analytics.md#average-rating). */
export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

export const DEFAULT_BAD_REVIEW_THRESHOLD = 2;
