import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, sourceConnections } from '../../db/schema.ts';
import { DEFAULT_RETRY } from '../../integrations/platform-http.ts';
import { createSourceAdapters } from '../../integrations/registry.ts';
import { QUEUES } from '../../workers.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { startGoogleServer, type GoogleServer } from '../../test/fakes/google-business-server.ts';
import { createGoogleConnection } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { enqueueDueSyncs } from './jobs.ts';
import { syncConnection, type SyncDeps } from './sync.ts';

let t: TestApp;
let google: GoogleServer;
let deps: SyncDeps;
const waits: number[] = [];
const ALPHA = 'accounts/1/locations/2';
const BRAVO = 'accounts/1/locations/3';

async function connect(location: string, externalLocation: string) {
  const row = await createGoogleConnection(t, {
    location,
    externalLocation,
    baseUrl: google.url,
  });
  return row.id;
}
const connection = async (id: string) =>
  (await t.database.db.select().from(sourceConnections).where(eq(sourceConnections.id, id)))[0];
const stored = (location: string) =>
  t.database.db
    .select()
    .from(reviews)
    .where(
      and(eq(reviews.locationId, t.fx.loc(location).id), sql`${reviews.externalId} like 'g-%'`),
    );
const listCalls = (location: string) =>
  google.calls.filter((c) => c.method === 'GET' && c.path.startsWith(`/v4/${location}/reviews?`));

beforeAll(async () => {
  // A hung call is cut by the server after a second (a dropped connection, retried).
  google = await startGoogleServer('test-access-token', { hangMs: 1_000 });
  t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  deps = {
    db: t.database.db,
    secrets: createSecretBox(t.config.encryptionKey),
    adapters: createSourceAdapters({ google: { clientId: 'c', clientSecret: 's' } }),
    operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
    afterIngest: reviewArrivalPipeline(t.jobs),
    intervalMinutes: 15,
    random: () => 0.5,
    retry: {
      ...DEFAULT_RETRY,
      // Generous: a loaded machine must not turn a slow page into a retry the test would count.
      timeoutMs: 10_000,
      sleep: async (ms) => void waits.push(ms),
    },
  };
});
afterAll(async () => {
  await t.close();
  await google.close();
});

