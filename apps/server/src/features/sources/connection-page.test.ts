import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSourceConnectionPage, TSourcesSummary } from '@tableside/domain/schemas/sources';
import { locations, replyPosts, reviews, sourceConnections } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The review sources panel of a chain (`GET /v1/restaurant/:id/sources/summary` and
 * `…/sources/connections`): Maison's 33 locations on Google and Yelp, counted by state and read a
 * page at a time, searched, filtered; another restaurant's connections never show.
 */
let t: TestApp;
let admin: string;
let maison: string;
const CITIES = [
  { name: 'Montréal', street: 'Rue Saint-Denis' },
  { name: 'Québec', street: 'Côte de la Fabrique' },
];

beforeAll(async () => {
  t = await createTestApp();
  maison = t.fx.restaurants.maison.id;
  admin = (await t.login('admin')).token;
  const superToken = (await t.login('super')).token;
  await t.call('PUT', `/v1/restaurant/${maison}/integrations`, {
    token: superToken,
    body: { integrations: ['Google', 'Yelp'] },
  });
  const chain = await t.database.db
    .insert(locations)
    .values(
      CITIES.flatMap((city) =>
        Array.from({ length: 15 }, (_, i) => ({
          restaurantId: maison,
          name: `${city.name} ${String(i + 1).padStart(2, '0')}`,
          address: `${i + 1} ${city.street}, ${city.name}, QC`,
        })),
      ),
    )
    .returning();
  const at = (name: string) =>
    chain.find((l) => l.name === name) ?? (t.fx.loc(name) as { id: string; restaurantId: string });
  const connection = (
    name: string,
    source: string,
    fields: Partial<typeof sourceConnections.$inferInsert>,
  ) => ({
    restaurantId: at(name).restaurantId,
    locationId: at(name).id,
    source,
    externalLocation: `ext-${name}-${source}`,
    ...fields,
  });
  await t.database.db
    .insert(sourceConnections)
    .values([
      connection('Montréal 01', 'google', { lastError: 'Google refused the token' }),
      connection('Québec 02', 'yelp', { status: 'revoked' }),
      connection('Montréal 03', 'google', {}),
      connection('Bravo', 'google', {}),
      connection('Charlie', 'yelp', { status: 'disconnected' }),
      connection('Other One', 'google', { lastError: 'Other secret error' }),
    ]);
  for (let i = 0; i < 2; i++)
    await t.database.db.insert(reviews).values({
      restaurantId: maison,
      locationId: at('Montréal 03').id,
      source: 'google',
      externalId: `m03-${i}`,
      rating: 5,
      reviewDate: new Date(),
    });
  // Bravo's Google connection syncs, but Google refused a reply for good.
  const refused = await createReview(t, { location: 'Bravo', rating: 2 });
  await t.database.db.insert(replyPosts).values({
    reviewId: refused.id,
    restaurantId: maison,
    text: 'Sorry',
    idempotencyKey: 'refused-1',
    channel: 'google',
    state: 'failed',
    lastError: 'Google refused the reply',
  });
});
afterAll(() => t.close());

const base = (id = maison) => `/v1/restaurant/${id}/sources`;
async function page(query: string, token = admin): Promise<TSourceConnectionPage> {
  const res = await t.call('GET', `${base()}/connections?${query}`, { token });
  expect(res.statusCode, `${query} ${res.body}`).toBe(200);
  return res.json().data;
}
const rows = (p: TSourceConnectionPage) =>
  p.items.map((i) => `${i.location_name}/${i.platform}/${i.state}`);

