import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceConnections } from '../../db/schema.ts';
import { DEFAULT_RETRY } from '../../integrations/platform-http.ts';
import { createSourceAdapters } from '../../integrations/registry.ts';
import { QUEUES } from '../../workers.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { startGoogleServer, type GoogleServer } from '../../test/fakes/google-business-server.ts';
import { createGoogleConnection } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { enqueueDueSyncs, sourceScheduleJob, sourceSyncJob, syncSender } from './jobs.ts';

let t: TestApp;
let google: GoogleServer;
let id: string;

beforeAll(async () => {
  google = await startGoogleServer();
  google.seedReviews('accounts/1/locations/2', 30);
  t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  const row = await createGoogleConnection(t, {
    location: 'Alpha',
    externalLocation: 'accounts/1/locations/2',
    baseUrl: google.url,
  });
  id = row.id;
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const queued = async () =>
  Number(
    (
      await t.database.execute(
        `select count(*)::int as n from pgboss.job where name = $1 and state = 'created'`,
        [QUEUES.sourceSync],
      )
    ).rows[0]?.n,
  );

describe('sync jobs', () => {
  it('queues a connection at most once while it waits', async () => {
    const send = syncSender(t.jobs);
    await send(id);
    await send(id);
    expect(await queued()).toBe(1);
    // Due now: the scheduler pushes its next time forward and does not queue it again.
    expect(await enqueueDueSyncs({ db: t.database.db, intervalMinutes: 15 }, send)).toBe(1);
    expect(await queued()).toBe(1);
  });

  it('a worker runs the queued sync through the durable queue', async () => {
    await startJobWorkers(t.jobs, [sourceSyncJob, sourceScheduleJob], {
      db: t.database.db,
      secrets: createSecretBox(t.config.encryptionKey),
      adapters: createSourceAdapters(),
      operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
      afterIngest: reviewArrivalPipeline(t.jobs),
      intervalMinutes: 15,
      retry: { ...DEFAULT_RETRY, sleep: async () => {} },
    });
    await expect
      .poll(
        async () =>
          (
            await t.database.db.select().from(sourceConnections).where(eq(sourceConnections.id, id))
          )[0]?.lastCounts,
        { timeout: 20_000, interval: 250 },
      )
      .toEqual({ created: 30, updated: 0, unchanged: 0, deleted: 0 });
  });
});
