import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let restaurantId: string;
let bravo: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  restaurantId = t.fx.restaurants.maison.id;
  bravo = t.fx.loc('Bravo').id;
});
afterAll(() => t.close());

const data = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
  const res = await t.call(method, url, { token: admin, body });
  return { status: res.statusCode, data: res.json().data, code: res.json().code };
};

describe('per-source calls', () => {
  let yelpId: string;

  it('adds a Yelp review by hand at a location, and a Google one at the restaurant level', async () => {
    const yelp = await data('POST', `/v1/location/${bravo}/yelp/review`, {
      author_name: 'Sam',
      rating: 2,
      text: 'Slow service at the bar.',
      review_date: '2026-11-01T20:00:00Z',
    });
    expect(yelp.status).toBe(200);
    expect(yelp.data).toMatchObject({ source: 'yelp', location_id: bravo, rating: 2 });
    yelpId = yelp.data.id;
    const google = await data('POST', `/v1/restaurant/${restaurantId}/google/review`, {
      location_id: bravo,
      rating: 5,
      text: 'Best brunch in town.',
    });
    expect(google.data).toMatchObject({ source: 'google', location_id: bravo, status: 'new' });
  });

  it('refuses a review entered by hand dated more than a day ahead, storing nothing', async () => {
    const ahead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const future = await data('POST', `/v1/location/${bravo}/tripadvisor/review`, {
      external_id: 'typo-2062',
      rating: 4,
      text: 'Dated in 2062 by a slip of the keyboard.',
      review_date: ahead(49),
    });
    expect(future.status).toBe(400);
    expect(future.code).toBe('review_date_in_future');
    const stored = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.externalId, 'typo-2062'));
    expect(stored).toHaveLength(0);
    const tonight = await data('POST', `/v1/location/${bravo}/tripadvisor/review`, {
      external_id: 'tonight-abroad',
      rating: 4,
      review_date: ahead(12),
    });
    expect(tonight.status).toBe(200);
  });

  it('lists, pages and reads one platform only, per location and per restaurant', async () => {
    const googleAtBravo = await data('GET', `/v1/location/${bravo}/google/review`);
    expect(googleAtBravo.data.length).toBeGreaterThan(0);
    expect(googleAtBravo.data.every((r: { source: string }) => r.source === 'google')).toBe(true);
    const yelpAll = await data('GET', `/v1/restaurant/${restaurantId}/yelp/review`);
    expect(yelpAll.data.map((r: { id: string }) => r.id)).toEqual([yelpId]);
    const page = await data('GET', `/v1/restaurant/${restaurantId}/google/review/offset/1/limit/2`);
    expect(page.data).toHaveLength(2);
    const bare = await data('GET', `/v1/location/${bravo}/review`);
    expect(bare.data.some((r: { id: string }) => r.id === yelpId)).toBe(true);

    expect((await data('GET', `/v1/location/${bravo}/yelp/review/${yelpId}`)).data.id).toBe(yelpId);
    expect((await data('GET', `/v1/restaurant/${restaurantId}/yelp/review/${yelpId}`)).status).toBe(
      200,
    );
    // A Yelp review is not a Google one.
    expect((await data('GET', `/v1/location/${bravo}/google/review/${yelpId}`)).status).toBe(404);
    expect((await data('GET', `/v1/location/${bravo}/tripadvisor/review/${yelpId}`)).status).toBe(
      404,
    );
  });

  it('edits, regenerates, approves and posts a Google reply through the Google calls', async () => {
    const id = t.fx.review('The duck confit').id;
    const base = `/v1/restaurant/${restaurantId}/google/review/${id}/response`;
    const edited = await data('PUT', base, { response: 'Thank you, we loved having you!' });
    expect(edited.data).toMatchObject({
      status: 'edited',
      response: 'Thank you, we loved having you!',
    });
    const regenerated = await data('POST', `${base}/regenerate`, { additional_instructions: '' });
    expect(regenerated.status).toBe(200);
    expect(regenerated.data.response.length).toBeGreaterThan(0);
    expect((await data('PUT', `${base}/approve`)).data.status).toBe('approved');
    const posted = await data('POST', `${base}/post`);
    // Nothing is connected here: a person posts it and marks it, as the inbox says.
    expect(posted).toMatchObject({ status: 409, code: 'reply_posted_by_hand' });
    // The Google reply calls refuse a Yelp review.
    const alien = await data('PUT', `/v1/location/${bravo}/google/review/${yelpId}/response`, {
      response: 'x',
    });
    expect(alien.status).toBe(404);
  });

  it('deletes a Yelp review: gone from every list, its row kept with a deleted marker', async () => {
    expect((await data('DELETE', `/v1/location/${bravo}/yelp/review/${yelpId}`)).status).toBe(200);
    expect((await data('GET', `/v1/location/${bravo}/yelp/review`)).data).toEqual([]);
    expect((await data('GET', `/v1/location/${bravo}/yelp/review/${yelpId}`)).status).toBe(404);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, yelpId));
    expect(row?.deletedAt).not.toBeNull();
    // Manager may not delete; another restaurant's looks absent.
    const manager = (await t.login('manager')).token;
    const other = (await t.login('otheradmin')).token;
    const google = t.fx.review('The duck confit').id;
    expect(
      (await t.call('DELETE', `/v1/location/all/yelp/review/${google}`, { token: manager }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('GET', `/v1/restaurant/${restaurantId}/google/review`, { token: other }))
        .statusCode,
    ).toBe(404);
  });
});
