import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aliasDecisions,
  catalogueSightings,
  menuItems,
  staffMembers,
  staffMentions,
} from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseStoredReview } from './analysis.ts';

// Role and course words (docs/product/review-understanding.md#teaching-the-analysis): "the chef"
// may be the one chef, "le plat du jour" the one dish of the day, but neither is a nickname to
// confirm. Invented team, menu and reviews, analysed for real.
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

async function arrive(text: string, date: string) {
  const row = await createReview(t, {
    location: 'Alpha',
    rating: 5,
    text,
    reviewDate: new Date(date),
  });
  await analyseStoredReview(t.database.db, row.id);
  return row.id;
}
async function phrases(kind: 'menu-item' | 'staff-member') {
  const res = await t.call('GET', `/v1/${kind}/alias-suggestion`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { phrase: string }[]).map((s) => s.phrase);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  const maison = t.fx.restaurants.maison.id;
  const staff = await t.database.db
    .insert(staffMembers)
    .values([
      { restaurantId: maison, name: 'Oriane Vasseur', role: 'chef' },
      { restaurantId: maison, name: 'Clothilde Ambrun', role: 'gérante' },
      { restaurantId: maison, name: 'Fulbert Lanois', role: 'patron' },
      { restaurantId: maison, name: 'Kasimir Delorme', role: 'server' },
    ])
    .returning();
  for (const s of staff) ids[s.name] = s.id;
  const menu = await t.database.db
    .insert(menuItems)
    .values([
      { restaurantId: maison, name: 'Plat du jour du marché' },
      { restaurantId: maison, name: 'Today’s special: barley stew' },
      { restaurantId: maison, name: 'Smoked eel tart' },
    ])
    .returning();
  for (const m of menu) ids[m.name] = m.id;
  await arrive(
    'The chef came to our table. Kasi was our server, lovely. Today’s special was rich. The tart was good.',
    '2026-10-01T19:00:00Z',
  );
  await arrive(
    'Thanks to the chef! Kasi again. Today’s special, perfect. That tart!',
    '2026-10-02T19:00:00Z',
  );
  await arrive(
    'La gérante et le patron sont adorables, le chef aussi. Le plat du jour était parfait.',
    '2026-10-03T19:00:00Z',
  );
  await arrive(
    'Merci à la gérante, au patron et au chef. Le plat du jour, encore mieux.',
    '2026-10-04T19:00:00Z',
  );
});
afterAll(() => t.close());

describe('role and course words', () => {
  it('are never offered as an alias, while real nicknames and shortenings still are', async () => {
    expect(await phrases('staff-member')).toEqual(['kasi']);
    expect(await phrases('menu-item')).toEqual(['tart']);
  });

  it('still credit the one person holding the title', async () => {
    const chef = await t.database.db
      .select()
      .from(staffMentions)
      .where(eq(staffMentions.staffMemberId, ids['Oriane Vasseur']!));
    expect(chef).toHaveLength(4);
    const manager = await t.database.db
      .select()
      .from(staffMentions)
      .where(eq(staffMentions.staffMemberId, ids['Clothilde Ambrun']!));
    expect(manager).toHaveLength(2);
  });

  it('recorded before they were left out, are still not offered, nor confirmed', async () => {
    const [sighting] = await t.database.db.select().from(catalogueSightings).limit(1);
    const old = (kind: 'menu' | 'staff', phrase: string, entry: string) =>
      [0, 1].map(() => ({ ...sighting!, id: undefined, kind, phrase, candidateIds: [entry] }));
    // Two reviews' worth of old sightings of each, as the analysis wrote them before.
    const reviewIds = [
      ...new Set((await t.database.db.select().from(catalogueSightings)).map((s) => s.reviewId)),
    ];
    const rows = [
      ...old('staff', 'chef', ids['Oriane Vasseur']!),
      ...old('staff', 'serveur', ids['Kasimir Delorme']!),
      ...old('staff', 'head chef', ids['Oriane Vasseur']!),
      ...old('menu', 'dessert', ids['Smoked eel tart']!),
      ...old('menu', 'special', ids['Today’s special: barley stew']!),
      ...old('menu', 'plat du jour', ids['Plat du jour du marché']!),
    ].map((r, i) => ({ ...r, reviewId: reviewIds[i % 2]! }));
    await t.database.db.insert(catalogueSightings).values(rows);
    expect(await phrases('staff-member')).toEqual(['kasi']);
    expect(await phrases('menu-item')).toEqual(['tart']);

    for (const [kind, phrase, entry] of [
      ['staff-member', 'The chef', 'Oriane Vasseur'],
      ['staff-member', 'le serveur', 'Kasimir Delorme'],
      ['menu-item', 'le plat du jour', 'Plat du jour du marché'],
    ] as const) {
      const res = await t.call('POST', `/v1/${kind}/alias-suggestion/confirm`, {
        token: admin,
        body: { phrase, entry_id: ids[entry] },
      });
      expect(res.statusCode, phrase).toBe(400);
      expect(res.json().code).toBe('alias_not_candidate');
    }
    expect(await t.database.db.select().from(aliasDecisions)).toEqual([]);
    const [oriane] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, ids['Oriane Vasseur']!));
    expect(oriane!.aliases).toEqual([]);
  });
});
