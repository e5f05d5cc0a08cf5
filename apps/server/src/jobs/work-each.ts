import type PgBoss from 'pg-boss';
import type { JobQueue } from './queue.ts';

/**
 * Runs `handler` for every job of a queue, fetched in batches (pg-boss waits a polling interval
 * after every fetch, so one job per fetch caps a queue near one job a second) with a few at a
 * time in flight. Each job succeeds or fails on its own: a failure is retried by pg-boss
 * without failing the rest of its batch.
 */
export async function workEach<T extends object>(
  queue: JobQueue,
  name: string,
  handler: (data: T, job: PgBoss.JobWithMetadata<T>) => Promise<unknown>,
  opts: { batchSize?: number; concurrency?: number; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const { batchSize = 20, concurrency = 4, pollingIntervalSeconds = 0.5 } = opts;
  await queue.boss.work<T>(
    name,
    { batchSize, pollingIntervalSeconds, includeMetadata: true },
    async (jobs) => {
      let next = 0;
      const lane = async () => {
        while (next < jobs.length) {
          const job = jobs[next++] as PgBoss.JobWithMetadata<T>;
          try {
            await handler(job.data, job);
          } catch (error) {
            await queue.boss.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
    },
  );
}
