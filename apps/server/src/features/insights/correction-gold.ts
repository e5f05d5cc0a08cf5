import type { MentionKind } from '@tableside/domain/mention-corrections';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentionCorrections, reviews } from '../../db/schema.ts';

/**
 * One correction as an evaluation case: the review as the analysis reads it, the entry the
 * analysis named, and what the person said it should be (null: no mention of that entry).
 */
export type GoldCase = {
  reviewId: string;
  kind: MentionKind;
  text: string;
  rating: number;
  snippet: string;
  analysedEntryId: string;
  expected: { entryId: string; polarity: string } | null;
};

export type Found = { kind: MentionKind; entryId: string; polarity: string };

/** A restaurant's corrections as gold cases, oldest first. */
export async function correctionGoldCases(db: Db, restaurantId: string): Promise<GoldCase[]> {
  const rows = await db
    .select({ c: mentionCorrections, text: reviews.text, rating: reviews.rating })
    .from(mentionCorrections)
    .innerJoin(reviews, eq(reviews.id, mentionCorrections.reviewId))
    .where(eq(mentionCorrections.restaurantId, restaurantId))
    .orderBy(asc(mentionCorrections.createdAt), asc(mentionCorrections.id));
  return rows.map(({ c, text, rating }) => ({
    reviewId: c.reviewId,
    kind: c.kind as MentionKind,
    text,
    rating,
    snippet: c.snippet,
    analysedEntryId: c.entryId,
    expected:
      c.action === 'remove'
        ? null
        : {
            entryId: c.action === 'reassign' ? c.correctedEntryId! : c.entryId,
            polarity: c.correctedPolarity ?? c.polarity,
          },
  }));
}

/**
 * Whether an analysis's findings of the review agree with the person: the expected entry with
 * the expected polarity and not the wrongly named one, or, for "not a mention", no such entry.
 */
export function agreesWith(gold: GoldCase, found: Found[]): boolean {
  const ofKind = found.filter((f) => f.kind === gold.kind);
  const wrong = ofKind.some((f) => f.entryId === gold.analysedEntryId);
  if (!gold.expected) return !wrong;
  const { entryId, polarity } = gold.expected;
  const right = ofKind.some((f) => f.entryId === entryId && f.polarity === polarity);
  return right && (entryId === gold.analysedEntryId || !wrong);
}
