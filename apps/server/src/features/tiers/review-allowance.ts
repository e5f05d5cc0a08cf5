import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../console/sql-rows.ts';

/**
 * Decision 20: a plan's `max_reviews_per_month` counts the reviews that arrive in a restaurant's
 * calendar month (in its time zone). Reviews beyond it are still stored and shown, but neither
 * analysed nor drafted (so nor auto-approved): those are what the allowance pays for.
 */
export async function isBeyondMonthlyAllowance(db: Db, reviewId: string): Promise<boolean> {
  const rows = await sqlRows<{ beyond: boolean }>(
    db,
    sql`select (
        select count(*) from reviews earlier
        where earlier.restaurant_id = r.restaurant_id
          and earlier.created_at >= (date_trunc('month', r.created_at at time zone res.timezone)
            at time zone res.timezone)
          and (earlier.created_at, earlier.id) < (r.created_at, r.id)
      ) >= t.max_reviews_per_month as beyond
      from reviews r
      join restaurants res on res.id = r.restaurant_id
      join subscription_tiers t on t.id = res.subscription_tier_id
      where r.id = ${reviewId} and t.max_reviews_per_month is not null`,
  );
  return rows[0]?.beyond === true;
}
