import { z } from 'zod';
import { defineJob, sendJob } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { IMPORT_LEASE_SECONDS, requeueAbandonedImports } from './lease.ts';
import { markImportFailed, runReviewImport, type ImportRunDeps } from './run.ts';

const RETRY_LIMIT = 5;

/**
 * One import, worked one at a time. A failed run hands the import back to the queue (the retry
 * resumes after the rows already counted); once the retries are spent it is failed. At start
 * and three times a lease, imports whose run died with its process (lease run out) are queued
 * again, so a crash delays an import by about a lease, not by the job's expiry.
 */
export const reviewImportJob = defineJob({
  name: 'review.import',
  schema: z.object({ importId: z.guid() }),
  retry: { limit: RETRY_LIMIT, delaySeconds: 5, backoff: true },
  // pg-boss 10 has no heartbeat: a job lost with its process only comes back after this, so
  // liveness rests on the import's own lease and the sweep below; by then the lost job finds
  // the import taken and does nothing.
  expireInSeconds: 3600,
  worker: { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 1 },
  handler: async ({ importId }, deps: ImportRunDeps, { job }) => {
    try {
      await runReviewImport(deps, importId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.retryCount >= RETRY_LIMIT) await markImportFailed(deps.db, importId, message);
      throw error;
    }
  },
  onWorkerStart: async (deps: ImportRunDeps, queue) => {
    const leaseSeconds = deps.leaseSeconds ?? IMPORT_LEASE_SECONDS;
    const send = importSender(queue);
    const sweep = () =>
      requeueAbandonedImports(deps.db, send, { leaseSeconds }).catch((error: unknown) => {
        queue.boss.emit('error', error);
      });
    await sweep();
    const timer = setInterval(() => void sweep(), (leaseSeconds * 1000) / 3);
    timer.unref();
    queue.boss.once('stopped', () => clearInterval(timer));
  },
});

/** Queues an import's job. */
export function importSender(queue: JobQueue) {
  return async (importId: string) => {
    await sendJob(queue, reviewImportJob, { importId }, { singletonKey: importId });
  };
}
