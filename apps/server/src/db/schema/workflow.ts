import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { locationRef, locations, tenantId, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { reviews } from './reviews.ts';
import { socialComments } from './social.ts';

/**
 * Staff's internal notes on a review or a social comment (docs/product/team-workflow.md#internal-notes):
 * never sent to a platform. Kept as written: no edit or delete, so what a mention notified stays
 * true. Exactly one of `review_id` and `social_comment_id` is set.
 */
export const reviewNotes = pgTable(
  'review_notes',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    socialCommentId: uuid('social_comment_id').references(() => socialComments.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The colleagues the note mentions, as picked in the @mention list. */
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_notes_review_idx').on(t.reviewId, t.createdAt),
    index('review_notes_comment_idx').on(t.socialCommentId, t.createdAt),
    check('review_notes_one_target', sql`num_nonnulls(${t.reviewId}, ${t.socialCommentId}) = 1`),
  ],
);

/**
 * Assigns arriving reviews (docs/product/team-workflow.md#assignment-rules): ordered by
 * `position`, the first enabled rule whose every named condition holds wins.
 */
export const assignmentRules = pgTable(
  'assignment_rules',
  {
    id: id(),
    restaurantId: tenantId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    minRating: smallint('min_rating'),
    maxRating: smallint('max_rating'),
    source: text('source'),
    language: text('language'),
    incident: boolean('incident').notNull().default(false),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assignment_rules_restaurant_idx').on(t.restaurantId, t.position),
    check(
      'assignment_rules_rating_band',
      sql`${t.minRating} is null or ${t.maxRating} is null or ${t.minRating} <= ${t.maxRating}`,
    ),
  ],
);

/**
 * Saved replies (docs/product/reviews-and-replies.md#reply-templates): offered in the reply box
 * of reviews of their location (null: every location) with placeholders filled for the review.
 */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /**
     * The rating class it answers ('negative', 'neutral', 'positive'; null: any), so the drafting
     * engines offer it only where it fits (docs/product/reviews-and-replies.md#reply-templates).
     */
    ratingClass: text('rating_class'),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reply_templates_restaurant_idx').on(t.restaurantId, t.name)],
);

/**
 * Each escalation step taken for an overdue review (docs/product/team-workflow.md#escalation):
 * the key (review, step) makes a step happen once, whatever the number of workers or restarts.
 */
export const reviewEscalations = pgTable(
  'review_escalations',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    restaurantId: tenantId(),
    /** 1: the assignee or the location's managers; 2: the restaurant's Admins. */
    step: smallint('step').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.step] })],
);

/** The escalation steps taken for a social comment, keyed like a review's (one row per step). */
export const socialCommentEscalations = pgTable(
  'social_comment_escalations',
  {
    socialCommentId: uuid('social_comment_id')
      .notNull()
      .references(() => socialComments.id, { onDelete: 'cascade' }),
    restaurantId: tenantId(),
    step: smallint('step').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.socialCommentId, t.step] })],
);
