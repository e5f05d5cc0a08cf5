import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { bootstrap } from '../db/seed/bootstrap.ts';

/**
 * A scratch database of its own for one test file: a fresh PGlite from the migrated template,
 * or, with TEST_DB=postgres, a new database on the server of DATABASE_URL, dropped afterwards.
 */
export async function createScratchDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openPglite(null, template);
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `tableside_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  await bootstrap(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
