import type { Database } from '../db/client.ts';

type WaitOptions = { timeoutMs?: number; intervalMs?: number };

/**
 * Reads until `done` holds or the time is up, and answers the last value read: the caller's
 * assertion on it then says what was missing. Tests wait on a condition this way, never on a
 * fixed sleep that is too short on a busy machine and wasted time on an idle one.
 */
export async function waitFor<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 15_000, intervalMs = 100 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Like `waitFor`, but fails with `what` when the condition never holds. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  opts: WaitOptions = {},
): Promise<void> {
  if (!(await waitFor(check, Boolean, opts))) throw new Error(`timed out waiting for ${what}`);
}

/** Jobs of these queues that may still run: waiting, waiting for a retry, or running. */
export async function unfinishedJobs(database: Database, queues: readonly string[]) {
  const { rows } = await database.execute(
    `select count(*)::int as n from pgboss.job
      where name = any(string_to_array($1, ',')) and state in ('created', 'retry', 'active')`,
    [queues.join(',')],
  );
  return Number(rows[0]?.n);
}

/**
 * Waits until every job of these queues has finished (completed or failed for good). What a
 * test sees afterwards is final: no job is left that could still do the work a second time.
 */
export async function waitForQueuesIdle(
  database: Database,
  queues: readonly string[],
  opts: WaitOptions = {},
): Promise<void> {
  await waitUntil(
    `${queues.join(', ')} to finish`,
    async () => (await unfinishedJobs(database, queues)) === 0,
    opts,
  );
}
