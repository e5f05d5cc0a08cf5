import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, reviewRequestGuests, reviewRequests } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { tokenHash } from './guest-keys.ts';

// What a guest reaches from a request e-mail without signing in
// (docs/product/review-requests.md#opt-out-and-clicks): the token names one sent request.

async function requestOf(db: Db, token: string) {
  const [row] = await db
    .select({
      id: reviewRequests.id,
      restaurantId: reviewRequests.restaurantId,
      emailHash: reviewRequests.emailHash,
      language: reviewRequests.language,
      links: reviewRequests.links,
      restaurantName: restaurants.name,
    })
    .from(reviewRequests)
    .innerJoin(restaurants, eq(restaurants.id, reviewRequests.restaurantId))
    .where(eq(reviewRequests.tokenHash, tokenHash(token)));
  if (!row) throw notFound('Review request');
  return row;
}

/** The stored link `n` of the request; its first click is recorded. Nothing else is reachable. */
export async function followLink(db: Db, token: string, n: number): Promise<string> {
  const request = await requestOf(db, token);
  const link = request.links?.[n];
  if (!link) throw notFound('Link');
  await db
    .update(reviewRequests)
    .set({ clickedAt: sql`now()` })
    .where(and(eq(reviewRequests.id, request.id), isNull(reviewRequests.clickedAt)));
  return link.url;
}

export async function optOutTarget(db: Db, token: string) {
  const r = await requestOf(db, token);
  return {
    language: r.language === 'fr' ? ('fr' as const) : ('en' as const),
    restaurant: r.restaurantName,
  };
}

/**
 * The guest never hears from this restaurant again: kept by the address's hash, so it holds
 * after the booking data (and the address) is deleted. Requests not yet sent are skipped.
 */
export async function optOut(db: Db, token: string) {
  const r = await requestOf(db, token);
  await db.transaction(async (tx) => {
    await tx
      .insert(reviewRequestGuests)
      .values({ restaurantId: r.restaurantId, emailHash: r.emailHash, optedOutAt: new Date() })
      .onConflictDoUpdate({
        target: [reviewRequestGuests.restaurantId, reviewRequestGuests.emailHash],
        set: { optedOutAt: sql`coalesce(${reviewRequestGuests.optedOutAt}, now())` },
      });
    await tx
      .update(reviewRequests)
      .set({ status: 'skipped', skipReason: 'opted_out', email: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(reviewRequests.restaurantId, r.restaurantId),
          eq(reviewRequests.emailHash, r.emailHash),
          eq(reviewRequests.status, 'scheduled'),
        ),
      );
  });
  return {
    language: r.language === 'fr' ? ('fr' as const) : ('en' as const),
    restaurant: r.restaurantName,
  };
}
