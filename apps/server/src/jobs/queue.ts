import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/** Every queue the system uses; pg-boss 10 needs a queue created before jobs are sent to it. */
export const QUEUES = {
  prune: 'maintenance.prune',
  replyPost: 'reply.post',
  replySweep: 'reply.sweep',
  replyDraft: 'reply.draft',
  replyAutoApprove: 'reply.auto_approve',
  alertRaise: 'alert.raise',
  sourceSync: 'source.sync',
  sourceSchedule: 'source.schedule',
  demoReviews: 'demo.reviews',
  reviewAnalyse: 'review.analyse',
  reviewAnalyseBatch: 'review.analyse_batch',
  reviewImport: 'review.import',
  analysisRun: 'analysis.run',
  emailSend: 'email.send',
  reportWeekly: 'report.weekly',
  emailSweep: 'email.sweep',
  alertEmail: 'alert.email',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Queues whose jobs must never run twice at once for the same key (one queued, one active). */
const STATELY: readonly QueueName[] = [QUEUES.sourceSync];

export type JobQueue = {
  boss: PgBoss;
  stop: () => Promise<void>;
};

/**
 * Durable jobs kept in the same PostgreSQL (or PGlite) as the data, so they survive restarts and
 * need no broker. `supervise` is for worker processes: it runs pg-boss's maintenance and cron;
 * an API-only process just enqueues.
 */
export async function startJobQueue(
  database: Database,
  opts: { supervise: boolean; onError?: (error: Error) => void },
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) },
    schema: 'pgboss',
    supervise: opts.supervise,
    schedule: opts.supervise,
    migrate: true,
  });
  boss.on('error', (error) => opts.onError?.(error));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    const policy = STATELY.includes(name) ? 'stately' : 'standard';
    await boss.createQueue(name, { name, policy }).catch((error: unknown) => {
      // Several processes may create the same queue at once; it existing is fine.
      if (!/already exists|duplicate key/i.test(String(error))) throw error;
    });
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
