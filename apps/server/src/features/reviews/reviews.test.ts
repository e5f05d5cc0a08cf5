import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZReview } from '@tableside/domain/schemas/reviews';
import { restaurants, reviews } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  manager = (await t.login('manager')).token;
});
afterAll(() => t.close());

const texts = async (url: string, token = admin) => {
  const res = await t.call('GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { text: string }[]).map((r) => r.text.slice(0, 12));
};

describe('reviews list', () => {
  it('lists every location of the restaurant for all, newest first, never another restaurant’s', async () => {
    expect(await texts('/v1/location/all/review')).toEqual([
      'Overpriced a',
      'Très bon rep',
      'Cold fries a',
      'The duck con',
    ]);
  });

  it('serves the earlier product’s paging in the path', async () => {
    expect(await texts('/v1/location/all/review/offset/1/limit/2')).toEqual([
      'Très bon rep',
      'Cold fries a',
    ]);
  });

  it('filters by rating, date (in the restaurant’s time zone), text, source and reply', async () => {
    expect(await texts('/v1/location/all/review?rating=1,2')).toEqual([
      'Overpriced a',
      'Cold fries a',
    ]);
    expect(await texts('/v1/location/all/review?startDate=2026-10-02&endDate=2026-10-03')).toEqual([
      'Très bon rep',
      'Cold fries a',
    ]);
    expect(await texts('/v1/location/all/review?search=DUCK')).toEqual(['The duck con']);
    expect(await texts('/v1/location/all/review?search=100%25')).toEqual([]);
    expect(await texts('/v1/location/all/review?source=yelp')).toEqual([]);
    expect(await texts('/v1/location/all/review?hasReply=false')).toHaveLength(4);
    expect(await texts('/v1/location/all/review?sort=rating&order=asc')).toEqual([
      'Cold fries a',
      'Overpriced a',
      'Très bon rep',
      'The duck con',
    ]);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const q of [
      'startDate=2026-10-05&endDate=2026-10-01',
      'rating=6',
      'limit=1001',
      'startDate=2026-13-01',
      'sort=price',
    ]) {
      const res = await t.call('GET', `/v1/location/all/review?${q}`, { token: admin });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('keeps a Manager to their own location: all is 403, another location 404', async () => {
    expect(await texts(`/v1/location/${t.fx.loc('Alpha').id}/review`, manager)).toEqual([
      'Cold fries a',
      'The duck con',
    ]);
    expect((await t.call('GET', '/v1/location/all/review', { token: manager })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call('GET', `/v1/location/${t.fx.loc('Bravo').id}/review`, { token: manager }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses BOH, whose role has no reviews screen', async () => {
    const { token } = await t.login('boh');
    expect((await t.call('GET', '/v1/location/all/review', { token })).statusCode).toBe(403);
  });
});

describe('one review', () => {
  it('answers the earlier product’s review fields', async () => {
    const id = t.fx.review('Cold fries').id;
    const res = await t.call('GET', `/v1/location/all/review/${id}`, { token: admin });
    expect(res.json().data).toMatchObject({
      id,
      rating: 1,
      location_name: 'Alpha',
      response: null,
      response_approved: false,
      status: 'new',
      approved_date: null,
    });
  });

  it('hides another restaurant’s review, and a review asked for through the wrong location', async () => {
    const foreign = t.fx.review('Other secret').id;
    expect(
      (await t.call('GET', `/v1/location/all/review/${foreign}`, { token: admin })).statusCode,
    ).toBe(404);
    const elsewhere = t.fx.review('Overpriced').id;
    expect(
      (
        await t.call('GET', `/v1/location/${t.fx.loc('Alpha').id}/review/${elsewhere}`, {
          token: admin,
        })
      ).statusCode,
    ).toBe(404);
  });
});

/** A checked draft held for a person, as drafting writes it. */
const holdOverpriced = () =>
  t.database.db
    .update(reviews)
    .set({
      draftChecks: [
        { check: 'language', passed: true, detail: null },
        { check: 'questions-answered', passed: false, detail: 'The question about parking.' },
      ],
      holdReasons: ['question', 'failed-check'],
    })
    .where(eq(reviews.id, t.fx.review('Overpriced').id));

describe('the list and the detail say the same', () => {
  it('answers every review identically in the list and by id, in every reply state', async () => {
    // Give reviews a reply, an approval, a posting and a webhook so every field has a value.
    const approved = t.fx.review('Cold fries').id;
    await t.call('PUT', `/v1/location/all/review/${approved}/response`, {
      token: admin,
      body: { response: 'Sorry about the fries, Marc.' },
    });
    await t.call('PUT', `/v1/location/all/review/${approved}/response/approve`, { token: admin });
    await t.database.db
      .update(restaurants)
      .set({ approvalZapierUrl: 'https://hooks.example.com/catch/1' })
      .where(eq(restaurants.id, t.fx.restaurants.maison.id));
    const post = await t.call('POST', `/v1/location/all/review/${approved}/response/post`, {
      token: admin,
    });
    expect(post.statusCode, post.body).toBeLessThan(300);
    await holdOverpriced();
    for (const url of ['/v1/location/all/review', `/v1/location/${t.fx.loc('Alpha').id}/review`]) {
      const list = (await t.call('GET', url, { token: admin })).json().data as { id: string }[];
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        const one = await t.call('GET', `/v1/location/all/review/${item.id}`, { token: admin });
        expect(item).toEqual(ZReview.parse(one.json().data));
        expect(ZReview.parse(item)).toEqual(item);
      }
    }
    const first = (
      await t.call('GET', `/v1/location/all/review/${approved}`, { token: admin })
    ).json().data as { status: string; approved_date: string };
    expect(first.status).toBe('approved');
    expect(new Date(first.approved_date).toISOString()).toBe(first.approved_date);
  });

  it('answers the draft checks and hold reasons, none for a review nobody checked', async () => {
    await holdOverpriced();
    const list = (await t.call('GET', '/v1/location/all/review', { token: admin })).json().data as {
      id: string;
      draft_checks: unknown;
      hold_reasons: unknown;
    }[];
    const held = list.find((r) => r.id === t.fx.review('Overpriced').id);
    expect(held).toMatchObject({
      draft_checks: [
        { check: 'language', passed: true, detail: null },
        { check: 'questions-answered', passed: false, detail: 'The question about parking.' },
      ],
      hold_reasons: ['question', 'failed-check'],
    });
    expect(list.find((r) => r.id === t.fx.review('The duck').id)).toMatchObject({
      draft_checks: null,
      hold_reasons: [],
    });
  });

  it('answers 404 for a location of another restaurant, and [] past the last page', async () => {
    const foreign = t.fx.loc('Other One').id;
    expect(
      (await t.call('GET', `/v1/location/${foreign}/review`, { token: admin })).statusCode,
    ).toBe(404);
    const res = await t.call('GET', '/v1/location/all/review?offset=1000', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'success', data: [], message: 'OK', next_cursor: null });
  });
});
