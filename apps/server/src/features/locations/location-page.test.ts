import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The Administration locations panel's page (`GET /v1/location/page`) on a chain of 33
 * locations: the same locations as the full list, paged, sorted and searched by the server.
 */
type Item = { id: string; name: string; review_count: number; address: string | null };
type Page = { total: number; items: Item[] };

let t: TestApp;
const tokens: Record<string, string> = {};
const CITIES = [
  { name: 'Montréal', street: 'Rue Saint-Denis' },
  { name: 'Québec', street: 'Côte de la Fabrique' },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(locations).values(
    CITIES.flatMap((city) =>
      Array.from({ length: 15 }, (_, i) => ({
        restaurantId: t.fx.restaurants.maison.id,
        name: `${city.name} ${String(i + 1).padStart(2, '0')}`,
        address: `${i + 1} ${city.street}, ${city.name}, QC`,
      })),
    ),
  );
  for (const [location, n] of [
    ['Bravo', 3],
    ['Charlie', 2],
  ] as const)
    for (let i = 0; i < n; i++) await createReview(t, { location, rating: 4 });
  for (const user of ['admin', 'boh', 'manager', 'super'])
    tokens[user] = (await t.login(user)).token;
});
afterAll(() => t.close());

async function page(query: string, user = 'admin', headers?: Record<string, string>) {
  const res = await t.call('GET', `/v1/location/page?${query}`, { token: tokens[user], headers });
  expect(res.statusCode, `${user} ${query} ${res.body}`).toBe(200);
  return res.json().data as Page;
}
const names = (p: Page) => p.items.map((i) => i.name);

/** Every page of a query, in turn, with the total each one gave. */
async function allPages(query: string, limit: number, user = 'admin') {
  const items: Item[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += limit) {
    const p = await page(`${query}&limit=${limit}&offset=${offset}`, user);
    totals.add(p.total);
    if (p.items.length === 0) break;
    items.push(...p.items);
  }
  return { items, totals: [...totals] };
}

describe('a chain’s locations, a page at a time', () => {
  it('pages the full list’s locations (without All) by name, with their review counts', async () => {
    const full = (await t.call('GET', '/v1/location', { token: tokens.admin })).json()
      .data as Item[];
    const own = full.filter((l) => l.id !== 'all');
    expect(own).toHaveLength(33);
    const { items, totals } = await allPages('sort=name', 10);
    expect(totals).toEqual([33]);
    expect(items.map((i) => i.id)).toEqual(own.map((l) => l.id));
    for (const item of items)
      expect(item.review_count).toBe(own.find((l) => l.id === item.id)?.review_count);
    const first = await page('');
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toEqual({
      id: t.fx.loc('Alpha').id,
      name: 'Alpha',
      restaurant_id: t.fx.restaurants.maison.id,
      website: null,
      address: null,
      review_count: own[0]?.review_count,
    });
    expect(names(await page('order=desc&limit=2'))).toEqual(['Québec 15', 'Québec 14']);
  });

  it('sorts by reviews and by creation without repeating or losing a location across pages', async () => {
    const own = (
      (await t.call('GET', '/v1/location', { token: tokens.admin })).json().data as Item[]
    ).filter((l) => l.id !== 'all');
    // Busiest first; equal counts fall back to the name, so the rest read A–Z.
    const byCount = (dir: 1 | -1) =>
      [...own]
        .sort((a, b) => dir * (a.review_count - b.review_count) || (a.name < b.name ? -1 : 1))
        .map((l) => [l.name, l.review_count]);
    const busiest = await allPages('sort=reviews&order=desc', 4);
    expect(busiest.items.map((i) => [i.name, i.review_count])).toEqual(byCount(-1));
    expect(busiest.items.slice(0, 2).map((i) => i.name)).toEqual(['Bravo', 'Charlie']);
    const quietest = await allPages('sort=reviews&order=asc', 7);
    expect(quietest.items.map((i) => [i.name, i.review_count])).toEqual(byCount(1));
    const newest = await page('sort=created&order=desc&limit=33');
    expect(names(newest).slice(-3).sort()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('searches name and address, every word, accents and case aside', async () => {
    const quebec = await page('search=quebec&limit=100');
    expect(quebec.total).toBe(15);
    expect(names(quebec).every((n) => n.startsWith('Québec '))).toBe(true);
    // The street and the city are in the address only.
    const street = await page(`search=${encodeURIComponent('saint-denis MONTRÉAL 1')}`);
    expect(names(street)).toEqual([
      'Montréal 01',
      'Montréal 10',
      'Montréal 11',
      'Montréal 12',
      'Montréal 13',
      'Montréal 14',
      'Montréal 15',
    ]);
    expect(street.total).toBe(7);
    expect(names(await page(`search=${encodeURIComponent('cote fabrique 07')}`))).toEqual([
      'Québec 07',
    ]);
    expect(names(await page('search=RAV'))).toEqual(['Bravo']);
    // Wildcards are taken literally; a blank search is no search.
    expect(await page('search=%25')).toEqual({ total: 0, items: [] });
    expect(await page('search=_')).toEqual({ total: 0, items: [] });
    expect((await page('search=%20%20')).total).toBe(33);
    expect(await page('search=quebec&offset=15')).toEqual({ total: 15, items: [] });
  });

  it('keeps to the caller’s locations and restaurant', async () => {
    expect(await page('', 'manager')).toEqual({
      total: 1,
      items: [expect.objectContaining({ name: 'Alpha' })],
    });
    expect((await page('', 'boh')).total).toBe(33);
    // An Admin naming another restaurant still gets their own.
    const other = t.fx.restaurants.other.id;
    const admin = await page(`restaurant_id=${other}&search=one`);
    expect(admin).toEqual({ total: 0, items: [] });
    // A SuperAdmin: the restaurant acted on, the one named, or every restaurant's.
    const growth = { 'x-restaurant-id': t.fx.restaurants.growth.id };
    expect(names(await page('', 'super', growth))).toEqual(['Growth One']);
    expect(names(await page(`restaurant_id=${other}`, 'super'))).toEqual(['Other One']);
    expect((await page('limit=100', 'super')).total).toBe(35);
  });

  it('answers bad paging, sorting and searching with a 400 naming the field', async () => {
    for (const [bad, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1.5', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1e9', 'offset'],
      ['sort=stars', 'sort'],
      ['order=up', 'order'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['restaurant_id=maison', 'restaurant_id'],
    ]) {
      const res = await t.call('GET', `/v1/location/page?${bad}`, { token: tokens.admin });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('validation_failed');
      expect(JSON.stringify(res.json().details), bad).toContain(field);
    }
    const nul = await t.call('GET', '/v1/location/page?search=a%00b', { token: tokens.admin });
    expect(nul.statusCode).toBe(400);
    expect((await t.call('GET', '/v1/location/page')).statusCode).toBe(401);
  });
});
