import type { Polarity, SentimentLabel } from '@tableside/domain/insights';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ReviewUnderstanding } from '../../ai/analysis/review-analysis.ts';
import type { Db } from '../../db/client.ts';
import {
  menuMentions,
  reviewAnalyses,
  reviewAspects,
  reviewCategories,
  reviews,
  staffMentions,
} from '../../db/schema.ts';
import { analyseStoredReview, MODEL_VERSION } from './analysis.ts';

// One understanding of a review (docs/product/review-understanding.md): drafts, their checks and
// what holds a draft for a person read the analysis stored with the review — the same rows the
// insights screens read, with people's corrections of mentions already applied to them
// (corrections-apply.ts) — instead of reading the text again. Every field replies use is stored:
// mentions and aspects with their polarity and the sentence that carried it, the signals, and
// each finding's position, so the guest's order is kept.

/**
 * An analysis is current unless the analysis model changed since, the guest edited the review
 * after it (its analysis job may not have run yet), or a re-analysis of the restaurant that
 * covers the review (a menu or roster change) started after it and has not finished.
 */
const isCurrent = sql<boolean>`${reviewAnalyses.modelVersion} = ${MODEL_VERSION}
  and (${reviews.guestEditedAt} is null or ${reviews.guestEditedAt} <= ${reviewAnalyses.analysedAt})
  and not exists (select 1 from analysis_runs r
    where r.restaurant_id = ${reviewAnalyses.restaurantId} and r.status = 'running'
      and r.created_at > ${reviewAnalyses.analysedAt}
      and (r.review_ids is null or r.review_ids @> jsonb_build_array(${reviewAnalyses.reviewId}::text)))`;

/** The review's stored analysis if it is current, else null. */
export async function storedUnderstanding(
  db: Db,
  reviewId: string,
): Promise<ReviewUnderstanding | null> {
  const [head] = await db
    .select({ analysis: reviewAnalyses, current: isCurrent })
    .from(reviewAnalyses)
    .innerJoin(reviews, eq(reviews.id, reviewAnalyses.reviewId))
    .where(eq(reviewAnalyses.reviewId, reviewId));
  if (!head?.current) return null;
  const { analysis } = head;
  const [categories, aspects, menu, staff] = await Promise.all([
    db
      // The classifier's reading, the one replies are drafted from; not the stored verdicts.
      .select({
        category: reviewCategories.category,
        polarity: reviewCategories.classifierPolarity,
      })
      .from(reviewCategories)
      .where(
        and(
          eq(reviewCategories.reviewId, reviewId),
          isNotNull(reviewCategories.classifierPolarity),
        ),
      )
      .orderBy(asc(reviewCategories.position), asc(reviewCategories.id)),
    db
      .select({
        term: reviewAspects.term,
        category: reviewAspects.category,
        polarity: reviewAspects.polarity,
        snippet: reviewAspects.snippet,
      })
      .from(reviewAspects)
      .where(eq(reviewAspects.reviewId, reviewId))
      .orderBy(asc(reviewAspects.position), asc(reviewAspects.id)),
    db
      .select({
        item: menuMentions.itemName,
        polarity: menuMentions.polarity,
        snippet: menuMentions.snippet,
      })
      .from(menuMentions)
      .where(eq(menuMentions.reviewId, reviewId))
      .orderBy(asc(menuMentions.position), asc(menuMentions.id)),
    db
      .select({
        name: staffMentions.staffName,
        polarity: staffMentions.polarity,
        snippet: staffMentions.snippet,
      })
      .from(staffMentions)
      .where(eq(staffMentions.reviewId, reviewId))
      .orderBy(asc(staffMentions.position), asc(staffMentions.id)),
  ]);
  // Polarities and labels are stored as text; only the analysis writes them.
  const typed = <T extends { polarity: string }>(rows: T[]) =>
    rows.map((r) => ({ ...r, polarity: r.polarity as Polarity }));
  return {
    language: analysis.language as ReviewUnderstanding['language'],
    skipped: analysis.skippedReason,
    sentiment: {
      label: analysis.sentimentLabel as SentimentLabel,
      score: analysis.sentimentScore,
    },
    categories: typed(categories.map((c) => ({ ...c, polarity: c.polarity ?? 'neutral' }))),
    aspects: typed(aspects),
    menuItems: typed(menu),
    staff: typed(staff),
    guestNamedStaff: typed(analysis.guestNamedStaff),
    signals: analysis.signals,
  };
}

/**
 * The review's understanding: the stored one when current; otherwise the review is analysed
 * now and stored as its analysis job would (its corrections applied again), and that is read.
 * Null only when it cannot be stored (a review beyond the plan's monthly allowance is never
 * analysed); the caller then reads the text itself.
 */
export async function reviewUnderstanding(
  db: Db,
  reviewId: string,
): Promise<ReviewUnderstanding | null> {
  const stored = await storedUnderstanding(db, reviewId);
  if (stored) return stored;
  await analyseStoredReview(db, reviewId);
  return storedUnderstanding(db, reviewId);
}
