import { and, eq, isNull, or } from 'drizzle-orm';
import { analyseReview } from '../../ai/analysis/review-analysis.ts';
import type { ReplyRequest } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import { menuItems, restaurants, reviews, staffMembers } from '../../db/schema.ts';

/**
 * The request a review's draft is written and checked from, with the review's analysis (read
 * with the location's full catalogue: names, aliases, roles) and the restaurant's facts. The
 * request builder fills both once it can (context.ts); what it already carries is kept.
 */
export async function withAnalysisAndFacts(
  db: Db,
  reviewId: string,
  request: ReplyRequest,
): Promise<ReplyRequest> {
  if (request.analysis && request.facts) return request;
  const [row] = await db
    .select({
      restaurantId: reviews.restaurantId,
      locationId: reviews.locationId,
      facts: restaurants.facts,
    })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .where(eq(reviews.id, reviewId));
  if (!row) return request;
  const facts = request.facts ?? row.facts;
  if (request.analysis) return { ...request, facts };
  const atLocation = (col: typeof menuItems.locationId | typeof staffMembers.locationId) =>
    or(isNull(col), eq(col, row.locationId));
  const [menu, staff] = await Promise.all([
    db
      .select({ name: menuItems.name, aliases: menuItems.aliases })
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, row.restaurantId), atLocation(menuItems.locationId))),
    db
      .select({ name: staffMembers.name, aliases: staffMembers.aliases, role: staffMembers.role })
      .from(staffMembers)
      .where(
        and(eq(staffMembers.restaurantId, row.restaurantId), atLocation(staffMembers.locationId)),
      ),
  ]);
  const analysis = analyseReview(request.review.text, request.review.rating, { menu, staff });
  return { ...request, analysis, facts };
}
