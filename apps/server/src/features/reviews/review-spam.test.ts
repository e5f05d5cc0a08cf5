import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReview } from '@tableside/domain/schemas/reviews';
import { arriveAnalysed } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// A review the analysis flags as spam carries why in the inbox's answers: its kind, and for a
// review of the group's other location, the location it names (the list and the one review
// alike, checked against the schema).

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  const arrive = async (key: string, text: string) =>
    (ids[key] = (await arriveAnalysed(t, 'Alpha', 1, text, 1)).id);
  await arrive(
    'elsewhere',
    'Heads up, this review is for the Charlie one: the host there forgot our booking.',
  );
  await arrive(
    'business',
    'Wrong place, sorry! This was meant for the sushi bar next door, the nigiri were warm and the miso soup was salty.',
  );
  await arrive('guest', 'The service was rude and the food came cold.');
});
afterAll(() => t.close());

const one = async (id: string) => {
  const res = await t.call('GET', `/v1/location/all/review/${id}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return ZReview.parse(res.json().data);
};

describe('the spam flag in the inbox’s answers', () => {
  it('names the other location a review is about', async () => {
    expect((await one(ids.elsewhere!)).spam).toEqual({
      kind: 'wrong-restaurant',
      other_location: 'Charlie',
    });
  });

  it('gives the kind alone for a review of another business, and null for a guest’s review', async () => {
    expect((await one(ids.business!)).spam).toEqual({
      kind: 'wrong-restaurant',
      other_location: null,
    });
    expect((await one(ids.guest!)).spam).toBeNull();
    // The fixture's reviews were never analysed: nothing to say either.
    expect((await one(t.fx.review('Cold fries').id)).spam).toBeNull();
  });

  it('answers the same in the list as by id', async () => {
    const res = await t.call('GET', '/v1/location/all/review?rating=1', { token: admin });
    const list = (res.json().data as unknown[]).map((r) => ZReview.parse(r));
    for (const id of Object.values(ids))
      expect(list.find((r) => r.id === id)?.spam).toEqual((await one(id)).spam);
  });
});

describe('a review read as spam has no reply due', () => {
  it('shows no due time and stays out of the Overdue view; a guest’s review of that age does', async () => {
    // Maison's targets give a one-star review four hours; these arrived a day ago.
    const overdue = await t.call('GET', '/v1/location/all/review?view=overdue&limit=500', {
      token: admin,
    });
    expect(overdue.statusCode, overdue.body).toBe(200);
    const late = (overdue.json().data as { id: string }[]).map((r) => r.id);
    expect(late).toContain(ids.guest);
    expect(late).not.toContain(ids.elsewhere);
    expect(late).not.toContain(ids.business);
    expect((await one(ids.guest!)).response_due?.state).toBe('overdue');
    expect((await one(ids.elsewhere!)).response_due).toBeNull();
    const res = await t.call('GET', '/v1/location/all/review?rating=1', { token: admin });
    const listed = (res.json().data as unknown[]).map((r) => ZReview.parse(r));
    expect(listed.find((r) => r.id === ids.business)?.response_due).toBeNull();
    expect(listed.find((r) => r.id === ids.guest)?.response_due?.state).toBe('overdue');
  });
});
