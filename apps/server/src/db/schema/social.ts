import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DraftCheck } from '@tableside/domain/draft-checks';
import { locationRef, locations, tenantId, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * Bookings read from the restaurant's booking system (or the demo's offline ones), kept so
 * reviews can be matched to the guests who booked ("verified guest"). Only what the match and
 * the screen need: the guest's name, never their e-mail or phone.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    restaurantId: tenantId(),
    /** The Tableside location of the booking system's venue, when its name matches one. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    partySize: smallint('party_size').notNull(),
    status: text('status').notNull(),
    venueName: text('venue_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_restaurant_source_external_idx').on(
      t.restaurantId,
      t.source,
      t.externalId,
    ),
    index('bookings_restaurant_starts_idx').on(t.restaurantId, t.startsAt),
  ],
);

/**
 * A guest's comment on one of the restaurant's Facebook posts or Instagram media, with the
 * restaurant's reply going through the same lifecycle as a review's
 * (docs/product/reviews-and-replies.md#reply-lifecycle).
 */
export const socialComments = pgTable(
  'social_comments',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    platform: text('platform').notNull(),
    externalId: text('external_id').notNull(),
    postId: text('post_id').notNull(),
    postCaption: text('post_caption'),
    postUrl: text('post_url'),
    authorName: text('author_name'),
    text: text('text').notNull().default(''),
    commentedAt: timestamp('commented_at', { withTimezone: true }).notNull(),
    response: text('response'),
    /** The checks the current reply passed (docs/product/reviews-and-replies.md#verified-drafts). */
    draftChecks: jsonb('draft_checks').$type<DraftCheck[]>(),
    status: text('status').notNull().default('new'),
    responseApproved: boolean('response_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who works the comment (docs/product/team-workflow.md#assignment); null: nobody. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** Removed from the socials list by an Admin: kept, so a sync never brings it back. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('social_comments_external_idx').on(t.locationId, t.platform, t.externalId),
    index('social_comments_restaurant_date_idx').on(t.restaurantId, t.commentedAt),
    index('social_comments_assignee_idx')
      .on(t.assigneeId)
      .where(sql`${t.assigneeId} is not null`),
  ],
);
