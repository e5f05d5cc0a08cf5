import { and, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { matchVerifiedGuests, VERIFIED_GUEST_WINDOW_DAYS } from '@tableside/domain/guest-match';
import type { Db } from '../../db/client.ts';
import { reviewRequests, reviews } from '../../db/schema.ts';

// A review written by a guest who was asked counts as converted
// (docs/product/review-requests.md#conversion): the verified-guest rule of packages/domain
// (name, location, 14 days after the visit), and written no earlier than the day it was sent.

const DAY_MS = 86_400_000;

type ArrivedReview = {
  id: string;
  restaurantId: string;
  locationId: string;
  authorName: string | null;
  reviewDate: Date;
};

async function matchRestaurant(db: Db, restaurantId: string, found: ArrivedReview[]) {
  const times = found.map((r) => r.reviewDate.getTime());
  const candidates = await db
    .select()
    .from(reviewRequests)
    .where(
      and(
        eq(reviewRequests.restaurantId, restaurantId),
        eq(reviewRequests.status, 'sent'),
        isNull(reviewRequests.convertedReviewId),
        gte(
          reviewRequests.visitedAt,
          new Date(Math.min(...times) - (VERIFIED_GUEST_WINDOW_DAYS + 1) * DAY_MS),
        ),
        lte(reviewRequests.visitedAt, new Date(Math.max(...times) + DAY_MS)),
      ),
    );
  if (!candidates.length) return;
  const taken = await db
    .select({ id: reviewRequests.convertedReviewId })
    .from(reviewRequests)
    .where(
      inArray(
        reviewRequests.convertedReviewId,
        found.map((r) => r.id),
      ),
    );
  const open = found.filter((r) => !taken.some((t) => t.id === r.id));
  const matches = matchVerifiedGuests(
    open,
    candidates.map((c) => ({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      startsAt: c.visitedAt,
      status: 'completed',
      locationId: c.locationId,
      sentAt: c.sentAt,
    })),
  );
  const used = new Set<string>();
  for (const [reviewId, request] of matches) {
    const review = open.find((r) => r.id === reviewId);
    const sentDay =
      (request.sentAt?.getTime() ?? Infinity) - ((request.sentAt?.getTime() ?? 0) % DAY_MS);
    if (!review || used.has(request.id) || review.reviewDate.getTime() < sentDay) continue;
    used.add(request.id);
    await db
      .update(reviewRequests)
      .set({ convertedReviewId: reviewId, convertedAt: new Date() })
      .where(and(eq(reviewRequests.id, request.id), isNull(reviewRequests.convertedReviewId)));
  }
}

/** Marks the requests whose guest wrote one of these reviews; running it twice changes nothing. */
export async function matchConversions(db: Db, reviewIds: string[]): Promise<void> {
  if (!reviewIds.length) return;
  const found = await db
    .select({
      id: reviews.id,
      restaurantId: reviews.restaurantId,
      locationId: reviews.locationId,
      authorName: reviews.authorName,
      reviewDate: reviews.reviewDate,
    })
    .from(reviews)
    .where(and(inArray(reviews.id, reviewIds), isNotNull(reviews.authorName)));
  const byRestaurant = new Map<string, ArrivedReview[]>();
  for (const r of found)
    byRestaurant.set(r.restaurantId, [...(byRestaurant.get(r.restaurantId) ?? []), r]);
  for (const [restaurantId, list] of byRestaurant) await matchRestaurant(db, restaurantId, list);
}
