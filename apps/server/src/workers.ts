import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { selectReplyEngine } from './ai/select-engine.ts';
import { startAlertWorkers } from './features/alerts/jobs.ts';
import { scheduleOutboxSweep } from './email/sweep.ts';
import { reviewArrivalPipeline } from './review-arrival/pipeline.ts';
import { startAnalysisWorkers } from './features/insights/jobs.ts';
import { startReviewImportWorkers } from './features/review-import/jobs.ts';
import { startEmailWorker } from './email/worker.ts';
import { sendWeeklyReports } from './features/analytics/weekly.ts';
import { startDraftingWorkers, startReplyWorkers } from './features/replies/jobs.ts';
import { produceDemoReviews } from './features/sources/demo-source.ts';
import { startSyncWorkers } from './features/sources/jobs.ts';
import { createSourceAdapters } from './integrations/registry.ts';
import { QUEUES, type JobQueue } from './jobs/queue.ts';
import { createOperatorFetch } from './lib/outbound/operator-fetch.ts';
import { createSecretBox } from './lib/secret-box.ts';

async function prune(database: Database) {
  await database.execute(
    `delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '30 days'`,
  );
  await database.execute(`delete from rate_limits where reset_at < now()`);
  // Files uploaded for an import that was never started (or whose upload broke off).
  await database.execute(
    `delete from review_imports where status in ('uploading', 'uploaded') and created_at < now() - interval '1 day'`,
  );
}

/**
 * Background work, as durable jobs in the application database, so production can run API
 * and worker processes apart over one PostgreSQL: drafting, auto-approval, reply
 * posting and its sweeper, e-mail delivery, the weekly report, and housekeeping.
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
  const adapters = createSourceAdapters(config.sources);
  const posting = {
    db: database.db,
    secrets: createSecretBox(config.encryptionKey),
    allowPrivateWebhooks: config.allowPrivateWebhooks,
    adapters,
    operatorFetch: createOperatorFetch(config.outboundAllowHosts),
  };
  await startReplyWorkers(jobs, posting);
  await startDraftingWorkers(jobs, { ...posting, engine: selectReplyEngine(config) });
  await startAlertWorkers(jobs, { db: database.db, publicUrl: config.publicUrl });
  const ingest = {
    db: database.db,
    secrets: posting.secrets,
    afterIngest: reviewArrivalPipeline(jobs),
  };
  await startSyncWorkers(jobs, {
    ...ingest,
    adapters,
    operatorFetch: posting.operatorFetch,
    intervalMinutes: config.sources.syncIntervalMinutes,
  });
  // The demo keeps receiving reviews: three an hour per restaurant, through ingestion.
  if (config.demoMode) {
    await jobs.boss.schedule(QUEUES.demoReviews, '*/20 * * * *');
    await jobs.boss.work(QUEUES.demoReviews, async () => produceDemoReviews(ingest));
  } else {
    await jobs.boss.unschedule(QUEUES.demoReviews);
  }
  await startAnalysisWorkers(jobs, database.db);
  await startReviewImportWorkers(jobs, ingest);
  await startEmailWorker(jobs, { db: database.db, config });
  // Hourly, so each restaurant gets its report early on its day in its own time zone.
  await jobs.boss.schedule(QUEUES.reportWeekly, '7 * * * *');
  await jobs.boss.work(QUEUES.reportWeekly, async () => {
    await sendWeeklyReports({
      db: database.db,
      jobs,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
    });
  });
  await scheduleOutboxSweep({ db: database.db, jobs });
}
