import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.ts';
import { QUEUES } from '../../workers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signBody } from './signature.ts';

let t: TestApp;
let secret: string;
let restaurantId: string;
beforeAll(async () => {
  t = await createTestApp();
  restaurantId = t.fx.restaurants.maison.id;
  const { token } = await t.login('admin');
  const res = await t.call('POST', `/v1/restaurant/${restaurantId}/ingest-secret`, { token });
  secret = res.json().data.secret;
});
afterAll(() => t.close());

const review = (over: Record<string, unknown> = {}) => ({
  location_id: t.fx.loc('Bravo').id,
  source: 'google',
  external_id: 'zap-1',
  author_name: 'Maya',
  rating: 1,
  text: 'Cold soup.',
  review_date: '2026-11-20T19:00:00Z',
  ...over,
});

function send(
  body: unknown,
  opts: { secret?: string; timestamp?: number; restaurant?: string } = {},
) {
  const raw = JSON.stringify(body);
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  return t.call('POST', '/v1/ingest/reviews', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-tableside-restaurant': opts.restaurant ?? restaurantId,
      'x-tableside-timestamp': timestamp,
      'x-tableside-signature': signBody(opts.secret ?? secret, timestamp, raw),
    },
  });
}
const stored = (externalId: string) =>
  t.database.db.select().from(reviews).where(eq(reviews.externalId, externalId));
const drafts = async () =>
  Number(
    (
      await t.database.execute(`select count(*)::int as n from pgboss.job where name = $1`, [
        QUEUES.replyDraft,
      ])
    ).rows[0]?.n,
  );

describe('POST /v1/ingest/reviews', () => {
  it('stores a signed review once and queues its draft', async () => {
    const before = await drafts();
    const first = await send({ reviews: [review()] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 0 });
    const again = await send({ reviews: [review()] });
    expect(again.json().data).toEqual({ created: 0, updated: 0, unchanged: 1, skipped: 0 });
    expect(await stored('zap-1')).toHaveLength(1);
    expect(await drafts()).toBe(before + 1);
  });

  it('skips and counts a review dated more than a day ahead, storing the rest', async () => {
    const ahead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const res = await send({
      reviews: [
        review({ external_id: 'zap-future', review_date: ahead(49) }),
        review({ external_id: 'zap-tonight', review_date: ahead(12) }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 1 });
    expect(await stored('zap-future')).toHaveLength(0);
    expect(await stored('zap-tonight')).toHaveLength(1);
  });

  it('updates a review the guest edited and marks it', async () => {
    await send({ reviews: [review({ external_id: 'zap-2' })] });
    const res = await send({
      reviews: [
        review({ external_id: 'zap-2', rating: 3, text: 'Cold soup, but they made it right.' }),
      ],
    });
    expect(res.json().data).toEqual({ created: 0, updated: 1, unchanged: 0, skipped: 0 });
    const [row] = await stored('zap-2');
    expect(row).toMatchObject({ rating: 3, text: 'Cold soup, but they made it right.' });
    expect(row?.guestEditedAt).toBeInstanceOf(Date);
  });

  it('stores concurrent batches over several locations and days, in opposite orders, each once', async () => {
    // Each batch locks rollup rows of every location and day it touches: taken in one order,
    // concurrent batches of one restaurant never deadlock (PostgreSQL; PGlite runs one at a time).
    const locations = ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n).id);
    const batch = (k: number) => {
      const items = Array.from({ length: 60 }, (_, i) =>
        review({
          external_id: `zap-c${k}-${i}`,
          location_id: locations[i % 3],
          review_date: new Date(Date.now() - (i % 20) * 3_600_000 * 7).toISOString(),
          rating: 1 + (i % 5),
        }),
      );
      return k % 2 ? items.reverse() : items;
    };
    const answers = await Promise.all([0, 1, 2, 3].map((k) => send({ reviews: batch(k) })));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ created: 60, updated: 0, unchanged: 0, skipped: 0 });
    }
    const counted = await t.database.execute(
      `select (select count(*)::int from reviews where external_id like 'zap-c%') as reviews,
         (select sum(reviews)::int from review_restaurant_daily_stats where restaurant_id = $1)
           - (select sum(reviews)::int from review_daily_stats where restaurant_id = $1) as gap`,
      [restaurantId],
    );
    expect(counted.rows[0]).toEqual({ reviews: 240, gap: 0 });
  });

  it('stores a review repeated within one batch once, as its last copy says', async () => {
    const res = await send({
      reviews: [
        review({ external_id: 'zap-twice', rating: 2 }),
        review({ external_id: 'zap-twice', rating: 4, text: 'Better on second thought.' }),
      ],
    });
    expect(res.json().data).toEqual({ created: 1, updated: 0, unchanged: 1, skipped: 0 });
    const rows = await stored('zap-twice');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, text: 'Better on second thought.' });
  });

  it('answers 401 and stores nothing for a missing, wrong, stale or other restaurant’s signature', async () => {
    const body = { reviews: [review({ external_id: 'zap-evil' })] };
    const raw = JSON.stringify(body);
    expect(
      (
        await t.call('POST', '/v1/ingest/reviews', {
          body: raw,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await send(body, { secret: 'wrong' })).statusCode).toBe(401);
    expect((await send(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(
      401,
    );
    expect((await send(body, { restaurant: t.fx.restaurants.other.id })).statusCode).toBe(401);
    expect(await stored('zap-evil')).toHaveLength(0);
  });

  it('refuses a location of another restaurant and malformed reviews with 400, storing none of the batch', async () => {
    const res = await send({
      reviews: [
        review({ external_id: 'zap-ok' }),
        review({ external_id: 'zap-x', location_id: t.fx.loc('Other One').id }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'reviews.1.location_id' }]);
    expect(await stored('zap-ok')).toHaveLength(0);
    const bad = await send({ reviews: [review({ rating: 7, review_date: 'yesterday' })] });
    expect(bad.statusCode).toBe(400);
  });

  it('only lets Admins of the restaurant rotate the secret, and the old one stops working', async () => {
    const manager = (await t.login('manager')).token;
    expect(
      (await t.call('POST', `/v1/restaurant/${restaurantId}/ingest-secret`, { token: manager }))
        .statusCode,
    ).toBe(403);
    const other = (await t.login('otheradmin')).token;
    expect(
      (await t.call('POST', `/v1/restaurant/${restaurantId}/ingest-secret`, { token: other }))
        .statusCode,
    ).toBe(404);
    const old = secret;
    const { token } = await t.login('admin');
    secret = (
      await t.call('POST', `/v1/restaurant/${restaurantId}/ingest-secret`, { token })
    ).json().data.secret;
    expect(
      (await send({ reviews: [review({ external_id: 'zap-3' })] }, { secret: old })).statusCode,
    ).toBe(401);
    expect((await send({ reviews: [review({ external_id: 'zap-3' })] })).statusCode).toBe(200);
  });
});
