import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { reviews } from './reviews.ts';
import { socialComments } from './social.ts';

/**
 * Where a restaurant's alerts also go (docs/product/team-workflow.md#escalation-channels): a
 * Slack or Teams incoming webhook, or a signed webhook of its own. The URL is a credential (who
 * holds a Slack webhook URL may post to the channel), so it is sealed like the platforms' and
 * closed to the request role (migration 0030); the browser sees only `url_hint`.
 */
export const alertChannels = pgTable(
  'alert_channels',
  {
    id: id(),
    restaurantId: tenantId(),
    /** slack | teams | webhook */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The sealed URL (lib/secret-box.ts); read and written as system work only. */
    url: text('url').notNull(),
    /** The host and the URL's last characters: enough to recognise it, not to use it. */
    urlHint: text('url_hint').notNull(),
    /** The webhook kind's sealed signing secret; null for Slack and Teams. */
    signingSecret: text('signing_secret'),
    /** Which alerts it receives: bad_review, incident, overdue, assignment. */
    alertTypes: text('alert_types').array().notNull(),
    /** Null: every location, those opened later included. */
    locationIds: uuid('location_ids').array(),
    /** en | fr; null: the restaurant's default language. */
    language: text('language'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('alert_channels_restaurant_idx').on(t.restaurantId, t.name)],
);

/**
 * One message to one channel: unique per (channel, event key), so an alert raised again, or two
 * workers racing, sends it once. queued → sending (a lease) → sent, or failed after the last
 * attempt or a refusal that no retry can change.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: id(),
    restaurantId: tenantId(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => alertChannels.id, { onDelete: 'cascade' }),
    /** `bad_review:<review>`, `assignment:<review>:<user>`, `overdue:comment:<comment>`, `test:<uuid>`. */
    eventKey: text('event_key').notNull(),
    /** bad_review | incident | overdue | assignment | test */
    type: text('type').notNull(),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** The social comment an assignment or overdue message speaks of, in place of a review. */
    socialCommentId: uuid('social_comment_id').references(() => socialComments.id, {
      onDelete: 'cascade',
    }),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Not before then: the wait a 429 or 503 asked for with `Retry-After` (bounded), while queued. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The last answer's HTTP status; null when no answer came. */
    lastStatus: smallint('last_status'),
    /** A short code (`http_error`, `address_not_allowed`, Slack's own `no_service`…). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('alert_deliveries_event_idx').on(t.channelId, t.eventKey),
    index('alert_deliveries_channel_idx').on(t.channelId, t.createdAt),
    index('alert_deliveries_queued_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
  ],
);
