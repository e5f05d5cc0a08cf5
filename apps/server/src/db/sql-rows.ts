import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Runs a raw query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function sqlRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
