import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { QUEUES, startJobQueue } from './jobs/queue.ts';

export type Workers = { stop: () => Promise<void> };

async function prune(database: Database) {
  await database.execute(
    `delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '30 days'`,
  );
  await database.execute(`delete from rate_limits where reset_at < now()`);
}

/**
 * Background work runs here as durable jobs in the application database, so production can
 * run API and worker processes apart over one PostgreSQL. Sync, drafting, auto-approval,
 * posting, alerts, e-mail and reports join the housekeeping below as their features land.
 */
export async function startWorkers({
  database,
}: {
  config: Config;
  database: Database;
}): Promise<Workers> {
  const queue = await startJobQueue(database, {
    supervise: true,
    onError: (error) => console.error('job queue:', error.message),
  });
  await queue.boss.schedule(QUEUES.prune, '17 * * * *');
  await queue.boss.work(QUEUES.prune, async () => prune(database));
  return { stop: queue.stop };
}
