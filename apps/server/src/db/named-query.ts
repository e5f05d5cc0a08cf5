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
export function namedQuery<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runNamed<T>(db, { name: statementName(text), text }, params);
}

/** The name a statement's text is prepared under: its hash, the same in every process. */
export const statementName = (text: string) =>
  `q_${createHash('sha1').update(text).digest('base64url')}`;

/** `namedQuery` for a statement whose text and name are already known (built once, kept). */
export async function runNamed<T extends Record<string, unknown>>(
  db: Db,
  statement: { name: string; text: string },
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<T>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }
  const lite = client as { query: (t: string, v: unknown[]) => Promise<{ rows: T[] }> };
  return (await lite.query(statement.text, values)).rows;
}
