import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Runs a raw query; both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
