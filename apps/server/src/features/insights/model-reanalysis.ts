import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { MODEL_VERSION } from './analysis.ts';
import { startRun } from './runs.ts';

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
