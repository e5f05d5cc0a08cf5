import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { selectReplyEngine } from './ai/select-engine.ts';
import { startDraftingWorkers, startReplyWorkers } from './features/replies/jobs.ts';
import { QUEUES, type JobQueue } from './jobs/queue.ts';
import { createSecretBox } from './lib/secret-box.ts';

async function prune(database: Database) {
  await database.execute(
    `delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '30 days'`,
  );
  await database.execute(`delete from rate_limits where reset_at < now()`);
}

/**
 * Background work, as durable jobs in the application database, so production can run API
 * and worker processes apart over one PostgreSQL: drafting, auto-approval, reply
 * posting and its sweeper, and housekeeping. Sync, alerts, e-mail and reports join as they land.
 */
export async function startWorkers({
  config,
  database,
  jobs,
}: {
  config: Config;
  database: Database;
  jobs: JobQueue;
}): Promise<void> {
  await jobs.boss.schedule(QUEUES.prune, '17 * * * *');
  await jobs.boss.work(QUEUES.prune, async () => prune(database));
  const posting = {
    db: database.db,
    secrets: createSecretBox(config.encryptionKey),
    allowPrivateWebhooks: config.allowPrivateWebhooks,
  };
  await startReplyWorkers(jobs, posting);
  await startDraftingWorkers(jobs, { ...posting, engine: selectReplyEngine(config) });
}
