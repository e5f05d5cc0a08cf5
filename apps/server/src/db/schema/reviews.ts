import type { DraftCheck, HoldReason } from '@tableside/domain/draft-checks';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locationRef, restaurants, tenantId, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { socialComments } from './social.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    authorName: text('author_name'),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    language: text('language'),
    reviewDate: timestamp('review_date', { withTimezone: true }).notNull(),
    /**
     * The reply (the API's `response`) and where it stands in its lifecycle
     * (docs/product/reviews-and-replies.md#reply-lifecycle).
     */
    response: text('response'),
    status: text('status').notNull().default('new'),
    responseApproved: boolean('response_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    flagged: boolean('flagged').notNull().default(false),
    /** The current draft's checks, null before a draft (docs/product/reviews-and-replies.md#verified-drafts). */
    draftChecks: jsonb('draft_checks').$type<DraftCheck[]>(),
    /** Why the draft waits for a person even under auto-approval; empty when it need not. */
    holdReasons: jsonb('hold_reasons').$type<HoldReason[]>().notNull().default([]),
    /** When the guest last changed the review on the platform after we first saw it. */
    guestEditedAt: timestamp('guest_edited_at', { withTimezone: true }),
    /** Last time a sync saw the review on its platform; only such reviews can be found deleted. */
    platformSeenAt: timestamp('platform_seen_at', { withTimezone: true }),
    /** The review on its platform, where a person replies by hand ("reply on Yelp"). */
    platformUrl: text('platform_url'),
    /** The review is gone from its platform: kept, with this marker, never deleted. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who works it in the shared inbox (docs/product/team-workflow.md#assignment). */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /**
     * When the guest first got a reply, and who posted or approved it (null: automatic, or
     * answered on the platform before we saw it): set once by a trigger (migration 0031) when the
     * review first reaches `posted`, so a later edit and re-post keeps the first time
     * (docs/product/analytics.md#time-to-first-reply).
     */
    firstRepliedAt: timestamp('first_replied_at', { withTimezone: true }),
    firstRepliedBy: uuid('first_replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_source_external_idx').on(t.locationId, t.source, t.externalId),
    index('reviews_location_date_idx').on(t.locationId, t.reviewDate),
    index('reviews_restaurant_date_idx').on(t.restaurantId, t.reviewDate),
    index('reviews_location_rating_date_idx').on(t.locationId, t.rating, t.reviewDate),
    // "Mine": a user's assigned reviews, newest first.
    index('reviews_assignee_date_idx')
      .on(t.assigneeId, t.reviewDate)
      .where(sql`${t.assigneeId} is not null`),
    // The escalation job's candidates: recent reviews still waiting for a reply.
    index('reviews_awaiting_reply_idx')
      .on(t.reviewDate)
      .where(sql`${t.status} <> 'posted' and ${t.deletedAt} is null`),
    // The plan's monthly allowance counts the reviews received (stored) since the month began:
    // a range of this index instead of every review of the restaurant.
    index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    // Time to first reply over a range: an index-only scan of the range's reviews. The id
    // finds each review's spam analysis (it has no reply due) without reading the table.
    index('reviews_first_reply_idx').on(
      t.restaurantId,
      t.reviewDate,
      t.locationId,
      t.rating,
      t.createdAt,
      t.firstRepliedAt,
      t.firstRepliedBy,
      t.id,
    ),
  ],
);

export const replyHistory = pgTable(
  'reply_history',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    restaurantId: tenantId(),
    text: text('text').notNull(),
    status: text('status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reply_history_review_idx').on(t.reviewId, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restaurantId: uuid('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_restaurant_idx').on(t.restaurantId, t.createdAt),
    // A review's or a comment's history reads its own entries, whatever the log's size.
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * One request to publish a reply: the unit that must happen exactly once. The idempotency key
 * (review + text) makes a double click or a retried request the same post, and the state says
 * whether a crash left the outcome unknown ('sending'), in which case the worker reads the
 * platform back before posting again.
 */
export const replyPosts = pgTable(
  'reply_posts',
  {
    id: id(),
    /** What is answered: a review, or (socials) a guest's comment; exactly one of the two. */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    socialCommentId: uuid('social_comment_id').references(() => socialComments.id, {
      onDelete: 'cascade',
    }),
    restaurantId: tenantId(),
    text: text('text').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    channel: text('channel').notNull(),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reply_posts_review_idx').on(t.reviewId),
    index('reply_posts_comment_idx').on(t.socialCommentId),
    index('reply_posts_state_idx').on(t.state, t.updatedAt),
    check('reply_posts_one_target', sql`num_nonnulls(${t.reviewId}, ${t.socialCommentId}) = 1`),
  ],
);
