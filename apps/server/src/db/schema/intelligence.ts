import type { ReviewSignals } from '@tableside/domain/review-signals';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { locationRef, locations, tenantId } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { reviews } from './reviews.ts';

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    restaurantId: tenantId(),
    /** Null: on the menu of every location. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('menu_items_restaurant_idx').on(t.restaurantId)],
);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: text('role'),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('staff_members_restaurant_idx').on(t.restaurantId)],
);

// Review intelligence: one analysis per review and the rows it found. Every row carries the
// tenant, the location and the review's date so analytics aggregates them with plain SQL.
const reviewRef = () =>
  uuid('review_id')
    .notNull()
    .references(() => reviews.id, { onDelete: 'cascade' });

const reviewDate = () => timestamp('review_date', { withTimezone: true }).notNull();

export const reviewAnalyses = pgTable(
  'review_analyses',
  {
    reviewId: reviewRef().primaryKey(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    reviewDate: reviewDate(),
    /** 'en', 'fr' or 'und'. */
    language: text('language').notNull(),
    /** positive | negative | neutral | mixed, and a score in [-1, 1]. */
    sentimentLabel: text('sentiment_label').notNull(),
    sentimentScore: real('sentiment_score').notNull(),
    /** Why nothing was read ('empty', 'no_words'), or null. */
    skippedReason: text('skipped_reason'),
    /** Questions, incidents, spam, sarcasm (docs/product/review-understanding.md#signals). */
    signals: jsonb('signals')
      .$type<ReviewSignals>()
      .notNull()
      .default({ questions: [], incidents: [], spam: null, sarcasm: false }),
    /**
     * People the guest names as staff whom the roster lacks ("our server Priya"): what replies
     * thank by name. Never a staff mention: the staff figures count the roster only.
     */
    guestNamedStaff: jsonb('guest_named_staff')
      .$type<{ name: string; polarity: string; span: string; snippet: string }[]>()
      .notNull()
      .default([]),
    /** 'builtin' or 'llm'; the built-in engine's model version. */
    engine: text('engine').notNull(),
    modelVersion: text('model_version').notNull(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_analyses_location_date_idx').on(t.locationId, t.reviewDate),
    index('review_analyses_restaurant_date_idx').on(t.restaurantId, t.reviewDate),
    // The few reviews read as spam (db/response-due-sql.ts, `spamSignalSql`): whether a review
    // has a reply due, in the inbox and the time to first reply.
    index('review_analyses_spam_idx')
      .on(t.reviewId)
      .where(sql`(signals ->> 'spam') is not null`),
  ],
);

/** Columns every finding shares: its review, tenant, location and date. */
const finding = () => ({
  id: id(),
  reviewId: reviewRef(),
  restaurantId: tenantId(),
  locationId: locationRef(),
  reviewDate: reviewDate(),
});

/**
 * Where the analysis found it among the review's findings of its kind: the guest's order, which
 * a reply follows when it names them ("the risotto and the tart"), so a draft read from the
 * stored rows says what a draft read from the text says (features/insights/understanding.ts).
 */
const position = () => integer('position').notNull().default(0);

export const reviewCategories = pgTable(
  'review_categories',
  {
    ...finding(),
    /** A fine category (food, drinks, wait…) and the SemEval category it folds onto. */
    category: text('category').notNull(),
    semevalCategory: text('semeval_category').notNull(),
    /**
     * positive | negative | neutral | conflict: the topic's verdict as replies read it, which the
     * insights count (ai/builtin/topic-verdicts.ts).
     */
    polarity: text('polarity').notNull(),
    /**
     * The classifier's polarity, the analysis's own reading that replies are drafted from; null
     * for a topic only the verdicts found (the stored understanding leaves it out).
     */
    classifierPolarity: text('classifier_polarity'),
    position: position(),
  },
  (t) => [
    index('review_categories_review_idx').on(t.reviewId),
    index('review_categories_location_date_idx').on(t.locationId, t.reviewDate),
  ],
);

export const reviewAspects = pgTable(
  'review_aspects',
  {
    ...finding(),
    term: text('term').notNull(),
    category: text('category').notNull(),
    polarity: text('polarity').notNull(),
    snippet: text('snippet').notNull(),
    position: position(),
  },
  (t) => [
    index('review_aspects_review_idx').on(t.reviewId),
    index('review_aspects_location_date_idx').on(t.locationId, t.reviewDate),
  ],
);

export const reviewKeywords = pgTable(
  'review_keywords',
  {
    ...finding(),
    /**
     * Lower case; keyword, category, snippet and sentiment are never blank
     * (docs/product/analytics.md#keywords).
     */
    keyword: text('keyword').notNull(),
    category: text('category').notNull(),
    snippet: text('snippet').notNull(),
    sentiment: text('sentiment').notNull(),
  },
  (t) => [
    index('review_keywords_review_idx').on(t.reviewId),
    index('review_keywords_location_date_idx').on(t.locationId, t.reviewDate),
    index('review_keywords_restaurant_keyword_idx').on(t.restaurantId, t.keyword),
  ],
);

export const menuMentions = pgTable(
  'menu_mentions',
  {
    ...finding(),
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    /** The item's name as the catalogue spelled it when the review was analysed. */
    itemName: text('item_name').notNull(),
    polarity: text('polarity').notNull(),
    snippet: text('snippet').notNull(),
    position: position(),
  },
  (t) => [
    index('menu_mentions_review_idx').on(t.reviewId),
    index('menu_mentions_location_date_idx').on(t.locationId, t.reviewDate),
    index('menu_mentions_item_idx').on(t.menuItemId, t.reviewDate),
  ],
);

export const staffMentions = pgTable(
  'staff_mentions',
  {
    ...finding(),
    staffMemberId: uuid('staff_member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    staffName: text('staff_name').notNull(),
    polarity: text('polarity').notNull(),
    snippet: text('snippet').notNull(),
    position: position(),
  },
  (t) => [
    index('staff_mentions_review_idx').on(t.reviewId),
    index('staff_mentions_location_date_idx').on(t.locationId, t.reviewDate),
    index('staff_mentions_member_idx').on(t.staffMemberId, t.reviewDate),
  ],
);

/** A re-analysis of a restaurant's reviews (menu or roster changed), with its progress. */
export const analysisRuns = pgTable(
  'analysis_runs',
  {
    id: id(),
    restaurantId: tenantId(),
    /** 'menu', 'staff' or 'model'. */
    reason: text('reason').notNull(),
    /** running | done | superseded. */
    status: text('status').notNull().default('running'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    /** The reviews that may name the changed entries; null means every review. */
    reviewIds: jsonb('review_ids').$type<string[]>(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('analysis_runs_restaurant_idx').on(t.restaurantId, t.createdAt)],
);
