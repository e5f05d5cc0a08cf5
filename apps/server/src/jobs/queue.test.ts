import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createScratchDatabase } from '../test/database.ts';
import { waitForQueuesIdle, waitUntil } from '../test/wait.ts';
import { QUEUES, startJobQueue } from './queue.ts';
import { workEach } from './work-each.ts';

let database: Database;
beforeAll(async () => {
  database = await createScratchDatabase();
});
afterAll(() => database.close());

describe('job queue on the application database', () => {
  it('keeps a job sent while no worker runs, and a new process does it exactly once', async () => {
    const sender = await startJobQueue(database, { supervise: false });
    const id = await sender.boss.send(QUEUES.prune, { note: 'survives restarts' });
    expect(id).toBeTruthy();
    await sender.stop();

    const seen: unknown[] = [];
    const worker = await startJobQueue(database, { supervise: true });
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
    const queue = await startJobQueue(database, { supervise: false });
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
    const queue = await startJobQueue(database, { supervise: true });
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
    const queue = await startJobQueue(database, { supervise: true });
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
});
