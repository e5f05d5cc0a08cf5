import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

export type JobQueue = {
  boss: PgBoss;
  stop: () => Promise<void>;
  /**
   * Every retry waits this many seconds, flat, instead of its queue's delay and backoff: for
   * tests that walk a job through all its attempts (30 s of backoff otherwise).
   */
  retryDelaySeconds?: number;
};

/**
 * Durable jobs kept in the same PostgreSQL (or PGlite) as the data, so they survive restarts and
 * need no broker. `supervise` is for worker processes: it runs pg-boss's maintenance and cron;
 * an API-only process just enqueues. pg-boss 10 needs a queue created before jobs are sent to
 * it: `queues` are the definitions of the job table (workers.ts).
 */
export async function startJobQueue(
  database: Database,
  opts: {
    supervise: boolean;
    queues: readonly { name: string; policy?: 'standard' | 'stately' }[];
    onError?: (error: Error) => void;
    retryDelaySeconds?: number;
  },
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
  for (const { name, policy = 'standard' } of opts.queues) {
    await boss.createQueue(name, { name, policy }).catch((error: unknown) => {
      // Several processes may create the same queue at once; it existing is fine.
      if (!/already exists|duplicate key/i.test(String(error))) throw error;
    });
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
    retryDelaySeconds: opts.retryDelaySeconds,
  };
}
