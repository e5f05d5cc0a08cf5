import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { currentTenant } from './tenant-context.ts';

/** The role that row-level security applies to (migration 0005): it owns nothing. */
export const APP_ROLE = 'tableside_app';

const ENTER = (local: boolean) =>
  `select set_config('role', '${APP_ROLE}', ${local}), set_config('app.tenant', $1, ${local})`;

/**
 * Whether this connection may act as the application role: the role exists (creating it
 * needs CREATEROLE, which a managed database may not grant) and the user may switch to it.
 */
export async function rowSecurityAvailable(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<boolean> {
  const { rows } = await query(
    `select case when exists (select from pg_roles where rolname = '${APP_ROLE}')
       then pg_has_role(current_user, '${APP_ROLE}', 'MEMBER')
         or (select rolsuper from pg_roles where rolname = current_user)
       else false end as ok`,
  );
  return rows[0]?.ok === true;
}

const tenants = new WeakMap<pg.PoolClient, string>();

/**
 * Requests scoped to a restaurant take their connections from `tenantPool`, whose connections
 * stay the application role and remember their restaurant; system work (sign-in, the guard,
 * jobs) keeps `pool`'s connections, which never switch. Keeping the two apart means a request
 * pays no round trip to switch role and back (the guard's system query, then the request's
 * scoped ones), and one restaurant's busy inbox none to switch restaurant.
 */
export function scopePool(pool: pg.Pool, tenantPool: pg.Pool): void {
  const rawConnect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const tenantConnect = tenantPool.connect.bind(tenantPool) as () => Promise<pg.PoolClient>;
  const prepare = async (): Promise<pg.PoolClient> => {
    const want = currentTenant();
    if (!want) return rawConnect();
    const client = await tenantConnect();
    if (tenants.get(client) !== want) {
      try {
        await client.query(ENTER(false), [want]);
        tenants.set(client, want);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    }
    return client;
  };
  type Callback = (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;
  // pg-pool's own query() calls connect() with a callback; everyone else uses the promise.
  (pool as unknown as { connect: (cb?: Callback) => unknown }).connect = (cb?: Callback) => {
    if (!cb) return prepare();
    prepare().then(
      (client) => cb(undefined, client, () => client.release()),
      (error: Error) => cb(error),
    );
    return undefined;
  };
}

/**
 * PGlite has one connection shared by every request, so a setting cannot outlive a statement:
 * a scoped statement runs in its own short transaction that switches role and restaurant
 * locally first. Unscoped (system) statements run as they are.
 */
export function scopePglite(client: PGlite): PGlite {
  const enter = (tx: Transaction, tenant: string) => tx.query(ENTER(true), [tenant]);
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return (async (text: string, params?: unknown[], options?: QueryOptions) => {
          const tenant = currentTenant();
          if (!tenant) return target.query(text, params, options);
          return target.transaction(async (tx) => {
            await enter(tx, tenant);
            return tx.query(text, params, options);
          });
        }) as PGlite['query'];
      }
      if (prop === 'transaction') {
        return <T>(fn: (tx: Transaction) => Promise<T>) =>
          target.transaction(async (tx) => {
            const tenant = currentTenant();
            if (tenant) await enter(tx, tenant);
            return fn(tx);
          });
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
