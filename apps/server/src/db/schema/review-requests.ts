import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locationRef, restaurants, tenantId } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { reviews } from './reviews.ts';

/** A request e-mail's words in one language; `{guest_first_name}` and `{location}` are filled. */
export type RequestTemplate = { subject: string; body: string };
/** A review link the restaurant adds beside Google's, for every location or one. */
export type RequestLink = { label: string; url: string; location_id: string | null };
/** A link as frozen into one sent request: the redirect reaches only these. */
export type FrozenLink = { label: string; url: string };

/**
 * How a restaurant asks its guests for a review (docs/product/review-requests.md): one row per
 * restaurant, written by its Admin. No field ever depends on the guest's experience (no gating).
 */
export const reviewRequestSettings = pgTable('review_request_settings', {
  restaurantId: uuid('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  delayHours: smallint('delay_hours').notNull().default(24),
  /** Local hours [start, end) when nothing is sent; equal means no quiet hours. */
  quietStartHour: smallint('quiet_start_hour').notNull().default(21),
  quietEndHour: smallint('quiet_end_hour').notNull().default(9),
  periodDays: smallint('period_days').notNull().default(90),
  senderName: text('sender_name'),
  replyTo: text('reply_to'),
  templates: jsonb('templates').$type<Partial<Record<'en' | 'fr', RequestTemplate>>>().notNull(),
  links: jsonb('links').$type<RequestLink[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * One visit and the one request it may lead to (unique per visit key). The guest's e-mail and
 * name are kept only to send the request and to match the review they write; deleting the
 * booking data clears them (`guest_erased_at`), the figures stay.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    /** booking, csv or webhook. */
    source: text('source').notNull(),
    visitKey: text('visit_key').notNull(),
    email: text('email'),
    emailHash: text('email_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    language: text('language').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    /** scheduled → sent, or skipped (`skip_reason`: disabled, opted_out, period, no_link, erased). */
    status: text('status').notNull().default('scheduled'),
    skipReason: text('skip_reason'),
    /** SHA-256 of the token the e-mail's links carry; the token itself is never stored. */
    tokenHash: text('token_hash'),
    links: jsonb('links').$type<FrozenLink[]>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    convertedReviewId: uuid('converted_review_id').references(() => reviews.id, {
      onDelete: 'set null',
    }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    guestErasedAt: timestamp('guest_erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('review_requests_visit_idx').on(t.restaurantId, t.visitKey),
    uniqueIndex('review_requests_token_idx').on(t.tokenHash),
    index('review_requests_due_idx')
      .on(t.status, t.sendAfter)
      .where(sql`${t.status} = 'scheduled'`),
    index('review_requests_sent_idx').on(t.restaurantId, t.sentAt),
  ],
);

/**
 * What is remembered of a guest across visits, by a hash of their e-mail per restaurant: when
 * they were last asked (one request per period) and whether they opted out (for ever, even
 * after the booking data is deleted). No address, no name.
 */
export const reviewRequestGuests = pgTable(
  'review_request_guests',
  {
    restaurantId: tenantId(),
    emailHash: text('email_hash').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.emailHash] })],
);
