import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { reviewsBeyondMonthlyAllowance } from '../tiers/public.ts';
import { MODEL_VERSION } from './analysis.ts';
import { startRun } from './runs.ts';

/** Reviews read per restaurant and check at most: the next check takes the rest. */
const NEVER_READ_BATCH = 5_000;

/**
 * When the analysis changes (a new `MODEL_VERSION`), every restaurant whose stored readings came
 * from another version gets one whole re-analysis run, durable and shown with its progress like a
 * catalogue change's, so insights never mix old and new readings for long
 * (docs/product/review-understanding.md#re-analysis). A restaurant already being re-analysed for
 * this reason is left to its run. Returns the runs started, for the caller to queue.
 */
export async function startModelReanalyses(db: Db): Promise<string[]> {
  const outdated = await sqlRows<{ restaurant_id: string }>(
    db,
    sql`select distinct a.restaurant_id from review_analyses a
      where a.model_version <> ${MODEL_VERSION}
        and not exists (select 1 from analysis_runs r
          where r.restaurant_id = a.restaurant_id and r.reason = 'model' and r.status = 'running')`,
  );
  const started: string[] = [];
  for (const { restaurant_id } of outdated) {
    const run = await startRun(db, restaurant_id, 'model');
    if (run.status === 'running') started.push(run.id);
  }
  return started;
}

/**
 * Reviews stored a while ago (`settledMinutes`; arrivals are analysed by their own jobs) that
 * were never analysed — the demo's older history, which start-up leaves to the workers, or an
 * outage of the analysis jobs: a run reads them, so no screen compares a period with one that was
 * never read. Reviews beyond the plan's monthly allowance stay unread on purpose and are left
 * out. Returns the runs started.
 */
export async function startNeverReadRuns(db: Db, settledMinutes = 10): Promise<string[]> {
  const rows = await sqlRows<{ restaurant_id: string; id: string }>(
    db,
    sql`select restaurant_id, id from (
        select r.restaurant_id, r.id,
          row_number() over (partition by r.restaurant_id order by r.id) as n
        from reviews r
        where r.created_at <= now() - make_interval(mins => ${settledMinutes})
          and not exists (select 1 from review_analyses a where a.review_id = r.id)
      ) x where n <= ${NEVER_READ_BATCH}
      and not exists (select 1 from analysis_runs ar where ar.restaurant_id = x.restaurant_id
        and ar.status = 'running')`,
  );
  const byRestaurant = new Map<string, string[]>();
  for (const { restaurant_id, id } of rows)
    byRestaurant.set(restaurant_id, [...(byRestaurant.get(restaurant_id) ?? []), id]);
  const started: string[] = [];
  for (const [restaurantId, ids] of byRestaurant) {
    const beyond = await reviewsBeyondMonthlyAllowance(db, ids);
    const reviewIds = ids.filter((id) => !beyond.has(id));
    if (!reviewIds.length) continue;
    const run = await startRun(db, restaurantId, 'model', { reviewIds });
    if (run.status === 'running') started.push(run.id);
  }
  return started;
}
