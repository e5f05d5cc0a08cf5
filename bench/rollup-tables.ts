/** The review rollup tables the triggers on `reviews` keep (docs/decisions/0007-analytics-rollups.md). */
export const REVIEW_ROLLUPS = [
  'review_daily_stats',
  'review_monthly_stats',
  'review_source_daily_stats',
  'review_source_monthly_stats',
  'review_restaurant_daily_stats',
  'review_restaurant_monthly_stats',
  'review_source_restaurant_daily_stats',
  'review_source_restaurant_monthly_stats',
] as const;
