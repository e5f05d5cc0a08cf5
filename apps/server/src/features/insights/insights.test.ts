import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, staffMembers } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseStoredReview } from './analysis.ts';

let t: TestApp;
let admin: string;
let manager: string;
let boh: string;
let alpha: string;
let bravo: string;
let marco: string;

async function arrive(location: string, text: string, date: string, rating = 4) {
  const row = await createReview(t, { location, rating, text, reviewDate: new Date(date) });
  await analyseStoredReview(t.database.db, row.id);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  manager = (await t.login('manager')).token;
  boh = (await t.login('boh')).token;
  alpha = t.fx.loc('Alpha').id;
  bravo = t.fx.loc('Bravo').id;
  const maison = t.fx.restaurants.maison.id;
  await t.database.db.insert(menuItems).values([
    { restaurantId: maison, name: 'Tiramisu' },
    { restaurantId: maison, name: 'Burger', aliases: ['cheeseburger'] },
  ]);
  const [m] = await t.database.db
    .insert(staffMembers)
    .values([
      { restaurantId: maison, name: 'Marco Rossi', role: 'server', locationId: alpha },
      { restaurantId: maison, name: 'Julie Martin', role: 'host' },
    ])
    .returning();
  marco = m!.id;
  await arrive(
    'Alpha',
    'The tiramisu was divine. Marco was so friendly!',
    '2026-03-10T19:00:00Z',
    5,
  );
  await arrive(
    'Alpha',
    'Soggy burger and rude service, Marco ignored us.',
    '2026-03-12T19:00:00Z',
    1,
  );
  await arrive(
    'Bravo',
    'Great tiramisu and a lovely terrace. Thanks Julie!',
    '2026-03-15T12:00:00Z',
    5,
  );
  await arrive('Alpha', 'The tiramisu was good.', '2026-02-20T19:00:00Z', 4);
  // January: reviews naming no dish nor person, for the keyword pages.
  for (const [day, text] of [
    ['05', 'The service was slow and the waiter forgot our drinks.'],
    ['08', 'Friendly waiter, fair prices and the wine list is superb.'],
    ['11', 'The music was too loud but the service was quick.'],
    ['14', 'Cold fries, tiny portions and a long wait for the bill.'],
  ] as const)
    await arrive('Bravo', text, `2026-01-${day}T19:00:00Z`, 3);
});
afterAll(() => t.close());

const get = async (token: string, url: string) => {
  const res = await t.call('GET', `/v1${url}`, { token });
  return { code: res.statusCode, body: res.json() };
};
const march = 'startDate=2026-03-01&endDate=2026-03-31';
const january = 'startDate=2026-01-01&endDate=2026-01-31';

