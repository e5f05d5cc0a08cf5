import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The console's Users screen (`GET /v1/auth/user/page`) over the fixture's 7 users and 30 more:
 * every restaurant's users, searched, filtered, sorted and paged by the server, for the
 * SuperAdmin alone.
 */
type Item = {
  id: string;
  username: string;
  email: string;
  location_name: string | null;
  restaurant_id: string | null;
  roles: { name: string }[];
};
type Page = { total: number; items: Item[] };

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { maison, growth } = t.fx.restaurants;
  // 20 of Maison's (Bravo and Charlie in turn), 10 of Growth Co's; Managers and BOH in turn.
  const staff = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: 30 }, (_, n) => {
        const i = n + 1;
        const own = i <= 20;
        return {
          username: `staff-${String(i).padStart(2, '0')}`,
          email: `staff${i}@chain.test`,
          firstname: i % 3 === 0 ? 'Hélène' : 'Marc',
          lastname: i % 2 === 0 ? 'Côté' : 'Roy',
          restaurantId: own ? maison.id : growth.id,
          locationId: own ? t.fx.loc(i % 2 ? 'Bravo' : 'Charlie').id : t.fx.loc('Growth One').id,
        };
      }),
    )
    .returning();
  const role = (name: string) => t.fx.roles.find((r) => r.name === name)?.id as string;
  await t.database.db
    .insert(userRoles)
    .values(staff.map((u, n) => ({ userId: u.id, roleId: role(n % 2 === 0 ? 'Manager' : 'BOH') })));
  for (const user of ['super', 'admin', 'manager', 'boh', 'norole', 'otheradmin'])
    tokens[user] = (await t.login(user)).token;
});
afterAll(() => t.close());

async function page(query: string, headers?: Record<string, string>) {
  const res = await t.call('GET', `/v1/auth/user/page?${query}`, { token: tokens.super, headers });
  expect(res.statusCode, `${query} ${res.body}`).toBe(200);
  return res.json().data as Page;
}
const usernames = (p: Page) => p.items.map((i) => i.username);

/** Every page of a query, in turn, with the total each one gave. */
async function allPages(query: string, limit: number) {
  const items: Item[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += limit) {
    const p = await page(`${query}&limit=${limit}&offset=${offset}`);
    totals.add(p.total);
    if (p.items.length === 0) break;
    items.push(...p.items);
  }
  return { items, totals: [...totals] };
}

