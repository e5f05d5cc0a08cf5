import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The location list's review counts come from the monthly rollup, not from the reviews: they
// must still be the reviews' own count after every kind of write, for each role's list.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listed = { id: string; name: string; review_count: number; restaurant_id: string };

async function listed(user: string, path = '/v1/location'): Promise<Listed[]> {
  const { token } = await t.login(user);
  const res = await t.call('GET', path, { token });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  return path === '/v1/location' ? data : data.authorized_locations;
}

/** Reviews per location counted from the table itself, as the owner of the database. */
async function counted(): Promise<Map<string, number>> {
  const rows = await t.database.db
    .select({ id: reviews.locationId, n: sql<number>`count(*)::int` })
    .from(reviews)
    .groupBy(reviews.locationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function expectCountsMatch() {
  const truth = await counted();
  const maison = t.fx.restaurants.maison.id;
  for (const path of ['/v1/location', '/v1/auth/me']) {
    const admin = await listed('admin', path);
    const own = admin.filter((l) => l.id !== 'all');
    expect(own.map((l) => l.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    for (const l of own) expect(l.review_count, l.name).toBe(truth.get(l.id) ?? 0);
    const all = admin.find((l) => l.id === 'all');
    expect(all?.review_count).toBe(own.reduce((sum, l) => sum + (truth.get(l.id) ?? 0), 0));
    expect(admin.every((l) => l.restaurant_id === maison)).toBe(true);

    const manager = await listed('manager', path);
    expect(manager.map((l) => [l.name, l.review_count])).toEqual([
      ['Alpha', truth.get(t.fx.loc('Alpha').id) ?? 0],
    ]);
  }
}

describe('review counts of the location list', () => {
  it('are each location’s reviews, the fixture’s to begin with', async () => {
    expect((await counted()).get(t.fx.loc('Alpha').id)).toBeGreaterThan(0);
    await expectCountsMatch();
  });

  it('follow reviews added, moved between locations and deleted', async () => {
    for (let i = 0; i < 3; i++) await createReview(t, { location: 'Bravo', rating: 4 });
    const moving = await createReview(t, {
      location: 'Charlie',
      rating: 2,
      reviewDate: new Date('2025-01-15T12:00:00Z'),
    });
    await expectCountsMatch();
    await t.database.db
      .update(reviews)
      .set({ locationId: t.fx.loc('Alpha').id })
      .where(eq(reviews.id, moving.id));
    await expectCountsMatch();
    await t.database.db.delete(reviews).where(eq(reviews.id, moving.id));
    await expectCountsMatch();
  });

  it('count no other restaurant’s reviews, and a location without reviews has 0', async () => {
    await createReview(t, { location: 'Other One', rating: 5 });
    const { token } = await t.login('admin');
    const created = await t.call('POST', '/v1/location', {
      token,
      body: { name: 'Delta', restaurant_id: t.fx.restaurants.maison.id },
    });
    expect(created.json().data.review_count).toBe(0);
    const list = await listed('admin');
    expect(list.find((l) => l.name === 'Delta')?.review_count).toBe(0);
    const truth = await counted();
    const own = list.filter((l) => l.id !== 'all');
    expect(list[0]?.review_count).toBe(own.reduce((sum, l) => sum + (truth.get(l.id) ?? 0), 0));
    expect(list.some((l) => l.name === 'Other One')).toBe(false);
  });
});
