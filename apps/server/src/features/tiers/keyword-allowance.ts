import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, subscriptionTiers } from '../../db/schema.ts';

/**
 * docs/product/plans-and-roles.md#plan-limits: `keywords_max_count` is how many keywords a plan
 * tracks and the keywords screen shows (its most mentioned ones); null means no limit.
 */
export async function keywordAllowanceOf(db: Db, restaurantId: string): Promise<number | null> {
  const [row] = await db
    .select({ max: subscriptionTiers.keywordsMaxCount })
    .from(restaurants)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(eq(restaurants.id, restaurantId));
  return row?.max ?? null;
}

/** The page of a ranked list that lies within `allowance` items: `limit` 0 when none does. */
export function pageWithin(
  allowance: number | null,
  page: { offset: number; limit: number },
): { offset: number; limit: number } {
  if (allowance === null) return page;
  return { offset: page.offset, limit: Math.max(0, Math.min(page.limit, allowance - page.offset)) };
}
