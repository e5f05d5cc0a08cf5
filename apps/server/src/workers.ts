import type { Config } from './config.ts';
import type { Database } from './db/client.ts';

export type Workers = { stop: () => Promise<void> };

/**
 * Background work (sync, drafting, auto-approval, posting, alerts, e-mail, reports) runs here,
 * so production can run API and worker processes apart over one PostgreSQL. Housekeeping for
 * now: expired sessions and rate-limit windows are pruned hourly.
 */
export async function startWorkers({
  database,
}: {
  config: Config;
  database: Database;
}): Promise<Workers> {
  const prune = async () => {
    await database.execute(
      `delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '30 days'`,
    );
    await database.execute(`delete from rate_limits where reset_at < now()`);
  };
  await prune().catch(() => undefined);
  const timer = setInterval(() => void prune().catch(() => undefined), 3_600_000);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}
