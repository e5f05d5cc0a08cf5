import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.ts';
import { bootstrap } from '../db/seed/bootstrap.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { JOB_TABLE } from '../workers.ts';

declare module 'vitest' {
  // Vitest's provide/inject typing is declared by augmenting this interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Migrates and bootstraps one PGlite database per run; every test file starts from its dump. */
export async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'tableside-template-'));
  const database = await openPglite(null);
  await bootstrap(database.db);
  // pg-boss's own schema goes into the template too, so each test file starts its queue fast.
  const jobs = await startJobQueue(database, { supervise: false, queues: JOB_TABLE });
  await jobs.stop();
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite dump unavailable');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
