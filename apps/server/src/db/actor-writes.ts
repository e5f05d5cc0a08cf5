import type pg from 'pg';

/**
 * A statement that may change who a signed-in user is (the tables whose triggers notify
 * `tableside_actor_changed`, migration 0025): this process sees it before PostgreSQL's
 * notification comes back, so its own actor cache is cleared with no window at all.
 */
const ACTOR_WRITE =
  /^\s*(?:update|delete\s+from|insert\s+into)\s+"?(?:sessions|users|user_roles|user_locations|roles|restaurants|subscription_tiers)"?[\s(]/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end)\b/i;

type Query = (...args: unknown[]) => unknown;

/**
 * Calls `changed` when a pooled connection sends such a statement, again when it completes and
 * again when its transaction ends: a request that read the actor meanwhile, before the commit,
 * is not remembered (actor-cache.ts).
 */
export function watchActorWrites(client: pg.PoolClient, changed: () => void): void {
  const raw = client.query.bind(client) as Query;
  let open = false;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof text !== 'string') return raw(...args);
    if (ACTOR_WRITE.test(text)) {
      changed();
      open = true;
    } else if (!(open && TRANSACTION_END.test(text))) {
      return raw(...args);
    } else open = false;
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        changed();
        (last as (...r: unknown[]) => void)(...result);
      };
      return raw(...args);
    }
    const result = raw(...args);
    if (result instanceof Promise) result.then(changed, changed);
    return result;
  };
}
