import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isReviewDateTooFarAhead } from '@tableside/domain/reviews';
import type { TNewReview, TReview } from '@tableside/domain/schemas/reviews';
import type { Actor } from '../../auth/actor.ts';
import { reviews } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { ingestReviews, type IngestDeps } from '../../review-arrival/store.ts';
import type { Db } from '../../db/client.ts';
import { resolveLocationScope, assertOwnRestaurant } from '../../auth/scope.ts';
import { getReview } from '../reviews/public.ts';

/**
 * The per-source calls (docs/product/api.md#per-platform-calls) act on one platform's reviews only.
 */
export type PlatformSource = 'google' | 'yelp' | 'tripadvisor';

/** Restaurant-level calls: the restaurant's every location, for its own users only. */
export function restaurantActor(actor: Actor, restaurantId: string): Actor {
  assertOwnRestaurant(actor, restaurantId);
  return { ...actor, restaurantId };
}

/** A review of this platform at this location (or `all`); another platform's looks absent. */
export async function getPlatformReview(
  db: Db,
  actor: Actor,
  locationId: string,
  reviewId: string,
  source: PlatformSource,
): Promise<TReview> {
  const review = await getReview(db, actor, locationId, reviewId);
  if (review.source !== source) throw notFound('Review');
  return review;
}

/** A review entered by hand goes through ingestion like any other: drafted, analysed, once. */
export async function createPlatformReview(
  deps: IngestDeps,
  actor: Actor,
  locationId: string,
  source: PlatformSource,
  input: TNewReview,
): Promise<TReview> {
  // Scope first: someone else's location looks absent.
  const scope = await resolveLocationScope(deps.db, actor, locationId);
  if (input.review_date && isReviewDateTooFarAhead(new Date(input.review_date), new Date()))
    throw new AppError('review_date_in_future', undefined, { details: [{ field: 'review_date' }] });
  const externalId = input.external_id ?? `manual-${randomUUID()}`;
  await ingestReviews(deps, scope.restaurantId, [
    {
      location_id: locationId,
      source,
      external_id: externalId,
      author_name: input.author_name ?? null,
      rating: input.rating,
      text: input.text,
      language: input.language ?? null,
      review_date: input.review_date ?? new Date().toISOString(),
    },
  ]);
  const [row] = await deps.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.locationId, locationId),
        eq(reviews.source, source),
        eq(reviews.externalId, externalId),
      ),
    );
  return getReview(deps.db, actor, locationId, row?.id as string);
}

/** Removing a review keeps its row with a deleted marker (and its history); lists skip it. */
export async function deletePlatformReview(
  db: Db,
  actor: Actor,
  locationId: string,
  reviewId: string,
  source: PlatformSource,
): Promise<void> {
  const review = await getPlatformReview(db, actor, locationId, reviewId, source);
  await db
    .update(reviews)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(reviews.id, review.id), isNull(reviews.deletedAt)));
  await writeAudit(db, {
    restaurantId: (await resolveLocationScope(db, actor, locationId)).restaurantId,
    actorUserId: actor.userId,
    action: 'review.deleted',
    entityType: 'review',
    entityId: review.id,
    data: { source },
  });
}
