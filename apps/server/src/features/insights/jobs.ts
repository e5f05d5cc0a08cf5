import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { workEach } from '../../jobs/work-each.ts';
import { analyseReviewPage, analyseStoredReview } from './analysis.ts';
import { processRunBatch, startRun, type RunTarget } from './runs.ts';

/**
 * Asks the workers to analyse a review that arrived or that its guest edited. No singleton key:
 * an edit arriving while an analysis runs must still be analysed; a second run is harmless.
 */
export async function enqueueReviewAnalysis(queue: JobQueue, reviewIds: string[]): Promise<void> {
  if (reviewIds.length === 0) return;
  await queue.boss.insert(
    reviewIds.map((reviewId) => ({
      name: QUEUES.reviewAnalyse,
      data: { reviewId },
      retryLimit: 3,
      retryBackoff: true,
    })),
  );
}

/** Reviews per `review.analyse_batch` job: one transaction each, like a re-analysis page. */
export const ANALYSIS_BATCH = 100;

/**
 * The same analysis for many reviews of one restaurant at once (an import): one job per
 * hundred reviews instead of one per review, worked one at a time so a large import leaves
 * the server's thread to requests.
 */
export async function enqueueReviewAnalysisBatches(
  queue: JobQueue,
  restaurantId: string,
  reviewIds: string[],
): Promise<void> {
  const jobs = [];
  for (let i = 0; i < reviewIds.length; i += ANALYSIS_BATCH)
    jobs.push({
      name: QUEUES.reviewAnalyseBatch,
      data: { restaurantId, reviewIds: reviewIds.slice(i, i + ANALYSIS_BATCH) },
      retryLimit: 3,
      retryBackoff: true,
    });
  if (jobs.length) await queue.boss.insert(jobs);
}

/** Re-analyses a restaurant's reviews after its menu or roster changed; returns the run. */
export function reanalysisStarter(queue: JobQueue) {
  return async (db: Db, restaurantId: string, reason: 'menu' | 'staff', target: RunTarget) => {
    const run = await startRun(db, restaurantId, reason, target);
    if (run.status === 'running')
      await queue.boss.send(
        QUEUES.analysisRun,
        { runId: run.id, after: null },
        { retryLimit: 5, retryBackoff: true },
      );
    return run;
  };
}

export async function startAnalysisWorkers(queue: JobQueue, db: Db): Promise<void> {
  await workEach<{ reviewId: string }>(queue, QUEUES.reviewAnalyse, ({ reviewId }) =>
    analyseStoredReview(db, reviewId),
  );
  await workEach<{ restaurantId: string; reviewIds: string[] }>(
    queue,
    QUEUES.reviewAnalyseBatch,
    ({ restaurantId, reviewIds }) =>
      analyseReviewPage(db, restaurantId, null, reviewIds.length, [...reviewIds].sort()),
    { batchSize: 1, concurrency: 1 },
  );
  await workEach<{ runId: string; after: string | null }>(
    queue,
    QUEUES.analysisRun,
    async ({ runId, after }) => {
      const next = await processRunBatch(db, runId, after);
      if (next)
        await queue.boss.send(
          QUEUES.analysisRun,
          { runId, after: next },
          { singletonKey: `run:${runId}:${next}`, retryLimit: 5, retryBackoff: true },
        );
    },
    { batchSize: 1, concurrency: 1 },
  );
}
