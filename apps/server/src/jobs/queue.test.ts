import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { createScratchDatabase } from '../test/database.ts';
import { JOB_TABLE as queues, QUEUES } from '../workers.ts';
import { defineJob, sendJob, ZNoPayload } from './define-job.ts';
import { startJobQueue } from './queue.ts';
import { startJobWorkers } from './start-job-workers.ts';
import { waitForQueuesIdle, waitUntil } from '../test/wait.ts';
import { workEach } from './work-each.ts';

let database: Database;
beforeAll(async () => {
  database = await createScratchDatabase();
});
afterAll(() => database.close());

describe('job queue on the application database', () => {
  it('keeps a job sent while no worker runs, and a new process does it exactly once', async () => {
    const sender = await startJobQueue(database, { supervise: false, queues });
    const id = await sender.boss.send(QUEUES.prune, { note: 'survives restarts' });
    expect(id).toBeTruthy();
    await sender.stop();

    const seen: unknown[] = [];
    const worker = await startJobQueue(database, { supervise: true, queues });
    await worker.boss.work(QUEUES.prune, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job?.data);
    });
    await waitUntil('the job', () => seen.length >= 1);
    // Finished means it cannot run again: whatever was seen by now is all there will be.
    await waitForQueuesIdle(database, [QUEUES.prune]);
    expect(seen).toEqual([{ note: 'survives restarts' }]);
    const job = await worker.boss.getJobById(QUEUES.prune, id as string);
    expect(job?.state).toBe('completed');
    await worker.stop();
  });

  it('drops a duplicate singleton job instead of doing the work twice', async () => {
    const queue = await startJobQueue(database, { supervise: false, queues });
    const first = await queue.boss.send(
      QUEUES.prune,
      {},
      { singletonKey: 'once', singletonSeconds: 60 },
    );
    const second = await queue.boss.send(
      QUEUES.prune,
      {},
      { singletonKey: 'once', singletonSeconds: 60 },
    );
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await queue.stop();
  });

  it('retries a failing job and records the failure', async () => {
    const queue = await startJobQueue(database, { supervise: true, queues });
    const id = await queue.boss.send(
      QUEUES.prune,
      { fail: true },
      { retryLimit: 1, retryDelay: 0 },
    );
    let attempts = 0;
    await queue.boss.work(QUEUES.prune, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job?.id !== id) return;
      attempts += 1;
      throw new Error('platform answered 500');
    });
    await waitUntil('the retry', () => attempts >= 2);
    await waitForQueuesIdle(database, [QUEUES.prune]);
    const job = await queue.boss.getJobById(QUEUES.prune, id as string);
    expect(attempts).toBe(2);
    expect(job?.state).toBe('failed');
    await queue.stop();
  });

  it('works through a batch job by job: one failure is retried alone, the rest complete', async () => {
    const queue = await startJobQueue(database, { supervise: true, queues });
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        queue.boss.send(QUEUES.replyDraft, { n }, { retryLimit: 1, retryDelay: 0 }),
      ),
    );
    const seen: number[] = [];
    await workEach<{ n: number }>(queue, QUEUES.replyDraft, async ({ n }) => {
      seen.push(n);
      if (n === 3) throw new Error('only this one fails');
    });
    await waitUntil('the batch', () => seen.filter((n) => n === 3).length >= 2 && seen.length >= 6);
    await waitForQueuesIdle(database, [QUEUES.replyDraft]);
    const states = await Promise.all(
      ids.map((id) => queue.boss.getJobById(QUEUES.replyDraft, id as string)),
    );
    expect(states.map((j) => j?.state)).toEqual([
      'completed',
      'completed',
      'failed',
      'completed',
      'completed',
    ]);
    expect(seen.filter((n) => n !== 3).sort()).toEqual([1, 2, 4, 5]);
    await queue.stop();
  });

  it('refuses to send a malformed payload, and a worker fails such a job with the reason', async () => {
    const handled: number[] = [];
    const counted = defineJob({
      name: 'test.count',
      schema: z.object({ n: z.number().int() }),
      retry: { limit: 0 },
      handler: async ({ n }, _deps: object) => {
        handled.push(n);
      },
    });
    const queue = await startJobQueue(database, { supervise: true, queues: [counted] });
    await expect(sendJob(queue, counted, { n: 'one' } as never)).rejects.toThrow(/number/);
    // Written by something other than the sender (an older version, a hand-made job).
    const bad = await queue.boss.send(counted.name, { n: 'one' }, { retryLimit: 0 });
    await sendJob(queue, counted, { n: 2 });
    await startJobWorkers(queue, [counted], {});
    await expect
      .poll(async () => (await queue.boss.getJobById(counted.name, bad as string))?.state, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe('failed');
    await waitUntil('the valid job', () => handled.length >= 1);
    expect(handled).toEqual([2]);
    const failed = await queue.boss.getJobById(counted.name, bad as string);
    expect(JSON.stringify(failed?.output)).toContain('test.count: malformed payload');
    await queue.stop();
  });

  it('hands a scheduled job, which carries no payload, to its handler', async () => {
    let runs = 0;
    const hourly = defineJob({
      name: 'test.hourly',
      schema: ZNoPayload,
      handler: async (_payload, _deps: object) => {
        runs += 1;
      },
    });
    const queue = await startJobQueue(database, { supervise: true, queues: [hourly] });
    // What pg-boss's cron writes: a job of that name with no data.
    await queue.boss.insert([{ name: hourly.name }]);
    await startJobWorkers(queue, [hourly], {});
    await waitUntil('the scheduled job', () => runs >= 1);
    expect(runs).toBe(1);
    await queue.stop();
  });
});
