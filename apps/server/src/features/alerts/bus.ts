import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';

/** The PostgreSQL channel that tells every API process "these users' alerts changed". */
export const ALERT_CHANNEL = 'tableside_alerts';
/** A notification payload stays far below PostgreSQL's 8000-byte limit. */
const USERS_PER_NOTIFY = 100;

/**
 * Tells every process (API or worker, on any machine) that these users' alerts changed. Sent
 * through the database itself, so it reaches listeners only once the change is committed.
 */
export async function notifyAlertsChanged(db: Db, userIds: readonly string[]): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += USERS_PER_NOTIFY) {
    const payload = JSON.stringify({ users: unique.slice(i, i + USERS_PER_NOTIFY) });
    await db.execute(sql`select pg_notify(${ALERT_CHANNEL}, ${payload})`);
  }
}

export type AlertBus = {
  /** Calls `onChange` whenever this user's alerts change; answers the unsubscribe. */
  subscribe: (userId: string, onChange: () => void) => Promise<() => void>;
  close: () => Promise<void>;
};

/**
 * One LISTEN per process, shared by every open stream and started with the first: an idle
 * process holds no extra connection, and a thousand open streams cost one. When notifications
 * may have been lost (the listening connection dropped), every stream is told to refetch.
 */
export function createAlertBus(database: Pick<Database, 'listen'>): AlertBus {
  const listeners = new Map<string, Set<() => void>>();
  let stop: Promise<() => Promise<void>> | null = null;

  const tell = (userId: string) => {
    for (const fn of listeners.get(userId) ?? []) fn();
  };
  const onMessage = (payload: string) => {
    let users: unknown;
    try {
      users = (JSON.parse(payload) as { users?: unknown }).users;
    } catch {
      return;
    }
    if (Array.isArray(users)) for (const id of users) if (typeof id === 'string') tell(id);
  };
  const onGap = () => {
    for (const userId of listeners.keys()) tell(userId);
  };

  return {
    async subscribe(userId, onChange) {
      if (!stop) {
        stop = database.listen(ALERT_CHANNEL, onMessage, onGap);
        stop.catch(() => (stop = null));
      }
      await stop;
      const set = listeners.get(userId) ?? new Set();
      set.add(onChange);
      listeners.set(userId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
      const pending = stop;
      stop = null;
      if (pending) await (await pending.catch(() => async () => undefined))();
    },
  };
}
