import { eq } from 'drizzle-orm';
import { isReadOnly, trialState } from '@tableside/domain/trial';
import type { Db } from '../../db/client.ts';
import { restaurants, reviews } from '../../db/schema.ts';

/**
 * docs/product/plans-and-roles.md#free-trial: a restaurant whose trial lapsed still collects and
 * analyses its reviews, but nothing drafts, approves or posts its replies, the workers included.
 */
export function lapsed(r: { trialEndsAt: Date | null; trialConvertedAt: Date | null }): boolean {
  return isReadOnly(trialState({ endsAt: r.trialEndsAt, convertedAt: r.trialConvertedAt }));
}

export async function restaurantIsReadOnly(db: Db, restaurantId: string): Promise<boolean> {
  const [r] = await db
    .select({
      trialEndsAt: restaurants.trialEndsAt,
      trialConvertedAt: restaurants.trialConvertedAt,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return r ? lapsed(r) : false;
}

export async function reviewIsReadOnly(db: Db, reviewId: string): Promise<boolean> {
  const [r] = await db
    .select({
      trialEndsAt: restaurants.trialEndsAt,
      trialConvertedAt: restaurants.trialConvertedAt,
    })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .where(eq(reviews.id, reviewId));
  return r ? lapsed(r) : false;
}
