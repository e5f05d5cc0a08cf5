import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sourceConnections } from '../../db/schema.ts';
import { defineJob, sendJob, ZNoPayload } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { produceDemoReviews } from './demo-source.ts';
import { syncConnection, type SyncDeps } from './sync.ts';

/** One connection's sync; the queue is stately, so one waits and one runs at most. */
export const sourceSyncJob = defineJob({
  name: 'source.sync',
  schema: z.object({ connectionId: z.guid() }),
  policy: 'stately',
  retry: { limit: 2, backoff: true },
  expireInSeconds: 1800,
  worker: { batchSize: 4, concurrency: 2 },
  handler: ({ connectionId }, deps: SyncDeps) => syncConnection(deps, connectionId),
});

/** Queues one connection's sync. */
export function syncSender(queue: JobQueue) {
  return async (connectionId: string) => {
    await sendJob(queue, sourceSyncJob, { connectionId }, { singletonKey: connectionId });
  };
}

/**
 * The schedule lives in the database (`next_sync_at`), so it survives restarts: every minute,
 * each connected source whose time has come gets a sync job, and its next time is pushed
 * forward so a slow sync is not queued again; the sync sets the real next time when it ends.
 */
export async function enqueueDueSyncs(
  deps: Pick<SyncDeps, 'db' | 'intervalMinutes'>,
  send: (connectionId: string) => Promise<void>,
): Promise<number> {
  const due = await deps.db
    .update(sourceConnections)
    .set({
      nextSyncAt: sql`now() + make_interval(mins => coalesce(${sourceConnections.syncIntervalMinutes}, ${deps.intervalMinutes}))`,
    })
    .where(
      and(
        eq(sourceConnections.status, 'connected'),
        or(isNull(sourceConnections.nextSyncAt), lte(sourceConnections.nextSyncAt, sql`now()`)),
      ),
    )
    .returning({ id: sourceConnections.id });
  for (const { id } of due) await send(id);
  return due.length;
}

export const sourceScheduleJob = defineJob({
  name: 'source.schedule',
  schema: ZNoPayload,
  cron: '* * * * *',
  handler: (_payload, deps: Pick<SyncDeps, 'db' | 'intervalMinutes'>, { queue }) =>
    enqueueDueSyncs(deps, syncSender(queue)),
});

type DemoDeps = Pick<SyncDeps, 'db' | 'secrets' | 'afterIngest'> & { demoMode: boolean };

/** The demo keeps receiving reviews: three an hour per restaurant, through ingestion. */
export const demoReviewsJob = defineJob({
  name: 'demo.reviews',
  schema: ZNoPayload,
  cron: '*/20 * * * *',
  enabled: (deps: DemoDeps) => deps.demoMode,
  handler: (_payload, deps: DemoDeps) => produceDemoReviews(deps),
});