describe('the review sources panel of a chain', () => {
  it('counts each platform’s locations by state, for the platforms in the plan', async () => {
    const res = await t.call('GET', `${base()}/summary`, { token: admin });
    expect(res.statusCode).toBe(200);
    const summary = res.json().data as TSourcesSummary;
    expect(summary.location_count).toBe(33);
    const counts = Object.fromEntries(summary.platforms.map((p) => [p.platform, p.counts]));
    expect(counts.google).toEqual({ attention: 2, not_connected: 30, connected: 1 });
    expect(counts.yelp).toEqual({ attention: 1, not_connected: 32, connected: 0 });
    // Not in the plan or not enabled: nothing to count.
    expect(counts.instagram).toEqual({ attention: 0, not_connected: 0, connected: 0 });
    expect(summary.platforms.find((p) => p.platform === 'google')?.availability).toBe('available');
  });

  it('pages every location on every usable platform, the ones needing attention first', async () => {
    const first = await page('');
    expect(first.total).toBe(66);
    expect(first.items).toHaveLength(25);
    expect(rows(first).slice(0, 4)).toEqual([
      'Bravo/google/attention',
      'Montréal 01/google/attention',
      'Québec 02/yelp/attention',
      'Alpha/google/not_connected',
    ]);
    const bravo = first.items[0]!;
    expect(bravo).toMatchObject({
      status: 'connected',
      replies_failed: 1,
      last_reply_error: 'Google refused the reply',
      location_address: null,
    });
    expect(first.items[1]).toMatchObject({
      last_error: 'Google refused the token',
      location_address: '1 Rue Saint-Denis, Montréal, QC',
    });
    const seen: string[] = [];
    for (let offset = 0; offset < 66; offset += 25)
      seen.push(...rows(await page(`offset=${offset}`)));
    expect(new Set(seen).size).toBe(66);
    expect(seen.at(-1)).toBe('Montréal 03/google/connected');
    expect(await page('offset=66')).toEqual({ total: 66, items: [] });
    // By name only: each location's platforms side by side.
    expect(rows(await page('sort=name&limit=3'))).toEqual([
      'Alpha/google/not_connected',
      'Alpha/yelp/not_connected',
      'Bravo/google/attention',
    ]);
  });

  it('filters by platform and by state, and counts what matches', async () => {
    expect((await page('platform=yelp')).total).toBe(33);
    expect(rows(await page('platform=google&state=attention'))).toEqual([
      'Bravo/google/attention',
      'Montréal 01/google/attention',
    ]);
    const connected = await page('state=connected');
    expect(rows(connected)).toEqual(['Montréal 03/google/connected']);
    expect(connected.items[0]?.review_count).toBe(2);
    expect(connected.items[0]?.next_sync_at).toBeNull();
    expect((await page('state=not_connected')).total).toBe(62);
    // Charlie disconnected from Yelp counts as not connected.
    expect(rows(await page('search=charlie&platform=yelp'))).toEqual([
      'Charlie/yelp/not_connected',
    ]);
    expect((await page('platform=google,yelp,google')).total).toBe(66);
    // A platform outside the plan or not enabled has no connections to page.
    expect(await page('platform=instagram')).toEqual({ total: 0, items: [] });
  });

  it('searches the location’s name and address, every word, accents and case aside', async () => {
    expect((await page('search=quebec&limit=100')).total).toBe(30);
    expect((await page(`search=${encodeURIComponent('MONTRÉAL')}&limit=100`)).total).toBe(30);
    expect(rows(await page(`search=${encodeURIComponent('saint-denis montreal 07')}`))).toEqual([
      'Montréal 07/google/not_connected',
      'Montréal 07/yelp/not_connected',
    ]);
    expect(
      rows(await page(`search=${encodeURIComponent('côte FABRIQUE 02')}&state=attention`)),
    ).toEqual(['Québec 02/yelp/attention']);
    expect(await page('search=%25')).toEqual({ total: 0, items: [] });
  });

  it('never shows another restaurant’s connections, and keeps to Admins', async () => {
    const everything = JSON.stringify(await page('search=o&limit=100'));
    expect(everything).not.toContain('Other');
    expect(everything).not.toContain(t.fx.loc('Other One').id);
    const other = t.fx.restaurants.other.id;
    for (const path of [`${base(other)}/connections`, `${base(other)}/summary`]) {
      const res = await t.call('GET', path, { token: admin });
      expect([403, 404], path).toContain(res.statusCode);
      expect(res.body).not.toContain('Other secret');
    }
    const manager = (await t.login('manager')).token;
    expect((await t.call('GET', `${base()}/connections`, { token: manager })).statusCode).toBe(403);
    expect((await t.call('GET', `${base()}/summary`)).statusCode).toBe(401);
    // The SuperAdmin reads any restaurant's.
    const superToken = (await t.login('super')).token;
    const theirs = await t.call('GET', `${base(other)}/connections?state=attention`, {
      token: superToken,
    });
    expect(rows(theirs.json().data)).toEqual(['Other One/google/attention']);
  });

  it('answers bad paging and filters with a 400 naming the field', async () => {
    for (const [bad, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1e9', 'offset'],
      ['platform=myspace', 'platform'],
      ['platform=google,', 'platform'],
      ['state=broken', 'state'],
      ['sort=stars', 'sort'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ]) {
      const res = await t.call('GET', `${base()}/connections?${bad}`, { token: admin });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('validation_failed');
      expect(JSON.stringify(res.json().details), bad).toContain(field);
    }
    const nul = await t.call('GET', `${base()}/connections?search=a%00b`, { token: admin });
    expect(nul.statusCode).toBe(400);
  });
});
