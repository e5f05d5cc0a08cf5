import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, sendJob, sendJobs, ZNoPayload } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { analyseReviewPage, analyseStoredReview } from './analysis.ts';
import { startModelReanalyses, startNeverReadRuns } from './model-reanalysis.ts';
import { processRunBatch, startRun, type RunTarget } from './runs.ts';

/** Analyses one review that arrived or that its guest edited. */
export const reviewAnalyseJob = defineJob({
  name: 'review.analyse',
  schema: z.object({ reviewId: z.guid() }),
  retry: { limit: 3, backoff: true },
  handler: ({ reviewId }, deps: { db: Db }) => analyseStoredReview(deps.db, reviewId),
});

/** Reviews per `review.analyse_batch` job: one transaction each, like a re-analysis page. */
export const ANALYSIS_BATCH = 100;

/**
 * The same analysis for many reviews of one restaurant at once (an import): one job per
 * hundred reviews instead of one per review, worked one at a time so a large import leaves
 * the server's thread to requests.
 */
export const reviewAnalyseBatchJob = defineJob({
  name: 'review.analyse_batch',
  schema: z.object({ restaurantId: z.guid(), reviewIds: z.array(z.guid()).max(ANALYSIS_BATCH) }),
  retry: { limit: 3, backoff: true },
  worker: { batchSize: 1, concurrency: 1 },
  handler: ({ restaurantId, reviewIds }, deps: { db: Db }) =>
    analyseReviewPage(deps.db, restaurantId, null, reviewIds.length, [...reviewIds].sort()),
});

/** Re-analyses a run's reviews page by page, each page queueing the next. */
export const analysisRunJob = defineJob({
  name: 'analysis.run',
  schema: z.object({ runId: z.guid(), after: z.string().nullable() }),
  retry: { limit: 5, backoff: true },
  worker: { batchSize: 1, concurrency: 1 },
  handler: async ({ runId, after }, deps: { db: Db }, { queue }) => {
    const next = await processRunBatch(deps.db, runId, after);
    if (next)
      await sendJob(
        queue,
        analysisRunJob,
        { runId, after: next },
        { singletonKey: `run:${runId}:${next}` },
      );
  },
});

/**
 * Asks the workers to analyse reviews that arrived or that their guests edited. No singleton
 * key: an edit arriving while an analysis runs must still be analysed; a second run is harmless.
 */
export async function enqueueReviewAnalysis(queue: JobQueue, reviewIds: string[]): Promise<void> {
  await sendJobs(
    queue,
    reviewAnalyseJob,
    reviewIds.map((reviewId) => ({ reviewId })),
  );
}

/** Queues an import's reviews for analysis, a hundred to a job. */
export async function enqueueReviewAnalysisBatches(
  queue: JobQueue,
  restaurantId: string,
  reviewIds: string[],
): Promise<void> {
  const payloads = [];
  for (let i = 0; i < reviewIds.length; i += ANALYSIS_BATCH)
    payloads.push({ restaurantId, reviewIds: reviewIds.slice(i, i + ANALYSIS_BATCH) });
  await sendJobs(queue, reviewAnalyseBatchJob, payloads);
}

/** Re-analyses a restaurant's reviews after its menu or roster changed; returns the run. */
export function reanalysisStarter(queue: JobQueue) {
  return async (db: Db, restaurantId: string, reason: 'menu' | 'staff', target: RunTarget) => {
    const run = await startRun(db, restaurantId, reason, target);
    if (run.status === 'running')
      await sendJob(queue, analysisRunJob, { runId: run.id, after: null });
    return run;
  };
}

/**
 * Every quarter of an hour, and once when a worker starts: restaurants whose readings came from an
 * older analysis are re-analysed whole, and reviews never read are read (model-reanalysis.ts).
 */
export const analysisModelJob = defineJob({
  name: 'analysis.model',
  schema: ZNoPayload,
  cron: '*/15 * * * *',
  handler: async (_payload, deps: { db: Db }, { queue }) => {
    const runs = [...(await startModelReanalyses(deps.db)), ...(await startNeverReadRuns(deps.db))];
    for (const runId of runs) await sendJob(queue, analysisRunJob, { runId, after: null });
  },
});
