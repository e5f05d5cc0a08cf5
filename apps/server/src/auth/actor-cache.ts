import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';

/**
 * The actors of live sessions, kept a few seconds so that a busy inbox does not read the same
 * user, roles and session on every request (the guard's query is a whole round trip). What keeps
 * it right is the clearing, not the short life: every change that can alter an actor (a session
 * revoked, a user disabled, a password, role, location, restaurant time zone or plan changed)
 * empties the cache before anyone can act on it — see `watchActorChanges`. The short life only
 * bounds what a change made behind the database's back (no trigger) could leave.
 */
export type ActorCache = {
  /** The cached actor of this session, or the loader's answer (remembered when it is one). */
  load: (
    userId: string,
    sessionId: string,
    loader: () => Promise<{ actor: Actor; sessionExpiresAt: Date } | null>,
  ) => Promise<Actor | null>;
  /** Forgets every actor; any load already under way is not remembered either. */
  clear: () => void;
  /** Remembers actors only while changes are watched; otherwise every call loads. */
  remember: (on: boolean) => void;
  size: () => number;
};

/** About one entry per signed-in tab; the oldest is dropped first. */
const MAX_ENTRIES = 10_000;

export function createActorCache({
  ttlMs,
  now = Date.now,
}: {
  ttlMs: number;
  now?: () => number;
}): ActorCache {
  const entries = new Map<string, { actor: Actor; until: number }>();
  let generation = 0;
  let enabled = false;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return {
    async load(userId, sessionId, loader) {
      const key = `${userId}:${sessionId}`;
      const hit = entries.get(key);
      if (hit) {
        if (hit.until > now()) return hit.actor;
        entries.delete(key);
      }
      const started = generation;
      const loaded = await loader();
      if (!loaded) return null;
      // A change seen while this load ran may postdate what it read: not remembered.
      if (enabled && ttlMs > 0 && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        const until = Math.min(now() + ttlMs, loaded.sessionExpiresAt.getTime());
        entries.set(key, { actor: loaded.actor, until });
      }
      return loaded.actor;
    },
    clear,
    remember(on) {
      enabled = on;
      if (!on) clear();
    },
    size: () => entries.size,
  };
}

/** What migration 0025's triggers notify on. */
export const ACTOR_CHANGED_CHANNEL = 'tableside_actor_changed';

/**
 * Clears `cache` on every change to what actors are read from, made by any process (the
 * triggers' notification; and on PostgreSQL this process's own writes, seen before the
 * notification returns), and whenever the notifications may have been missed. The cache
 * remembers nothing until the notifications are being received. Answers the function that stops.
 */
export async function watchActorChanges(
  database: Pick<Database, 'listen' | 'onActorWrite'>,
  cache: ActorCache,
): Promise<() => Promise<void>> {
  const clear = () => cache.clear();
  const stopLocal = database.onActorWrite?.(clear);
  const stop = await database.listen(ACTOR_CHANGED_CHANNEL, clear, clear);
  cache.remember(true);
  return async () => {
    cache.remember(false);
    stopLocal?.();
    await stop();
  };
}
