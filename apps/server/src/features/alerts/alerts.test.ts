import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSettings, alerts, restaurants } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { waitFor } from '../../test/wait.ts';
import { signBody } from '../ingest/signature.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { alertEmailJob, alertRaiseJob } from './jobs.ts';

let t: TestApp;
let secret: string;
const tokens: Record<string, string> = {};
let maisonId: string;

beforeAll(async () => {
  t = await createTestApp();
  maisonId = t.fx.restaurants.maison.id;
  for (const user of ['admin', 'manager', 'boh', 'norole', 'otheradmin', 'super'])
    tokens[user] = (await t.login(user)).token;
  const res = await t.call('POST', `/v1/restaurant/${maisonId}/ingest-secret`, {
    token: tokens.admin,
  });
  secret = res.json().data.secret;
  await startJobWorkers(t.jobs, [alertRaiseJob, alertEmailJob], {
    db: t.database.db,
    publicUrl: t.config.publicUrl,
  });
});
afterAll(() => t.close());

let seq = 0;
/** Sends reviews through the signed ingestion webhook, as Zapier or a POS would. */
async function arrive(location: string, rating: number, over: Record<string, unknown> = {}) {
  const externalId = `alert-${++seq}`;
  const raw = JSON.stringify({
    reviews: [
      {
        location_id: t.fx.loc(location).id,
        source: 'google',
        external_id: externalId,
        author_name: 'Maya',
        rating,
        text: `Review ${externalId}`,
        review_date: new Date().toISOString(),
        ...over,
      },
    ],
  });
  const ts = String(Math.floor(Date.now() / 1000));
  const res = await t.call('POST', '/v1/ingest/reviews', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-tableside-restaurant': maisonId,
      'x-tableside-timestamp': ts,
      'x-tableside-signature': signBody(secret, ts, raw),
    },
  });
  expect(res.statusCode).toBe(200);
  return externalId;
}

const list = (user: string, restaurantId = maisonId) =>
  t.call('GET', `/v1/restaurant/${restaurantId}/user-alert`, { token: tokens[user] });

type Item = { reviewId: string; seen: boolean; review: { external_id: string; rating: number } };
/** Waits for the worker to raise the alert (it polls its queue every half second). */
async function alertOf(user: string, externalId: string): Promise<Item | undefined> {
  const of = (items: Item[]) => items.find((a) => a.review.external_id === externalId);
  return of(
    await waitFor(
      async () => (await list(user)).json().data as Item[],
      (items) => of(items) !== undefined,
      { timeoutMs: 10_000 },
    ),
  );
}
/** Settles the queue: a later review's alert existing means the earlier job ran too. */
async function settled() {
  const marker = await arrive('Bravo', 1);
  expect(await alertOf('admin', marker)).toBeDefined();
}
const has = async (user: string, externalId: string) =>
  ((await list(user)).json().data as Item[]).some((a) => a.review.external_id === externalId);

