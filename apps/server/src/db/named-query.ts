import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a hot statement as a named prepared statement on PostgreSQL: each pooled connection
 * parses it once per distinct text (the name is the text's hash), so a busy list endpoint
 * stops paying for parsing on every call. On PGlite it is an ordinary query.
 */
export async function namedQuery<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    const result = await client.query<T>({ name, text, values: params as unknown[] });
    return result.rows;
  }
  const lite = client as { query: (t: string, v: unknown[]) => Promise<{ rows: T[] }> };
  return (await lite.query(text, params as unknown[])).rows;
}
