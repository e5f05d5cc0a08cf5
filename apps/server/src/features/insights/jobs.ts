import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { workEach } from '../../jobs/work-each.ts';
import { analyseStoredReview } from './analysis.ts';
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
