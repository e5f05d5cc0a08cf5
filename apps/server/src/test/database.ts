import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, openPglite, openPostgres, type Database } from '../db/client.ts';
import { adminQuery } from './admin-query.ts';

/**
 * A scratch database of its own for one test file: a fresh PGlite from the migrated template,
 * or, with TEST_DB=postgres, a new database on the server of DATABASE_URL, dropped afterwards.
 */
export async function createScratchDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openPglite(null, template);
  }
  const server = await createServerDatabase();
  const database = await openPostgres(server.url, 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      await server.drop();
    },
  };
}

/** A new database on the server of DATABASE_URL, and how to drop it. */
async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `tableside_test_${randomBytes(6).toString('hex')}`;
  const run = (statement: string) => adminQuery(adminUrl, statement);
  // A copy of the run's migrated and bootstrapped template (global-setup.ts).
  await run(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A scratch database that outlives the process opening it, for tests that kill a process and
 * open the database again: a PGlite data directory, or a new database on the PostgreSQL
 * server. `env` is what a child process needs to open it (`DATA_DIR` or `DATABASE_URL`).
 */
export async function createDurableScratchDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'tableside-durable-'));
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    // Created from the template once; every later open (here or in a child) finds it on disk.
    await (await openPglite(join(dataDir, 'pglite'), template)).close();
    return {
      // Empty, not inherited: CI exports DATABASE_URL for the PostgreSQL project.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = await createServerDatabase();
  return {
    env: { DATABASE_URL: server.url },
    open: () => openPostgres(server.url, 5),
    drop: server.drop,
  };
}