describe('keyword insights', () => {
  it('lists non-blank occurrences, all or by category, within the date range', async () => {
    const all = await get(admin, `/location/all/keywords/all/occurrences?${january}`);
    expect(all.code).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(2);
    for (const k of all.body.data)
      for (const f of ['keyword', 'category', 'snippet', 'sentiment'])
        expect(k[f].trim()).not.toBe('');
    expect(all.body.data.every((k: { review_date: string }) => k.review_date < '2026-02-01')).toBe(
      true,
    );
    const food = await get(admin, `/location/all/keywords/category/food/occurrences?${january}`);
    expect(food.body.data.length).toBeGreaterThan(0);
    expect(food.body.data.every((k: { category: string }) => k.category === 'food')).toBe(true);
  });

  it('pages the occurrences with their total', async () => {
    const url = `/location/all/keywords/all/occurrences?${january}`;
    const all = await get(admin, `${url}&limit=1000`);
    const total = all.body.data.length;
    expect(all.body.total).toBe(total);
    expect(total).toBeGreaterThan(4);
    const first = await get(admin, `${url}&limit=3`);
    const rest = await get(admin, `${url}&limit=1000&offset=3`);
    expect(first.body.data).toHaveLength(3);
    expect([first.body.total, rest.body.total]).toEqual([total, total]);
    expect([...first.body.data, ...rest.body.data]).toEqual(all.body.data);
    const food = await get(
      admin,
      `/location/all/keywords/category/food/occurrences?${january}&limit=1`,
    );
    expect(food.body.data).toHaveLength(1);
    expect(food.body.total).toBeGreaterThan(1);
  });

  it('summarises and details one keyword', async () => {
    const top = await get(admin, `/location/all/keywords/summary?${january}`);
    const waiter = top.body.data.find((k: { keyword: string }) => k.keyword === 'waiter');
    expect(waiter).toMatchObject({ mentions: 2, category: 'service' });
    const details = await get(admin, `/location/all/keywords/Waiter/details?${january}`);
    expect(details.body.data).toMatchObject({ keyword: 'waiter', mentions: 2 });
    expect(details.body.data.categories).toEqual([{ category: 'service', mentions: 2 }]);
    expect(details.body.data.first_seen).toBe('2026-01-05T19:00:00.000Z');
  });

  it('leaves dishes and staff to their screens: no keyword is a catalogue name or its words', async () => {
    const top = await get(admin, '/location/all/keywords/summary');
    const words = top.body.data.map((k: { keyword: string }) => k.keyword);
    expect(words.length).toBeGreaterThan(0);
    for (const name of ['tiramisu', 'burger', 'marco', 'julie']) expect(words).not.toContain(name);
    const menu = await get(admin, '/location/all/menu/insights');
    const tiramisu = menu.body.data.find((m: { item: string }) => m.item === 'Tiramisu');
    expect(tiramisu).toMatchObject({ mentions: 3 });
  });

  it('keeps keywords from Managers (Admin screen) and checks the category', async () => {
    expect((await get(manager, `/location/${alpha}/keywords/all/occurrences`)).code).toBe(403);
    expect((await get(admin, '/location/all/keywords/category/nonsense/occurrences')).code).toBe(
      400,
    );
  });
});

describe('menu insights', () => {
  it('counts mentions and sentiment, compares with the period before, and gives snippets', async () => {
    const res = await get(
      boh,
      `/location/all/menu/insights?startDate=2026-03-01&endDate=2026-03-28`,
    );
    expect(res.code).toBe(200);
    const byItem = Object.fromEntries(res.body.data.map((r: { item: string }) => [r.item, r]));
    expect(byItem.Tiramisu).toMatchObject({
      mentions: 2,
      positive: 2,
      previous_mentions: 1,
      change: 100,
    });
    expect(byItem.Tiramisu.snippets[0]).toMatchObject({
      snippet: 'Great tiramisu and a lovely terrace.',
    });
    expect(byItem.Burger).toMatchObject({
      mentions: 1,
      negative: 1,
      previous_mentions: 0,
      change: null,
    });
  });
});

describe('staff insights', () => {
  it('lists mentions and per-person performance, with Unknown Location for a person without one', async () => {
    const mentions = await get(admin, `/location/all/staff/mentions?${march}`);
    expect(mentions.body.data.map((m: { name: string }) => m.name).sort()).toEqual([
      'Julie Martin',
      'Marco Rossi',
      'Marco Rossi',
    ]);
    const perf = await get(admin, '/location/all/staff/performance/from/2026-03-01/to/2026-03-31');
    const byName = Object.fromEntries(perf.body.data.map((r: { name: string }) => [r.name, r]));
    expect(byName['Marco Rossi']).toMatchObject({
      mentions: 2,
      positive: 1,
      negative: 1,
      location_name: 'Alpha',
    });
    expect(byName['Julie Martin']).toMatchObject({
      mentions: 1,
      location_name: 'Unknown Location',
    });
  });

  it('shows a Manager only their locations', async () => {
    const res = await get(manager, `/location/${alpha}/staff/mentions`);
    expect(res.body.data.every((m: { location_id: string }) => m.location_id === alpha)).toBe(true);
    expect((await get(manager, `/location/${bravo}/staff/mentions`)).code).toBe(404);
  });

  it('gives one page per person with mentions over time', async () => {
    const res = await get(admin, `/staff-member/${marco}/profile?${march}`);
    expect(res.code).toBe(200);
    expect(res.body.data.member).toMatchObject({
      name: 'Marco Rossi',
      role: 'server',
      location_name: 'Alpha',
    });
    expect(res.body.data).toMatchObject({ mentions: 2, positive: 1, negative: 1 });
    expect(res.body.data.timeline.map((p: { period: string }) => p.period)).toEqual([
      '2026-03-10',
      '2026-03-12',
    ]);
    expect(res.body.data.recent).toHaveLength(2);
  });
});

