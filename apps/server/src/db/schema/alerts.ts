import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { restaurants, tenantId, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { reviews } from './reviews.ts';
import { socialComments } from './social.ts';

export const alertSettings = pgTable('alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  restaurantId: tenantId(),
  email: text('email'),
  clientAlertsEnabled: boolean('client_alerts_enabled').notNull().default(true),
  emailAlertsEnabled: boolean('email_alerts_enabled').notNull().default(false),
  digest: text('digest').notNull().default('immediate'),
  updatedAt: updatedAt(),
});

/**
 * A bad-review alert for one user (docs/product/alerts.md#bad-review-alerts): raised once per
 * (user, review) when the review arrives at or under the restaurant's threshold; seen is per user.
 * The serial id orders alerts; `email_state` makes the e-mail happen once: 'pending' until it is
 * handed to the outbox ('queued'), in the same transaction as the outbox row.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restaurantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The review the alert speaks of, or (a work-inbox alert) the social comment. */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    socialCommentId: uuid('social_comment_id').references(() => socialComments.id, {
      onDelete: 'cascade',
    }),
    /** 'bad_review', or the work inbox's 'assigned' and 'mention' (docs/product/team-workflow.md#notifications). */
    type: text('type').notNull().default('bad_review'),
    /** Who assigned or mentioned; null for a bad review. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** null: no e-mail wanted; 'pending': to send (now or in a digest); 'queued': in the outbox. */
    emailState: text('email_state'),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alerts_user_review_type_idx').on(t.userId, t.reviewId, t.type),
    uniqueIndex('alerts_user_comment_type_idx').on(t.userId, t.socialCommentId, t.type),
    index('alerts_comment_idx')
      .on(t.socialCommentId)
      .where(sql`${t.socialCommentId} is not null`),
    check('alerts_one_target', sql`num_nonnulls(${t.reviewId}, ${t.socialCommentId}) = 1`),
    index('alerts_user_created_idx').on(t.userId, t.createdAt),
    index('alerts_user_unseen_idx')
      .on(t.userId)
      .where(sql`${t.seenAt} is null`),
    index('alerts_review_idx').on(t.reviewId),
    index('alerts_email_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.emailState} = 'pending'`),
  ],
);

/**
 * Every e-mail Tableside sends, kept as the outbox: queued once per `dedupe_key` (an alert per
 * user, an invitation, a weekly report), then delivered by the `email.send` job over SMTP, or
 * written to `DATA_DIR/outbox` when no SMTP server is configured.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** Null for e-mails that belong to no restaurant (a lead's confirmation). */
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The restaurant's name shown as sender (the address stays the operator's) and reply-to. */
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    /**
     * Extra headers the message needs, by name: a review request's `List-Unsubscribe` and
     * `List-Unsubscribe-Post` (docs/product/review-requests.md#the-e-mail). Null: none.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** queued → sending → sent, or failed after the last attempt. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('email_outbox_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('email_outbox_status_idx').on(t.status, t.createdAt),
  ],
);
