import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { watchActorWrites } from './actor-writes.ts';
import { rowSecurityAvailable, scopePglite, scopePool } from './row-security.ts';
import * as schema from './schema.ts';
import { asSystem } from './tenant-context.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Whether requests run under row-level security (the `tableside_app` role could be made and
   * used); without it, tenant scoping rests on the queries alone.
   */
  rowSecurity: boolean;
  /** Runs raw SQL with positional parameters; used by the job queue adapter and health checks. */
  execute: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
  /**
   * Receives `pg_notify(channel, payload)` from every process on this database, after the
   * notifying transaction commits; `onGap` runs when notifications may have been missed (a
   * dropped connection came back). Answers the function that stops listening.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
  ) => Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball. */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL only: calls `fn` when this process writes what an actor is read from
   * (db/actor-writes.ts), before the database's notification comes back. On PGlite the
   * notification itself arrives before the write's answer.
   */
  onActorWrite?: (fn: () => void) => () => void;
  /** PostgreSQL only: each connection pool's size, idle connections and waiting requests. */
  pools?: () => { pool: 'system' | 'tenant'; total: number; idle: number; waiting: number }[];
};

const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
// Any constant works: it only has to be the same for every Tableside process.
const MIGRATION_LOCK = 7_247_151;

/**
 * Opens the embedded PGlite database in `dir`, or in memory when `dir` is null (optionally
 * starting from a dumped data directory, which is how tests skip re-running migrations).
 */
export async function openPglite(dir: string | null, template?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? undefined, {
    // The extensions the migrations create (PostgreSQL servers ship them).
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  const rowSecurity = await rowSecurityAvailable((text) => client.query(text));
  const db = drizzlePglite(rowSecurity ? scopePglite(client) : client, {
    schema,
  }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    rowSecurity,
    execute: async (text, values) => {
      // PGlite's query() takes one statement with parameters; exec() takes several without
      // (pg-boss sends its migrations as one multi-statement string).
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    close: () => client.close(),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    dump: () => client.dumpDataDir('none'),
  };
}

function openPool(url: string, max: number, actorWritten: () => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // Fail fast on a dead connection instead of crashing the process on an idle-client error.
  pool.on('error', () => undefined);
  // A connection dropped while checked out between two statements (a transaction waiting on
  // the application) emits 'error' with no listener, which would end the process; its next
  // statement fails instead, and the pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    watchActorWrites(client, actorWritten);
  });
  return pool;
}

/** `poolSize` connections for requests scoped to a restaurant, as many for system work. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const actorWatchers = new Set<() => void>();
  const actorWritten = () => actorWatchers.forEach((fn) => fn());
  const pool = openPool(url, poolSize, actorWritten);
  const conn = await pool.connect();
  try {
    // Several processes may start at once over one database: only one migrates at a time.
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  const rowSecurity = await rowSecurityAvailable((text) => pool.query(text));
  const tenantPool = rowSecurity ? openPool(url, poolSize, actorWritten) : null;
  if (tenantPool) scopePool(pool, tenantPool);
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    rowSecurity,
    // The job queue and health checks are system work, whatever request calls them.
    execute: (text, values) =>
      asSystem(async () => {
        const result = await pool.query(text, values as unknown[]);
        return { rows: result.rows as Record<string, unknown>[] };
      }),
    close: async () => {
      await Promise.all([pool.end(), tenantPool?.end()]);
    },
    listen: (channel, onMessage, onGap) => listenPostgres(url, channel, onMessage, onGap),
    onActorWrite: (fn) => {
      actorWatchers.add(fn);
      return () => actorWatchers.delete(fn);
    },
    pools: () =>
      [['system', pool] as const, ...(tenantPool ? [['tenant', tenantPool] as const] : [])].map(
        ([name, p]) => ({
          pool: name,
          total: p.totalCount,
          idle: p.idleCount,
          waiting: p.waitingCount,
        }),
      ),
  };
}

/**
 * LISTEN needs a connection of its own, outside the pool, kept open; when it drops it is
 * opened again (with a growing pause) and `onGap` tells the caller it may have missed some.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = 500;
  };
  const retry = () => {
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => onGap?.(),
        () => {
          retryMs = Math.min(retryMs * 2, 30_000);
          retry();
        },
      );
    }, retryMs).unref();
  };
  const reconnect = (dead: pg.Client) => {
    if (stopped || client !== dead) return;
    client = null;
    dead.end().catch(() => undefined);
    retry();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(join(opts.dataDir, 'pglite'));
}