describe('raising bad-review alerts', () => {
  it('alerts every user who may see the location of a review at or under the threshold', async () => {
    const bravo = await arrive('Bravo', 1);
    const alert = await alertOf('admin', bravo);
    expect(alert).toMatchObject({ type: 'bad_review', seen: false, review: { rating: 1 } });
    expect(await has('boh', bravo)).toBe(true);
    // The manager is limited to Alpha; norole may not use alerts; another group never sees it.
    expect(await has('manager', bravo)).toBe(false);
    const alpha = await arrive('Alpha', 2);
    expect(await alertOf('manager', alpha)).toBeDefined();
    const rows = await t.database.db.select().from(alerts);
    const norole = t.fx.users.norole.id;
    expect(rows.filter((r) => r.userId === norole)).toHaveLength(0);
    expect(rows.filter((r) => r.userId === t.fx.users.otherAdmin.id)).toHaveLength(0);
  });

  it('answers the alert shape with the review inside the success envelope', async () => {
    const res = await list('admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', type: 'bad_review' });
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        type: 'bad_review',
        reviewId: body.data[0].review.id,
        seen: false,
        review: expect.objectContaining({ location_name: expect.any(String) }),
      }),
    );
  });

  it('leaves reviews above the threshold alone and follows the restaurant’s threshold', async () => {
    const three = await arrive('Bravo', 3);
    await settled();
    expect(await has('admin', three)).toBe(false);
    await t.database.db
      .update(restaurants)
      .set({ badReviewThreshold: 3 })
      .where(eq(restaurants.id, maisonId));
    const again = await arrive('Bravo', 3);
    expect(await alertOf('admin', again)).toBeDefined();
    await t.database.db
      .update(restaurants)
      .set({ badReviewThreshold: 2 })
      .where(eq(restaurants.id, maisonId));
  });

  it('alerts when a guest edits a review down, and only once however often it changes', async () => {
    const id = await arrive('Bravo', 5);
    await arrive('Bravo', 1, { external_id: id, text: 'Actually awful.' });
    expect(await alertOf('admin', id)).toBeDefined();
    await arrive('Bravo', 2, { external_id: id, text: 'Still bad.' });
    await settled();
    const rows = await t.database.db
      .select()
      .from(alerts)
      .where(eq(alerts.userId, t.fx.users.admin.id));
    const review = ((await list('admin')).json().data as Item[]).find(
      (a) => a.review.external_id === id,
    );
    expect(rows.filter((r) => r.reviewId === review?.reviewId)).toHaveLength(1);
  });
});

