import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { locationRef, tenantId } from './accounts.ts';

/** The counted facts of a mention rollup row: mentions and their polarity. */
const mentionCounts = () => ({
  /** `categories`, `keywords`, `menu` or `staff` (TREND_KINDS). */
  kind: text('kind').notNull(),
  /** The category, the keyword, or the menu item's or staff member's id. */
  subject: text('subject').notNull(),
  mentions: integer('mentions').notNull().default(0),
  positive: integer('positive').notNull().default(0),
  negative: integer('negative').notNull().default(0),
  neutral: integer('neutral').notNull().default(0),
  conflict: integer('conflict').notNull().default(0),
});

/**
 * What the analysis found (review_categories, review_keywords, menu_mentions, staff_mentions)
 * counted per location, restaurant calendar day, kind and subject, so mention trends read
 * locations × days rows instead of the mentions. Kept current by statement-level triggers on
 * the four tables (hand-written part of the migration); `mention_stats_rebuild()` recomputes.
 */
export const mentionDailyStats = pgTable(
  'mention_daily_stats',
  {
    restaurantId: tenantId(),
    locationId: locationRef(),
    day: date('day', { mode: 'string' }).notNull(),
    ...mentionCounts(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.kind, t.day, t.subject] }),
    index('mention_daily_stats_restaurant_idx').on(t.restaurantId, t.kind, t.day),
  ],
);

/** The same per month (its first day): long ranges read whole months plus their edge days. */
export const mentionMonthlyStats = pgTable(
  'mention_monthly_stats',
  {
    restaurantId: tenantId(),
    locationId: locationRef(),
    month: date('month', { mode: 'string' }).notNull(),
    ...mentionCounts(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.kind, t.month, t.subject] }),
    index('mention_monthly_stats_restaurant_idx').on(t.restaurantId, t.kind, t.month),
  ],
);

/**
 * The same counts for the whole restaurant, without the location: the all-locations trends of
 * a subject-rich kind (keywords) would otherwise read every location's row of every day.
 * Kept by the same triggers.
 */
export const mentionRestaurantDailyStats = pgTable(
  'mention_restaurant_daily_stats',
  {
    restaurantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    ...mentionCounts(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.kind, t.day, t.subject] })],
);

export const mentionRestaurantMonthlyStats = pgTable(
  'mention_restaurant_monthly_stats',
  {
    restaurantId: tenantId(),
    month: date('month', { mode: 'string' }).notNull(),
    ...mentionCounts(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.kind, t.month, t.subject] })],
);