describe('catalogue management', () => {
  it('lets the kitchen add, edit, import and delete menu items, refusing generic words, and re-analyses', async () => {
    const byAdmin = await t.call('POST', '/v1/menu-item', {
      token: boh,
      body: { name: 'Soupe à l’oignon', aliases: ['onion soup', 'Onion Soup'] },
    });
    expect(byAdmin.json().data).toMatchObject({
      name: 'Soupe à l’oignon',
      aliases: ['Onion Soup'],
    });
    const generic = await t.call('POST', '/v1/menu-item', {
      token: admin,
      body: { name: 'Drinks' },
    });
    expect(generic.statusCode).toBe(400);
    const id = byAdmin.json().data.id;
    const edited = await t.call('PUT', `/v1/menu-item/${id}`, {
      token: admin,
      body: { name: 'Soupe à l’oignon gratinée', aliases: ['onion soup'] },
    });
    expect(edited.json().data.name).toBe('Soupe à l’oignon gratinée');
    await arrive('Bravo', 'Une crème brûlée parfaite.', '2026-03-20T12:00:00Z', 5);
    const imported = await t.call('POST', '/v1/menu-item/import', {
      token: admin,
      body: { names: 'Crème brûlée\nburger\nfood\n\nTarte Tatin' },
    });
    expect(imported.json().data).toEqual({ created: 2, skipped: 2 });
    const progress = await get(admin, '/analysis/progress');
    // Only the reviews that may name the new items are analysed again.
    expect(progress.body.data).toMatchObject({
      reason: 'menu',
      status: 'running',
      done: 0,
      total: 1,
    });
    expect((await t.call('DELETE', `/v1/menu-item/${id}`, { token: admin })).statusCode).toBe(200);
    const names = (await get(boh, '/menu-item')).body.data.map((m: { name: string }) => m.name);
    expect(names).toEqual(['Burger', 'Crème brûlée', 'Tarte Tatin', 'Tiramisu']);
  });

  it('keeps the roster: Admins edit, Managers read their locations and the restaurant-wide people', async () => {
    const created = await t.call('POST', '/v1/staff-member', {
      token: admin,
      body: { name: 'Zoé Lambert', role: 'chef', aliases: ['Zozo'], location_id: bravo },
    });
    expect(created.json().data).toMatchObject({ name: 'Zoé Lambert', location_name: 'Bravo' });
    expect(
      (await t.call('POST', '/v1/staff-member', { token: manager, body: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    const seen = (await get(manager, '/staff-member')).body.data.map(
      (s: { name: string }) => s.name,
    );
    expect(seen).toEqual(['Julie Martin', 'Marco Rossi']);
    const id = created.json().data.id;
    expect((await get(manager, `/staff-member/${id}/profile`)).code).toBe(404);
    const moved = await t.call('PUT', `/v1/staff-member/${id}`, {
      token: admin,
      body: { name: 'Zoé Lambert', role: 'chef', location_id: null },
    });
    expect(moved.json().data.location_name).toBe('Unknown Location');
    expect((await t.call('DELETE', `/v1/staff-member/${id}`, { token: admin })).statusCode).toBe(
      200,
    );
    const [gone] = await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, id));
    expect(gone).toBeUndefined();
  });
});
