import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters; used by the job queue adapter and health checks. */
  execute: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball. */
  dump?: () => Promise<Blob>;
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
  const client = await PGlite.create(dir ?? undefined, template ? { loadDataDir: template } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
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
    dump: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // Fail fast on a dead connection instead of crashing the process on an idle-client error.
  pool.on('error', () => undefined);
  const conn = await pool.connect();
  try {
    // Several processes may start at once over one database: only one migrates at a time.
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    execute: async (text, values) => {
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(join(opts.dataDir, 'pglite'));
}