describe('marking alerts seen', () => {
  it('marks one alert seen for that user only', async () => {
    const id = await arrive('Bravo', 1);
    const alert = (await alertOf('admin', id)) as Item;
    expect(await alertOf('boh', id)).toBeDefined();
    const res = await t.call('POST', `/v1/bad-review/${alert.reviewId}/seen`, {
      token: tokens.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reviewIds).toEqual([alert.reviewId]);
    expect((await alertOf('admin', id))?.seen).toBe(true);
    expect((await alertOf('boh', id))?.seen).toBe(false);
    // Twice is harmless.
    expect(
      (await t.call('POST', `/v1/bad-review/${alert.reviewId}/seen`, { token: tokens.admin }))
        .statusCode,
    ).toBe(200);
  });

  it('marks many with {reviewIds} by POST and with a bare array by PUT', async () => {
    const a = (await alertOf('boh', await arrive('Bravo', 1))) as Item;
    const b = (await alertOf('boh', await arrive('Charlie', 2))) as Item;
    const c = (await alertOf('boh', await arrive('Alpha', 1))) as Item;
    const post = await t.call('POST', '/v1/bad-review/many/seen', {
      token: tokens.boh,
      body: { reviewIds: [a.reviewId, b.reviewId] },
    });
    expect(post.statusCode).toBe(200);
    const put = await t.call('PUT', '/v1/bad-review/many/seen', {
      token: tokens.boh,
      body: [c.reviewId],
    });
    expect(put.statusCode).toBe(200);
    const seen = ((await list('boh')).json().data as Item[]).filter((i) =>
      [a.reviewId, b.reviewId, c.reviewId].includes(i.reviewId),
    );
    expect(seen.map((i) => i.seen)).toEqual([true, true, true]);
    expect(put.json().data.unseen).toBe(
      ((await list('boh')).json().data as Item[]).filter((i) => !i.seen).length,
    );
  });

  it('refuses a bulk call naming another restaurant’s review with 403 and changes nothing', async () => {
    const mine = (await alertOf('admin', await arrive('Bravo', 1))) as Item;
    const foreign = t.fx.review('Other secret').id;
    const res = await t.call('POST', '/v1/bad-review/many/seen', {
      token: tokens.admin,
      body: { reviewIds: [mine.reviewId, foreign] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(res.body).not.toContain('Other secret');
    const [row] = await t.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.reviewId, mine.reviewId), eq(alerts.userId, t.fx.users.admin.id)));
    expect(row?.seenAt).toBeNull();
    const otherSeen = await t.database.db.select().from(alerts).where(isNotNull(alerts.seenAt));
    expect(otherSeen.every((r) => r.restaurantId === maisonId)).toBe(true);
  });

  it('refuses a single foreign or unknown review with 404, and bad bodies with 400', async () => {
    const foreign = t.fx.review('Other secret').id;
    const res = await t.call('POST', `/v1/bad-review/${foreign}/seen`, { token: tokens.admin });
    expect(res.statusCode).toBe(404);
    for (const body of [[], { reviewIds: [] }, { reviewIds: ['nope'] }, {}, [null]])
      expect(
        (await t.call('POST', '/v1/bad-review/many/seen', { token: tokens.admin, body }))
          .statusCode,
      ).toBe(400);
  });

  it('hides another restaurant’s alert list', async () => {
    const res = await list('admin', t.fx.restaurants.other.id);
    expect(res.statusCode).toBe(404);
  });
});

describe('alert configuration', () => {
  it('gives defaults before anything is saved: the account address, in-app on, e-mail off', async () => {
    const res = await t.call('GET', '/v1/user-alert/config/self', { token: tokens.manager });
    expect(res.json().data).toEqual({
      email: 'manager@test.dev',
      client_alerts_enabled: true,
      email_alerts_enabled: false,
      digest: 'immediate',
    });
  });

  it.each(['maya @example.com', 'maya@example', '@example.com', 'maya@', 'maya@example.'])(
    'refuses %j with the invalid e-mail message and saves nothing',
    async (email) => {
      const res = await t.call('PUT', '/v1/user-alert/config', {
        token: tokens.manager,
        body: { email, client_alerts_enabled: false, email_alerts_enabled: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'email' })]),
      );
      const rows = await t.database.db
        .select()
        .from(alertSettings)
        .where(eq(alertSettings.userId, t.fx.users.manager.id));
      expect(rows).toHaveLength(0);
    },
  );

  it('refuses e-mail alerts without an address but keeps an empty one with e-mail off', async () => {
    const on = await t.call('PUT', '/v1/user-alert/config', {
      token: tokens.manager,
      body: { email: '', client_alerts_enabled: true, email_alerts_enabled: true },
    });
    expect(on.statusCode).toBe(400);
    const off = await t.call('PUT', '/v1/user-alert/config', {
      token: tokens.manager,
      body: { email: '', client_alerts_enabled: true, email_alerts_enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.email).toBe('');
  });

  it('saves the whole configuration and shows it to the restaurant’s Admins only', async () => {
    const res = await t.call('PUT', '/v1/user-alert/config', {
      token: tokens.boh,
      body: {
        email: 'kitchen@maison.test',
        client_alerts_enabled: false,
        email_alerts_enabled: true,
        digest: 'daily',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      email: 'kitchen@maison.test',
      client_alerts_enabled: false,
      email_alerts_enabled: true,
      digest: 'daily',
    });
    const all = await t.call('GET', '/v1/user-alert/config', { token: tokens.admin });
    expect(all.statusCode).toBe(200);
    const rows = all.json().data as { user_id: string; email: string }[];
    expect(rows.find((r) => r.user_id === t.fx.users.boh.id)?.email).toBe('kitchen@maison.test');
    expect(rows.some((r) => r.user_id === t.fx.users.otherAdmin.id)).toBe(false);
    expect(
      (await t.call('GET', '/v1/user-alert/config', { token: tokens.manager })).statusCode,
    ).toBe(403);
  });

  it('marks new alerts of users with e-mail alerts on as waiting for their e-mail', async () => {
    const id = await arrive('Bravo', 1);
    const alert = (await alertOf('admin', id)) as Item;
    const rows = await t.database.db
      .select()
      .from(alerts)
      .where(eq(alerts.reviewId, alert.reviewId));
    const state = (userId: string) => rows.find((r) => r.userId === userId)?.emailState;
    expect(state(t.fx.users.boh.id)).toBe('pending');
    expect(state(t.fx.users.admin.id)).toBeNull();
  });
});
