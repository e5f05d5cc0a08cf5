import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import type { Database } from '../../db/client.ts';
import { reviewImports, reviews } from '../../db/schema.ts';
import { startJobQueue } from '../../jobs/queue.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { JOB_TABLE } from '../../workers.ts';
import { createDurableScratchDatabase } from '../../test/database.ts';
import { createTestApp } from '../../test/harness.ts';
import { waitFor } from '../../test/wait.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { reviewImportJob } from './jobs.ts';

// Two batches stored before the kill, and a part batch left for the restarted worker.
const ROWS = 2500;
const WORKER = fileURLToPath(new URL('../../test/import-worker-process.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

async function until<T>(what: string, seconds: number, probe: () => Promise<T | null>) {
  const value = await waitFor(probe, (v) => v !== null, { timeoutMs: seconds * 1000 });
  if (value === null) throw new Error(`no ${what} within ${seconds} s`);
  return value;
}

const importOf = async (database: Database, id: string) =>
  (await database.db.select().from(reviewImports).where(eq(reviewImports.id, id)))[0];

describe('an import whose worker process is killed', () => {
  it('resumes within a lease of the restart, importing every row exactly once', async () => {
    const scratch = await createDurableScratchDatabase();
    try {
      // 1. Uploaded and started through the API, then the API's process goes away.
      const t = await createTestApp({}, { database: await scratch.open() });
      const { token } = await t.login('admin');
      const rows = Array.from(
        { length: ROWS },
        (_, i) => `2018-02-${String(1 + (i % 28)).padStart(2, '0')},3,Crash ${i},crash-${i}`,
      );
      const up = (
        await t.call('POST', '/v1/review-import?file_name=crash.csv', {
          token,
          body: ['date,rating,text,id', ...rows].join('\n'),
          headers: { 'content-type': 'text/csv' },
        })
      ).json().data as TReviewImport;
      const location = t.fx.loc('Bravo').id;
      const start = await t.call('PUT', `/v1/review-import/${up.id}/start`, {
        token,
        body: { ...up.guess, location_id: location },
      });
      expect(start.statusCode, start.body).toBe(200);
      await t.close();

      // 2. A worker process takes the job, stores two batches and is killed with SIGKILL.
      const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
        cwd: ROOT,
        env: { ...process.env, ...scratch.env, STALL_AFTER_BATCHES: '2' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      let out = '';
      child.stdout.on('data', (data: Buffer) => (out += data.toString()));
      // A fresh process loads the server and its database first: generous on a loaded machine.
      await until('second batch', 120, async () => (out.includes('batch 2\n') ? true : null));
      child.kill('SIGKILL');
      await exited;

      // 3. The restarted worker finds it stuck mid-import and resumes it after its lease.
      const database = await scratch.open();
      const jobs = await startJobQueue(database, { supervise: false, queues: JOB_TABLE });
      try {
        expect(await importOf(database, up.id)).toMatchObject({
          status: 'running',
          processedRows: 2000,
        });
        const restartedAt = Date.now();
        await startJobWorkers(jobs, [reviewImportJob], {
          db: database.db,
          afterIngest: reviewArrivalPipeline(jobs),
          leaseSeconds: 2,
        });
        const done = await until('finished import', 60, async () => {
          const row = await importOf(database, up.id);
          return row?.status === 'done' ? row : null;
        });
        // The bound is two minutes from the restart; the lease here is 2 s.
        expect((Date.now() - restartedAt) / 1000).toBeLessThan(60);
        expect(done).toMatchObject({ processedRows: ROWS, imported: ROWS, duplicates: 0 });
        const [stored] = await database.db
          .select({
            n: sql<number>`count(*)::int`,
            distinct: sql<number>`count(distinct text)::int`,
          })
          .from(reviews)
          .where(and(eq(reviews.locationId, location), like(reviews.externalId, 'crash-%')));
        expect(stored).toEqual({ n: ROWS, distinct: ROWS });
      } finally {
        await jobs.stop();
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 300_000);
});
