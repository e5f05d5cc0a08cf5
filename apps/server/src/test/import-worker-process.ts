/**
 * A worker process for the import crash test: opens the database named by `DATA_DIR` or
 * `DATABASE_URL`, runs the `review.import` workers, and writes `batch <n>` to stdout after each
 * stored batch. After `STALL_AFTER_BATCHES` batches it stops answering, holding its lease,
 * until the test kills it with SIGKILL.
 *
 *   node --import tsx apps/server/src/test/import-worker-process.ts
 */
import { openDatabase } from '../db/client.ts';
import { reviewImportJob } from '../features/review-import/jobs.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { startJobWorkers } from '../jobs/start-job-workers.ts';

const stallAfter = Number(process.env.STALL_AFTER_BATCHES ?? Infinity);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '',
});
const jobs = await startJobQueue(database, { supervise: false, queues: [reviewImportJob] });
let batches = 0;
await startJobWorkers(jobs, [reviewImportJob], {
  db: database.db,
  afterIngest: async () => {
    batches += 1;
    process.stdout.write(`batch ${batches}\n`);
    if (batches >= stallAfter) await new Promise<never>(() => undefined);
  },
});
process.stdout.write('ready\n');
