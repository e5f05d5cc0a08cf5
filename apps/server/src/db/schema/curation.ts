import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locationRef, tenantId, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { reviews } from './reviews.ts';

// What owners teach the analysis about their own catalogue: the words guests used for a dish or
// a person that the catalogue did not spell (alias suggestions) and the mentions staff corrected
// (docs/product/review-understanding.md#teaching-the-analysis).

const reviewRef = () =>
  uuid('review_id')
    .notNull()
    .references(() => reviews.id, { onDelete: 'cascade' });

/**
 * A catalogue mention the analysis inferred rather than read: words that are not the entry's
 * name or one of its aliases (a shortening, a misspelling, the other language, a nickname), or
 * that could be several entries. Rewritten with the review's other findings on each analysis.
 */
export const catalogueSightings = pgTable(
  'catalogue_sightings',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    reviewId: reviewRef(),
    reviewDate: timestamp('review_date', { withTimezone: true }).notNull(),
    /** 'menu' or 'staff'. */
    kind: text('kind').notNull(),
    /** The guest's words, lower case and trimmed of articles ("the duck" → "duck"). */
    phrase: text('phrase').notNull(),
    /** The entries the words may be: one when inferred, several when ambiguous. */
    candidateIds: jsonb('candidate_ids').$type<string[]>().notNull(),
  },
  (t) => [
    index('catalogue_sightings_review_idx').on(t.reviewId),
    index('catalogue_sightings_phrase_idx').on(t.restaurantId, t.kind, t.phrase),
  ],
);

/** The owner's answer to an alias suggestion, so a dismissed one does not come back. */
export const aliasDecisions = pgTable(
  'alias_decisions',
  {
    restaurantId: tenantId(),
    kind: text('kind').notNull(),
    phrase: text('phrase').notNull(),
    /** 'confirmed' or 'dismissed'. */
    decision: text('decision').notNull(),
    /** The entry the phrase was confirmed for; null when dismissed. */
    entryId: uuid('entry_id'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.kind, t.phrase] })],
);

/**
 * A person's correction of one mention: another dish or person, another polarity, or not a
 * mention at all. Applied to the mention at once and again after every re-analysis, and kept as
 * the restaurant's own evaluation data.
 */
export const mentionCorrections = pgTable(
  'mention_corrections',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    reviewId: reviewRef(),
    /** 'menu' or 'staff'. */
    kind: text('kind').notNull(),
    /** The entry and polarity the analysis gave. */
    entryId: uuid('entry_id').notNull(),
    polarity: text('polarity').notNull(),
    snippet: text('snippet').notNull(),
    /** 'reassign', 'polarity' or 'remove'. */
    action: text('action').notNull(),
    correctedEntryId: uuid('corrected_entry_id'),
    correctedPolarity: text('corrected_polarity'),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mention_corrections_mention_idx').on(t.reviewId, t.kind, t.entryId),
    index('mention_corrections_restaurant_idx').on(t.restaurantId, t.createdAt),
  ],
);

/**
 * Language-model use per restaurant, day, purpose and model: tokens, calls and their cost at the
 * price configured when they were made (micro-units of the configured currency).
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    restaurantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'reply', 'comment_reply' or 'agent'. */
    purpose: text('purpose').notNull(),
    model: text('model').notNull(),
    calls: integer('calls').notNull().default(0),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    costMicros: bigint('cost_micros', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.purpose, t.model] })],
);
