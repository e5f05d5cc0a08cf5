import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { bootstrap, ensureSuperAdmin, hasUsers } from './db/seed/bootstrap.ts';
import { describeDatabaseError } from './db/startup-error.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  isEmpty,
  recentUncheckedEdits,
  recentUnanswered,
  seedDemo,
} from './db/seed/demo.ts';
import { DEMO_TRIAL_USERS } from './db/seed/demo-trials.ts';
import { DEMO_BOOKING_CREDENTIALS } from './db/seed/demo-bookings.ts';
import { DEMO_GRAPH_TOKEN } from './db/seed/demo-socials.ts';
import { alertRaiseSender } from './features/alerts/jobs.ts';
import { analyseRecentReviews } from './features/insights/analysis.ts';
import { analysisRunJob } from './features/insights/jobs.ts';
import { startNeverReadRuns } from './features/insights/model-reanalysis.ts';
import { sendJob } from './jobs/define-job.ts';
import { draftReply } from './features/replies/drafting.ts';
import { recheckStaffReply } from './features/replies/reply-checks.ts';
import { draftingDeps } from './features/replies/jobs.ts';
import { createContainer } from './container.ts';
import { startJobQueue } from './jobs/queue.ts';
import { safeErrorMessage, serializeError } from './lib/logger.ts';
import { watchDatabase } from './metrics/registry.ts';
import { serveMetrics } from './metrics/plugin.ts';
import { JOB_TABLE, startWorkers } from './workers.ts';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    throw new StartupError(describeDatabaseError(error, config.databaseUrl));
  }
  await bootstrap(database.db);
  const jobs = await startJobQueue(database, {
    supervise: config.processRole !== 'api',
    queues: JOB_TABLE,
    onError: (error) => console.error('job queue:', safeErrorMessage(error)),
  });
  // Built once, for the API and the workers alike.
  const container = createContainer({ config, database, jobs });
  const seeding = config.demoMode && (await isEmpty(database.db));
  if (seeding) {
    const box = container.secrets;
    const googleApi = config.demoGoogleApi
      ? {
          baseUrl: config.demoGoogleApi,
          sealedToken: box.seal(JSON.stringify({ access_token: 'demo-google-token' })),
        }
      : undefined;
    const bookingApi = config.demoBookingApi
      ? {
          baseUrl: config.demoBookingApi,
          sealedCredentials: box.seal(JSON.stringify(DEMO_BOOKING_CREDENTIALS)),
        }
      : undefined;
    const graphApi = config.demoGraphApi
      ? {
          baseUrl: config.demoGraphApi,
          sealedToken: box.seal(JSON.stringify({ access_token: DEMO_GRAPH_TOKEN })),
        }
      : undefined;
    const { reviews } = await seedDemo(database.db, new Date(), {
      googleApi,
      bookingApi,
      graphApi,
    });
    // The date presets reach back two months: those reviews arrive analysed. Older demo reviews
    // are left to the workers (below) so start-up stays quick.
    await analyseRecentReviews(database.db, 62);
    // The staff edits among them are checked as an edit is, so no pending reply lacks its checks.
    for (const edit of await recentUncheckedEdits(database.db, 62))
      await recheckStaffReply(database.db, edit.id, edit.text);
    console.warn(
      `Seeded demo data: 4 restaurants, ${DEMO_USERS.length + DEMO_TRIAL_USERS.length} users, ${reviews} reviews.`,
    );
  }
  const admin = config.bootstrapAdmin;
  if (admin && (await ensureSuperAdmin(database.db, admin.email, admin.password))) {
    console.warn(`Created super-admin ${admin.email}.`);
  }
  if (!(await hasUsers(database.db))) {
    console.warn(
      'No user exists yet: set BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD and restart to create the first super-admin.',
    );
  }

  const app = config.processRole === 'worker' ? null : await buildApp({ container });
  if (config.processRole !== 'api') await startWorkers(container);
  if (seeding) {
    // The demo's unanswered reviews of the last month get their drafts as arriving reviews do,
    // drafted before the server answers, so the inbox never opens on drafts still being written.
    const drafting = draftingDeps(container, jobs);
    for (const id of await recentUnanswered(database.db, 30)) await draftReply(drafting, id);
    // And last week's bad ones raise their alerts, so the alerts screen has something to show.
    await alertRaiseSender(jobs)(await recentUnanswered(database.db, 7));
    // The older history is read by the workers in the background, so no screen compares a
    // period with months never analysed.
    for (const runId of await startNeverReadRuns(database.db, 0))
      await sendJob(jobs, analysisRunJob, { runId, after: null });
  }
  if (app) await app.listen({ port: config.port, host: config.host });
  // A worker serves no HTTP: its own series (drafts, posts, syncs) need a port of their own.
  if (!app) watchDatabase(database);
  const metricsServer = config.metrics.port
    ? await serveMetrics(config.metrics.port, config.host)
    : null;

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.warn(
    `Tableside ${config.processRole} ready in ${seconds}s on ${database.kind} — ${config.publicUrl}`,
  );
  if (!database.rowSecurity) {
    console.warn(
      'Row-level security is off: the database user may not create or use the tableside_app role (see README, "Running on PostgreSQL").',
    );
  }
  if (config.demoMode) {
    console.warn(
      `Demo sign-ins (password "${DEMO_PASSWORD}"): ${[...DEMO_USERS, ...DEMO_TRIAL_USERS].map((u) => u.email).join(', ')}`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.warn(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app?.close();
    metricsServer?.close();
    await jobs.stop();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** A reason to stop at start that needs one line, not a stack trace. */
class StartupError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError)
    console.error(`Tableside cannot start: ${error.message}`);
  else console.error(serializeError(error));
  process.exit(1);
});
