import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { sourceConnections } from '../../db/schema.ts';
import { QUEUES, type JobQueue } from '../../jobs/queue.ts';
import { workEach } from '../../jobs/work-each.ts';
import { syncConnection, type SyncDeps } from './sync.ts';

/** Queues one connection's sync; the queue is stately, so one waits and one runs at most. */
export function syncSender(queue: JobQueue) {
  return async (connectionId: string) => {
    await queue.boss.send(
      QUEUES.sourceSync,
      { connectionId },
      { singletonKey: connectionId, retryLimit: 2, retryBackoff: true, expireInSeconds: 1800 },
    );
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

export async function startSyncWorkers(queue: JobQueue, deps: SyncDeps): Promise<void> {
  await workEach<{ connectionId: string }>(
    queue,
    QUEUES.sourceSync,
    ({ connectionId }) => syncConnection(deps, connectionId),
    { batchSize: 4, concurrency: 2 },
  );
  const send = syncSender(queue);
  await queue.boss.schedule(QUEUES.sourceSchedule, '* * * * *');
  await queue.boss.work(QUEUES.sourceSchedule, async () => enqueueDueSyncs(deps, send));
}
