import { eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { reviewImports } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { markImportFailed, runReviewImport, type ImportRunDeps } from './run.ts';

const RETRY_LIMIT = 5;

/** Queues an import's job; the singleton key keeps one waiting job per import. */
export function importSender(queue: JobQueue) {
  return async (importId: string) => {
    await queue.boss.send(
      QUEUES.reviewImport,
      { importId },
      {
        singletonKey: importId,
        retryLimit: RETRY_LIMIT,
        retryDelay: 5,
        retryBackoff: true,
        // 100,000 rows take a minute or two; a crashed worker's job comes back after this.
        expireInSeconds: 3600,
      },
    );
  };
}

/**
 * Worker side, one import at a time. A failed run hands the import back to the queue (the
 * retry resumes after the rows already counted); once the retries are spent it is failed.
 */
export async function startReviewImportWorkers(queue: JobQueue, deps: ImportRunDeps) {
  await queue.boss.work<{ importId: string }>(
    QUEUES.reviewImport,
    { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
    async ([job]: PgBoss.JobWithMetadata<{ importId: string }>[]) => {
      if (!job) return;
      const { importId } = job.data;
      try {
        await runReviewImport(deps, importId);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (job.retryCount >= RETRY_LIMIT) await markImportFailed(deps.db, importId, message);
        else
          await deps.db
            .update(reviewImports)
            .set({ status: 'queued', error: message.slice(0, 500), updatedAt: sql`now()` })
            .where(eq(reviewImports.id, importId));
        throw error;
      }
    },
  );
}
