import { and, eq, inArray, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewAnalyses, reviews } from '../../db/schema.ts';
import { analyseStoredReview } from './analysis.ts';

/**
 * Analyses now, one by one, the reviews among these not yet analysed whose restaurant needs the
 * analysis before it acts (a rule or a channel on the incident flag): what reacts to an arrival
 * then never waits on the analysis queue's timing, and the analysis job writing the same
 * reading again later is harmless. `restaurantNeeds` is a condition on the review's restaurant.
 */
export async function analyseNowWhereNeeded(
  db: Db,
  reviewIds: readonly string[],
  restaurantNeeds: (restaurantId: SQLWrapper) => SQL,
): Promise<void> {
  if (reviewIds.length === 0) return;
  const pending = await db
    .select({ id: reviews.id })
    .from(reviews)
    .leftJoin(reviewAnalyses, eq(reviewAnalyses.reviewId, reviews.id))
    .where(
      and(
        inArray(reviews.id, [...reviewIds]),
        isNull(reviewAnalyses.reviewId),
        restaurantNeeds(reviews.restaurantId),
      ),
    );
  for (const { id } of pending) await analyseStoredReview(db, id);
}