describe('the console’s users, a page at a time', () => {
  it('pages the full list’s users by username, the same records, 25 at first', async () => {
    const full = (await t.call('GET', '/v1/auth/user', { token: tokens.super })).json()
      .data as Item[];
    expect(full).toHaveLength(37);
    const { items, totals } = await allPages('sort=username', 10);
    expect(totals).toEqual([37]);
    expect(items).toEqual(full);
    const first = await page('');
    expect(first.total).toBe(37);
    expect(first.items).toHaveLength(25);
    expect(usernames(first).slice(0, 3)).toEqual(['admin', 'boh', 'growthadmin']);
    expect(usernames(await page('order=desc&limit=2'))).toEqual(['super', 'staff-30']);
  });

  it('sorts by every column without repeating or losing a user across pages', async () => {
    for (const sort of ['email', 'name', 'location', 'restaurant', 'role'])
      for (const order of ['asc', 'desc']) {
        const whole = await page(`sort=${sort}&order=${order}&limit=100`);
        const paged = await allPages(`sort=${sort}&order=${order}`, 7);
        expect(
          paged.items.map((i) => i.id),
          `${sort} ${order}`,
        ).toEqual(whole.items.map((i) => i.id));
        expect(new Set(paged.items.map((i) => i.id)).size).toBe(37);
      }
    // No location or restaurant (the SuperAdmin) comes last either way.
    for (const order of ['asc', 'desc']) {
      expect(usernames(await page(`sort=location&order=${order}&limit=100`)).at(-1)).toBe('super');
      expect(usernames(await page(`sort=restaurant&order=${order}&limit=100`)).at(-1)).toBe(
        'super',
      );
    }
    const byLocation = await page('sort=location&limit=3');
    expect(byLocation.items.map((i) => i.location_name)).toEqual(['Alpha', 'Alpha', 'Alpha']);
    expect(usernames(byLocation)).toEqual(['admin', 'manager', 'norole']);
    const byRole = await page('sort=role&order=desc&limit=100');
    expect(byRole.items[0]?.roles.map((r) => r.name)).toEqual(['SuperAdmin']);
    // A user without a role comes last.
    expect(usernames(byRole).at(-1)).toBe('norole');
    const byName = await page('sort=name&limit=2');
    expect(byName.items.map((i) => i.username)).toEqual(['admin', 'boh']);
  });

  it('searches username, e-mail, name, location and restaurant, accents and case aside', async () => {
    // Hélène Côté: every sixth of the 30.
    const helene = await page(`search=${encodeURIComponent('helene COTE')}&limit=100`);
    expect(usernames(helene)).toEqual(['staff-06', 'staff-12', 'staff-18', 'staff-24', 'staff-30']);
    expect(helene.total).toBe(5);
    expect(usernames(await page('search=STAFF1%40chain.test'))).toEqual(['staff-01']);
    expect(usernames(await page('search=staff1'))).toEqual([
      'staff-01',
      'staff-10',
      'staff-11',
      'staff-12',
      'staff-13',
      'staff-14',
      'staff-15',
      'staff-16',
      'staff-17',
      'staff-18',
      'staff-19',
    ]);
    expect((await page('search=charlie')).total).toBe(10);
    expect((await page(`search=${encodeURIComponent('growth co')}`)).total).toBe(11);
    expect(usernames(await page(`search=${encodeURIComponent('other one')}`))).toEqual([
      'otheradmin',
    ]);
    // Wildcards are taken literally; a blank search is no search.
    expect(await page('search=%25')).toEqual({ total: 0, items: [] });
    expect(await page('search=_')).toEqual({ total: 0, items: [] });
    expect((await page('search=%20%20')).total).toBe(37);
    expect(await page('search=helene&offset=10')).toEqual({ total: 10, items: [] });
  });

  it('narrows to a role and a restaurant, named or acted on', async () => {
    const { maison, growth, other } = t.fx.restaurants;
    const managers = await page('role=Manager&limit=100');
    expect(managers.total).toBe(16);
    expect(managers.items.every((u) => u.roles.some((r) => r.name === 'Manager'))).toBe(true);
    expect(usernames(await page('role=SuperAdmin'))).toEqual(['super']);
    const growthBoh = await page(`restaurant_id=${growth.id}&role=BOH&limit=100`);
    expect(growthBoh.total).toBe(5);
    expect(growthBoh.items.every((u) => u.restaurant_id === growth.id)).toBe(true);
    expect((await page(`restaurant_id=${maison.id}&limit=100`)).total).toBe(24);
    expect(usernames(await page(`restaurant_id=${other.id}`))).toEqual(['otheradmin']);
    // Acting on a restaurant narrows it as GET /auth/user does, and keeps to it: the database
    // shows that restaurant's rows alone, whatever restaurant_id names.
    const acting = { 'x-restaurant-id': other.id };
    expect(usernames(await page('', acting))).toEqual(['otheradmin']);
    expect(await page(`restaurant_id=${growth.id}`, acting)).toEqual({ total: 0, items: [] });
  });

  it('is the SuperAdmin’s alone: every other role is refused, nobody signed out reaches it', async () => {
    for (const user of ['admin', 'manager', 'boh', 'norole', 'otheradmin']) {
      const res = await t.call('GET', '/v1/auth/user/page', { token: tokens[user] });
      expect(res.statusCode, user).toBe(403);
      expect(res.json().code, user).toBe('forbidden');
      expect(res.body, user).not.toContain('staff-');
      // An Admin naming their own restaurant is still refused.
      const own = await t.call(
        'GET',
        `/v1/auth/user/page?restaurant_id=${t.fx.restaurants.maison.id}`,
        {
          token: tokens[user],
        },
      );
      expect(own.statusCode, user).toBe(403);
    }
    expect((await t.call('GET', '/v1/auth/user/page')).statusCode).toBe(401);
    // The older list still answers the Admin their own restaurant's users.
    const older = await t.call('GET', '/v1/auth/user', { token: tokens.admin });
    expect(older.statusCode).toBe(200);
    expect(older.json().data).toHaveLength(24);
  });

  it('answers bad paging, sorting, filtering and searching with a 400 naming the field', async () => {
    for (const [bad, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1e9', 'offset'],
      ['sort=password', 'sort'],
      ['order=up', 'order'],
      ['role=Owner', 'role'],
      ['role=User', 'role'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['restaurant_id=maison', 'restaurant_id'],
    ]) {
      const res = await t.call('GET', `/v1/auth/user/page?${bad}`, { token: tokens.super });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('validation_failed');
      expect(JSON.stringify(res.json().details), bad).toContain(field);
    }
    const nul = await t.call('GET', '/v1/auth/user/page?search=a%00b', { token: tokens.super });
    expect(nul.statusCode).toBe(400);
  });
});
