import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { bootstrap } from '../db/seed/bootstrap.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { JOB_TABLE } from '../workers.ts';
import { adminQuery } from './admin-query.ts';

declare module 'vitest' {
  // Vitest's provide/inject typing is declared by augmenting this interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and bootstraps one database per run that every test file starts from: a PGlite dump,
 * or, for the PostgreSQL project, a template database on the server each file's database is
 * copied from (a file copy instead of running every migration again per file).
 */
export async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project);
  const dir = mkdtempSync(join(tmpdir(), 'tableside-template-'));
  const database = await openPglite(null);
  await prepare(database);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite dump unavailable');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL project needs DATABASE_URL');
  const name = `tableside_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.href, 2);
  await prepare(database);
  await database.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

/** The schema, the bootstrap rows and pg-boss's own schema, so each file's queue starts fast. */
async function prepare(database: Database): Promise<void> {
  await bootstrap(database.db);
  const jobs = await startJobQueue(database, { supervise: false, queues: JOB_TABLE });
  await jobs.stop();
}
