import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId } from './accounts.ts';

/**
 * Time to first reply of closed periods (docs/product/analytics.md#time-to-first-reply): a
 * month (the restaurant's calendar month), or a day, is closed once every review in it is past
 * its due time, so only a late edit can change its figures. The `analytics.first-reply-months`
 * job builds the two tables below for closed months and closed days (a range reads its whole
 * months and its other days from them); a review write that touches a closed period only bumps
 * `version` (migrations 0040_first_reply_months and 0046_first_reply_days), and a period is read
 * from the summary only while `built_version = version` and it was built with the restaurant's
 * current time zone and targets (`features/analytics/first-reply-months.ts`). No writer keeps
 * the counts.
 */
/** The period a summary row covers: a calendar month, or a day. */
const period = () => ({
  grain: text('grain', { enum: ['month', 'day'] })
    .notNull()
    .default('month'),
  /** The period's first day: the month's first day, or the day. */
  month: date('month', { mode: 'string' }).notNull(),
});

export const firstReplyMonths = pgTable(
  'first_reply_months',
  {
    restaurantId: tenantId(),
    ...period(),
    /** Bumped by every review write in the month once it is closed. */
    version: integer('version').notNull().default(0),
    /** The `version` the summary was built from; null while never built. */
    builtVersion: integer('built_version'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** What the summary was built with: the restaurant's zone and targets then. */
    timezone: text('timezone'),
    hoursNegative: smallint('hours_negative'),
    hoursNeutral: smallint('hours_neutral'),
    hoursPositive: smallint('hours_positive'),
    builtAt: timestamp('built_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.grain, t.month] })],
);

/**
 * A closed period's counts per location and first responder (null: automatic or unanswered),
 * with the delays themselves for a page of locations' medians.
 */
/** A first responder (null: automatic or unanswered) and the figures' counts of their reviews. */
const responderCounts = () => ({
  responder: uuid('responder'),
  reviews: integer('reviews').notNull(),
  answered: integer('answered').notNull(),
  /** In a closed period every review with a due time is due. */
  due: integer('due').notNull(),
  answeredDue: integer('answered_due').notNull(),
  within: integer('within').notNull(),
});

export const firstReplyMonthCounts = pgTable(
  'first_reply_month_counts',
  {
    restaurantId: tenantId(),
    ...period(),
    locationId: uuid('location_id').notNull(),
    ...responderCounts(),
    /** The answered reviews' delays in seconds, so a page's median reads rows, not reviews. */
    delays: doublePrecision('delays').array().notNull(),
  },
  (t) => [
    index('first_reply_month_counts_month_idx').on(t.restaurantId, t.month),
    index('first_reply_month_counts_location_idx').on(t.locationId, t.month),
  ],
);

/**
 * A closed period's counts per first responder over every location: what the overall figure
 * and the people of a chain sum (a year of days is tens of rows, not a row per location).
 */
export const firstReplyMonthResponders = pgTable(
  'first_reply_month_responders',
  {
    restaurantId: tenantId(),
    ...period(),
    ...responderCounts(),
  },
  (t) => [index('first_reply_month_responders_month_idx').on(t.restaurantId, t.month)],
);

/**
 * A closed period's delays per first responder, in 180-second buckets with the exact multiples
 * of 180 s apart (`bucket` 2k is exactly 180k s, 2k + 1 the open interval after it), so every
 * delay of a bucket shows as the same tenth of an hour; `low` and `high` are the bucket's
 * smallest and largest delay, which make the median exact when the two middle delays of an even
 * count fall in different buckets.
 */
export const firstReplyMonthDelays = pgTable(
  'first_reply_month_delays',
  {
    restaurantId: tenantId(),
    ...period(),
    responder: uuid('responder'),
    bucket: integer('bucket').notNull(),
    reviews: integer('reviews').notNull(),
    low: doublePrecision('low').notNull(),
    high: doublePrecision('high').notNull(),
  },
  (t) => [index('first_reply_month_delays_month_idx').on(t.restaurantId, t.month)],
);
