import { sql } from 'drizzle-orm';
import type { TReviewAllowance } from '@tableside/domain/schemas/tiers';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

/*
 * docs/product/plans-and-roles.md#plan-limits: a plan's `max_reviews_per_month` counts the reviews
 * that arrive (`created_at`) in a restaurant's calendar month (in its time zone). Reviews beyond it
 * are still stored and shown, but neither analysed nor drafted (so nor auto-approved): those are
 * what the allowance pays for. This file is the one place that rule lives; single reviews, imported
 * pages and the Admin's banner all ask it.
 */

/** Of these reviews, those that arrived after their month's allowance was used up. */
export async function reviewsBeyondMonthlyAllowance(
  db: Db,
  reviewIds: readonly string[],
): Promise<Set<string>> {
  if (!reviewIds.length) return new Set();
  const ids = sql.join(
    reviewIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`select r.id from reviews r
      join restaurants res on res.id = r.restaurant_id
      join subscription_tiers t on t.id = res.subscription_tier_id
      where r.id in (${ids}) and t.max_reviews_per_month is not null
        and (
          select count(*) from reviews earlier
          where earlier.restaurant_id = r.restaurant_id
            and earlier.created_at >= (date_trunc('month', r.created_at at time zone res.timezone)
              at time zone res.timezone)
            and (earlier.created_at, earlier.id) < (r.created_at, r.id)
        ) >= t.max_reviews_per_month`,
  );
  return new Set(rows.map((r) => r.id));
}

export async function isBeyondMonthlyAllowance(db: Db, reviewId: string): Promise<boolean> {
  return (await reviewsBeyondMonthlyAllowance(db, [reviewId])).has(reviewId);
}

/** This month's reviews against the plan's allowance, and how many wait unanalysed beyond it. */
export async function monthlyReviewAllowance(
  db: Db,
  restaurantId: string,
): Promise<TReviewAllowance> {
  const [row] = await sqlRows<{ received: number; limit: number | null }>(
    db,
    // The month's first instant is computed once (a parameter of the count, not an expression of
    // each row), so the count is a range of reviews_restaurant_created_idx.
    sql`with res as (
        select t.max_reviews_per_month as "limit",
          date_trunc('month', now() at time zone res.timezone) at time zone res.timezone as since
        from restaurants res
        left join subscription_tiers t on t.id = res.subscription_tier_id
        where res.id = ${restaurantId}
      )
      select (
        select count(*)::int from reviews r
        where r.restaurant_id = ${restaurantId} and r.created_at >= (select since from res)
      ) as received, "limit"
      from res`,
  );
  const received = row?.received ?? 0;
  const limit = row?.limit ?? null;
  return {
    received_this_month: received,
    max_reviews_per_month: limit,
    beyond_allowance: limit === null ? 0 : Math.max(0, received - limit),
  };
}
