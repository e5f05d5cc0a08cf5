import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffMembers } from '../../db/schema.ts';
import { arriveOn } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// People guests name as staff who are not on the roster, offered to the Admin to add: reviews
// are analysed for real and the suggestions read through the API.

let t: TestApp;
let admin: string;
let otherAdmin: string;

const arrive = (location: string, text: string, date: string, rating = 5) =>
  arriveOn(t, location, text, date, rating);
const call = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  t.call(method, `/v1${url}`, { token, body });
type Newcomer = {
  name: string;
  role: string | null;
  count: number;
  location: { id: string; name: string };
  examples: { review_id: string; snippet: string; review_date: string; rating: number | null }[];
};
async function newcomers(token = admin) {
  const res = await call('GET', '/staff-member/newcomer-suggestion', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Newcomer[];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  otherAdmin = (await t.login('otheradmin')).token;
  await t.database.db
    .insert(staffMembers)
    .values([{ restaurantId: t.fx.restaurants.maison.id, name: 'Marc Aubry', role: 'server' }]);
  await arrive('Alpha', 'Our server Priya was wonderful, so attentive.', '2026-10-01T19:00:00Z');
  await arrive('Alpha', 'Priya our waitress remembered us. Lovely night.', '2026-10-08T19:00:00Z');
  // Once at another location: one guest's word, no suggestion there.
  await arrive('Bravo', 'Our server Priya forgot the drinks.', '2026-10-09T19:00:00Z', 2);
  await arrive('Charlie', 'The bartender Tom made a great negroni.', '2026-10-02T19:00:00Z');
  await arrive('Charlie', 'Tom the bartender knows his cocktails.', '2026-10-03T19:00:00Z');
  // On the roster, and the guest's own people: never offered.
  await arrive('Alpha', 'Our server Marc was great.', '2026-10-04T19:00:00Z');
  await arrive('Alpha', 'Marc our waiter was fun.', '2026-10-05T19:00:00Z');
  await arrive('Alpha', 'My wife Julie loved the fish.', '2026-10-06T19:00:00Z');
  await arrive('Alpha', 'Julie, my wife, had the soup.', '2026-10-07T19:00:00Z');
});
afterAll(() => t.close());

describe('people guests name who are not on the roster', () => {
  it('offers a name given in two reviews at one location, with its examples', async () => {
    const found = await newcomers();
    // The role the guests said, in the roster's own word when it has one (Marc is a "server").
    expect(found.map((n) => [n.name, n.role, n.count, n.location.name])).toEqual([
      ['Priya', 'server', 2, 'Alpha'],
      ['Tom', 'bartender', 2, 'Charlie'],
    ]);
    const priya = found[0]!;
    expect(priya.examples.map((e) => e.review_date.slice(0, 10))).toEqual([
      '2026-10-08',
      '2026-10-01',
    ]);
    expect(priya.examples[0]!.snippet).toContain('Priya');
    // Another restaurant's Admin sees none of it.
    expect(await newcomers(otherAdmin)).toEqual([]);
  });

  it('ends once the person is added to the team at that location', async () => {
    const added = await call('POST', '/staff-member', admin, {
      name: 'Priya Shah',
      role: 'server',
      aliases: [],
      location_id: t.fx.loc('Alpha').id,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await newcomers()).map((n) => n.name)).toEqual(['Tom']);
  });

  it('forgets a dismissed name for good, audited once; a blank name is refused', async () => {
    const bad = await call('POST', '/staff-member/newcomer-suggestion/dismiss', admin, {
      name: '  ',
    });
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/staff-member/newcomer-suggestion/dismiss', admin, {
        name: 'Tom',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await newcomers()).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.restaurantId, t.fx.restaurants.maison.id),
          eq(auditLog.action, 'staff.newcomer.dismiss'),
        ),
      );
    expect(audit.map((a) => a.data)).toEqual([{ name: 'Tom' }]);
  });

  it('is for the Admins who keep the roster', async () => {
    for (const role of ['manager', 'boh'] as const) {
      const token = (await t.login(role)).token;
      const res = await call('GET', '/staff-member/newcomer-suggestion', token);
      expect(res.statusCode).toBe(403);
    }
  });
});
