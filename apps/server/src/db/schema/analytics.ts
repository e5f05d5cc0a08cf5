import { date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { locationRef, locations, tenantId, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/** The counted facts of a rollup row: reviews, per rating and per reply status. */
const reviewCounts = () => ({
  reviews: integer('reviews').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  r1: integer('r1').notNull().default(0),
  r2: integer('r2').notNull().default(0),
  r3: integer('r3').notNull().default(0),
  r4: integer('r4').notNull().default(0),
  r5: integer('r5').notNull().default(0),
  /** Reviews with a reply written. */
  replied: integer('replied').notNull().default(0),
  statusNew: integer('status_new').notNull().default(0),
  statusDraft: integer('status_draft').notNull().default(0),
  statusEdited: integer('status_edited').notNull().default(0),
  statusRegenerated: integer('status_regenerated').notNull().default(0),
  statusApproved: integer('status_approved').notNull().default(0),
  statusPosted: integer('status_posted').notNull().default(0),
});

/**
 * Reviews counted per location and day (the restaurant's calendar day), so every analytics
 * figure reads locations × days rows instead of the reviews themselves. Kept current by
 * statement-level triggers on `reviews` (hand-written part of migration 0010_analytics), so no
 * writer can forget it; `review_stats_rebuild()` recomputes it from the reviews.
 */
export const reviewDailyStats = pgTable(
  'review_daily_stats',
  {
    restaurantId: tenantId(),
    locationId: locationRef(),
    day: date('day', { mode: 'string' }).notNull(),
    ...reviewCounts(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day] }),
    index('review_daily_stats_restaurant_day_idx').on(t.restaurantId, t.day),
  ],
);

/** The same per month (its first day): long ranges read whole months plus their edge days. */
export const reviewMonthlyStats = pgTable(
  'review_monthly_stats',
  {
    restaurantId: tenantId(),
    locationId: locationRef(),
    month: date('month', { mode: 'string' }).notNull(),
    ...reviewCounts(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.month] }),
    index('review_monthly_stats_restaurant_month_idx').on(t.restaurantId, t.month),
  ],
);

const sourceCounts = () => ({
  source: text('source').notNull(),
  reviews: integer('reviews').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
});

/** Reviews per location, day and source: volume by source without reading reviews. */
export const reviewSourceDailyStats = pgTable(
  'review_source_daily_stats',
  {
    restaurantId: tenantId(),
    locationId: locationRef(),
    day: date('day', { mode: 'string' }).notNull(),
    ...sourceCounts(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day, t.source] }),
    index('review_source_daily_stats_restaurant_day_idx').on(t.restaurantId, t.day),
  ],
);

export const reviewSourceMonthlyStats = pgTable(
  'review_source_monthly_stats',
  {
    restaurantId: tenantId(),
    locationId: locationRef(),
    month: date('month', { mode: 'string' }).notNull(),
    ...sourceCounts(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.month, t.source] }),
    index('review_source_monthly_stats_restaurant_month_idx').on(t.restaurantId, t.month),
  ],
);

/**
 * The same counts for the whole restaurant, without the location: an all-locations figure that
 * needs no per-location split (a series' overall line, volume by source) reads days × 1 rows
 * instead of days × locations — a year of a 1,000-location chain is 365 rows, not 365,000.
 * Kept by the same triggers and rebuilt by the same `review_stats_rebuild()` (migration
 * 0032_restaurant_review_rollups).
 */
export const reviewRestaurantDailyStats = pgTable(
  'review_restaurant_daily_stats',
  {
    restaurantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    ...reviewCounts(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day] })],
);

export const reviewRestaurantMonthlyStats = pgTable(
  'review_restaurant_monthly_stats',
  {
    restaurantId: tenantId(),
    month: date('month', { mode: 'string' }).notNull(),
    ...reviewCounts(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.month] })],
);

export const reviewSourceRestaurantDailyStats = pgTable(
  'review_source_restaurant_daily_stats',
  {
    restaurantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    ...sourceCounts(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.source] })],
);

export const reviewSourceRestaurantMonthlyStats = pgTable(
  'review_source_restaurant_monthly_stats',
  {
    restaurantId: tenantId(),
    month: date('month', { mode: 'string' }).notNull(),
    ...sourceCounts(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.month, t.source] })],
);

/** A generated report: its figures are frozen when generated, so it reads the same later. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    restaurantId: tenantId(),
    /** Null: every location the author could see. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The locations the figures cover, null for every location; readers must see them all. */
    scopeLocationIds: uuid('scope_location_ids').array(),
    data: jsonb('data').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reports_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
);

/** Admins who unsubscribed from the weekly report e-mail (its unsubscribe link). */
export const weeklyReportOptouts = pgTable('weekly_report_optouts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