describe('scheduled sync against the local Google server', () => {
  let alpha: string;

  it('syncs a location with 1,200 reviews completely across pages, once each', async () => {
    const seeded = google.seedReviews(ALPHA, 1200);
    // Two reviews the owner already answered on Google arrive answered.
    for (const r of seeded.slice(0, 2))
      google.replies.set(`${ALPHA}/reviews/${r.reviewId}`, {
        comment: `Thanks ${r.reviewer.displayName}`,
        updateTime: '2025-02-01T00:00:00Z',
      });
    alpha = await connect('Alpha', ALPHA);
    const drafts = async () =>
      Number(
        (
          await t.database.execute(`select count(*)::int as n from pgboss.job where name = $1`, [
            QUEUES.replyDraft,
          ])
        ).rows[0]?.n,
      );
    const draftsBefore = await drafts();

    const outcome = await syncConnection(deps, alpha);
    expect(outcome).toEqual({
      state: 'done',
      full: true,
      pages: 24,
      counts: { created: 1200, updated: 0, unchanged: 0, deleted: 0 },
    });
    const rows = await stored('Alpha');
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((r) => r.externalId)).size).toBe(1200);
    const calls = listCalls(ALPHA);
    expect(calls).toHaveLength(24);
    for (const c of calls) {
      const q = new URL(c.path, google.url).searchParams;
      expect(q.get('pageSize')).toBe('50');
      expect(q.get('orderBy')).toBe('updateTime desc');
    }
    const answered = rows.filter((r) => r.status === 'posted');
    expect(answered.map((r) => r.response).sort()).toEqual(
      seeded.slice(0, 2).map((r) => `Thanks ${r.reviewer.displayName}`),
    );
    // Every other new review gets its draft; the answered ones do not.
    expect((await drafts()) - draftsBefore).toBe(1198);
    const after = await connection(alpha);
    expect(after?.progress).toEqual({ fetched: 1200, total: 1200, pages: 24 });
    expect(after?.lastCounts).toMatchObject({ created: 1200 });
    expect(after?.syncCursor?.toISOString()).toBe(seeded.at(-1)?.updateTime);
    const next = (after?.nextSyncAt?.getTime() ?? 0) - Date.now();
    expect(next).toBeGreaterThan(14 * 60_000);
    expect(next).toBeLessThanOrEqual(15 * 60_000);
    // 1,200 inserts and draft jobs on a machine shared with other suites.
  }, 120_000);

  it('a second sync fetches only what changed: new and edited reviews', async () => {
    const [a, b, c] = google.reviews.get(ALPHA)?.slice(100, 103) ?? [];
    google.editReview(ALPHA, a?.reviewId ?? '', { starRating: 'ONE' });
    google.editReview(ALPHA, b?.reviewId ?? '', { comment: 'Changed my mind: superb.' });
    google.editReview(ALPHA, c?.reviewId ?? '', { comment: 'Changed again.' });
    google.seedReviews(ALPHA, 2, new Date());
    google.calls.length = 0;

    const outcome = await syncConnection(deps, alpha);
    expect(outcome).toMatchObject({
      state: 'done',
      full: false,
      pages: 1,
      counts: { created: 2, updated: 3, deleted: 0 },
    });
    expect(listCalls(ALPHA)).toHaveLength(1);
    const rows = await stored('Alpha');
    expect(rows).toHaveLength(1202);
    const edited = rows.filter((r) => r.guestEditedAt);
    expect(edited.map((r) => r.externalId).sort()).toEqual(
      [a, b, c].map((r) => r?.reviewId).sort(),
    );
    expect(rows.find((r) => r.externalId === a?.reviewId)?.rating).toBe(1);

    // Nothing changed: one page read, nothing stored.
    google.calls.length = 0;
    expect(await syncConnection(deps, alpha)).toMatchObject({
      pages: 1,
      counts: { created: 0, updated: 0 },
    });
  });

  it('a complete pass marks reviews gone from Google as deleted, and keeps them', async () => {
    const original = google.reviews.get(ALPHA)?.[5];
    const victim = original?.reviewId ?? '';
    google.deleteReview(ALPHA, victim);
    await t.database.db
      .update(sourceConnections)
      .set({ lastFullSyncAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(sourceConnections.id, alpha));
    const outcome = await syncConnection(deps, alpha);
    expect(outcome).toMatchObject({ full: true, counts: { deleted: 1, created: 0 } });
    const rows = await stored('Alpha');
    expect(rows).toHaveLength(1202);
    expect(rows.filter((r) => r.deletedAt).map((r) => r.externalId)).toEqual([victim]);
    // Reviews that never came from a sync (imports, the seed) are never marked.
    const others = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.externalId, 'fx-0'), isNotNull(reviews.deletedAt)));
    expect(others).toHaveLength(0);

    // Back on Google (a moderation appeal won): the marker goes away on the next pass.
    if (original) google.reviews.get(ALPHA)?.push(original);
    await t.database.db
      .update(sourceConnections)
      .set({ lastFullSyncAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(sourceConnections.id, alpha));
    expect(await syncConnection(deps, alpha)).toMatchObject({ counts: { deleted: 0 } });
    expect((await stored('Alpha')).filter((r) => r.deletedAt)).toHaveLength(0);
  }, 120_000);

  it('rides out a 429 storm with nothing lost or doubled', async () => {
    google.seedReviews(BRAVO, 300);
    const bravo = await connect('Bravo', BRAVO);
    waits.length = 0;
    // Most of the first twenty calls are refused; each page gets through within its retries.
    google.faultNext(
      [
        429,
        429,
        null,
        429,
        503,
        429,
        null,
        429,
        429,
        429,
        'timeout',
        null,
        429,
        null,
        500,
        429,
        null,
      ],
      `/v4/${BRAVO}/reviews`,
    );
    const outcome = await syncConnection(deps, bravo);
    expect(outcome).toMatchObject({ state: 'done', pages: 6, counts: { created: 300 } });
    expect(waits.length).toBe(12);
    const rows = await stored('Bravo');
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.externalId)).size).toBe(300);

    // A storm longer than the retries: the sync fails, keeps what it had, says why in words,
    // and tries again soon; the next run completes without doubling anything.
    google.seedReviews(BRAVO, 60, new Date());
    google.faultNext([null, ...Array(DEFAULT_RETRY.attempts).fill(429)], `/v4/${BRAVO}/reviews`);
    const failed = await syncConnection(deps, bravo);
    expect(failed).toMatchObject({ state: 'failed', revoked: false });
    const broken = await connection(bravo);
    expect(broken?.status).toBe('connected');
    expect(broken?.lastError).toMatch(/Google asked us to slow down/);
    expect(broken?.consecutiveFailures).toBe(1);
    const retryIn = (broken?.nextSyncAt?.getTime() ?? 0) - Date.now();
    expect(retryIn).toBeGreaterThan(0);
    expect(retryIn).toBeLessThanOrEqual(60_000);
    expect(await stored('Bravo')).toHaveLength(350);

    expect(await syncConnection(deps, bravo)).toMatchObject({ state: 'done' });
    const healed = await connection(bravo);
    expect(healed?.lastError).toBeNull();
    expect(healed?.consecutiveFailures).toBe(0);
    const all = await stored('Bravo');
    expect(all).toHaveLength(360);
    expect(new Set(all.map((r) => r.externalId)).size).toBe(360);
  });

  it('schedules due connections once, and never a revoked one', async () => {
    await t.database.db
      .update(sourceConnections)
      .set({ nextSyncAt: new Date(Date.now() - 1000) })
      .where(eq(sourceConnections.id, alpha));
    const sent: string[] = [];
    expect(await enqueueDueSyncs(deps, async (id) => void sent.push(id))).toBe(1);
    expect(sent).toEqual([alpha]);
    expect(await enqueueDueSyncs(deps, async (id) => void sent.push(id))).toBe(0);
  });

  it('skips and counts a review the platform dates more than a day ahead', async () => {
    const charlie = await connect('Charlie', 'accounts/1/locations/9');
    const [future] = google.seedReviews(
      'accounts/1/locations/9',
      1,
      new Date(Date.now() + 3 * 86_400_000),
    );
    const [today] = google.seedReviews(
      'accounts/1/locations/9',
      1,
      new Date(Date.now() - 3_600_000),
    );
    const outcome = await syncConnection(deps, charlie);
    expect(outcome).toMatchObject({
      state: 'done',
      counts: { created: 1, updated: 0, unchanged: 0, deleted: 0, skipped: 1 },
    });
    const ids = (await stored('Charlie')).map((r) => r.externalId);
    expect(ids).toContain(today?.reviewId);
    expect(ids).not.toContain(future?.reviewId);
    expect((await connection(charlie))?.lastCounts).toMatchObject({ skipped: 1 });
  });

  it('a 401 marks the source revoked with a message to reconnect, and deletes nothing', async () => {
    google.revoke();
    const before = (await stored('Alpha')).length;
    const outcome = await syncConnection(deps, alpha);
    expect(outcome).toMatchObject({ state: 'failed', revoked: true });
    const row = await connection(alpha);
    expect(row?.status).toBe('revoked');
    expect(row?.lastError).toBe(
      "Google no longer accepts Tableside's access. Reconnect Google in Administration → Sources.",
    );
    expect(row?.nextSyncAt).toBeNull();
    expect(await stored('Alpha')).toHaveLength(before);
    expect((await stored('Alpha')).filter((r) => r.deletedAt)).toHaveLength(0);
    await t.database.db
      .update(sourceConnections)
      .set({ nextSyncAt: new Date(Date.now() - 1000) })
      .where(eq(sourceConnections.id, alpha));
    expect(await enqueueDueSyncs(deps, async () => {})).toBe(0);
    expect(await syncConnection(deps, alpha)).toEqual({ state: 'skipped', reason: 'revoked' });
  });
});
