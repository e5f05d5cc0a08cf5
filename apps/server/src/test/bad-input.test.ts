import { TIME_ZONES } from '@tableside/domain/time-zones';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Finding 7 of issue #31: NUL characters, impossible dates and unknown time zones once reached
 * PostgreSQL and came back as 500s. Each is now a 400 `validation_failed` naming the field, and
 * changes nothing.
 */
let t: TestApp;
let admin: string;

const count = async (table: string) =>
  Number((await t.database.execute(`select count(*)::int as n from ${table}`)).rows[0]?.n);

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
  const body = res.json() as { code: string; message: string };
  expect(body.code).toBe('validation_failed');
  expect(body.message).toContain(field);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

describe('NUL characters', () => {
  it('are refused in the unauthenticated login, before any query', async () => {
    const res = await t.call('POST', '/v1/auth/login', {
      body: { username: 'admin\u0000', password: 'whatever-password' },
    });
    expectRefused(res, 'username');
  });

  it('are refused in query strings, path parameters, body texts and body keys', async () => {
    expectRefused(
      await t.call('GET', '/v1/location/all/review?search=a%00b', { token: admin }),
      'search',
    );
    expectRefused(
      await t.call('GET', '/v1/location/all/keywords/pa%00in/details', { token: admin }),
      'keyword',
    );
    const items = await count('menu_items');
    expectRefused(
      await t.call('POST', '/v1/menu-item', { token: admin, body: { name: 'Tarte\u0000' } }),
      'name',
    );
    expectRefused(
      await t.call('POST', '/v1/menu-item', {
        token: admin,
        body: { name: 'Tarte', extra: { 'k\u0000': 1 } },
      }),
      'extra',
    );
    expect(await count('menu_items')).toBe(items);
  });
});

describe('impossible dates', () => {
  it.each([
    '/v1/location/all/review?startDate=2026-02-30',
    '/v1/location/all/review/metrics?startDate=2026-13-01&endDate=2026-12-31',
    '/v1/location/all/review/metrics/series?startDate=2026-01-01&endDate=2026-02-30',
    '/v1/location/all/menu/insights?startDate=0000-01-01',
    '/v1/location/all/staff/performance/from/2026-02-30/to/2026-03-01',
  ])('are refused on the read %s', async (url) => {
    const res = await t.call('GET', url, { token: admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });

  it('are refused as a review date entered by hand, and nothing is stored', async () => {
    const before = await count('reviews');
    for (const review_date of [
      '0000-01-01T00:00:00Z',
      '2026-02-30T10:00:00Z',
      '9999-01-01T00:00:00Z',
    ]) {
      const res = await t.call('POST', `/v1/location/${t.fx.loc('Alpha').id}/google/review`, {
        token: admin,
        body: { rating: 4, text: 'Fine', review_date },
      });
      expectRefused(res, 'review_date');
    }
    expect(await count('reviews')).toBe(before);
  });
});

describe('time zones', () => {
  const restaurant = () => t.fx.restaurants.maison.id;
  const stored = async () =>
    (await t.database.execute(`select timezone from restaurants where id = $1`, [restaurant()]))
      .rows[0]?.timezone;

  it.each(['US/Pacific-New', 'Mars/Olympus', ''])('refuses %j and keeps the zone', async (zone) => {
    const before = await stored();
    const res = await t.call('PUT', `/v1/restaurant/${restaurant()}`, {
      token: admin,
      body: { timezone: zone },
    });
    expectRefused(res, 'timezone');
    expect(await stored()).toBe(before);
  });

  it('accepts a real zone', async () => {
    const res = await t.call('PUT', `/v1/restaurant/${restaurant()}`, {
      token: admin,
      body: { timezone: 'Asia/Kolkata' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toBe('Asia/Kolkata');
  });

  it('accepts only zones the database knows', async () => {
    const { rows } = await t.database.execute(
      `select zone from unnest($1::text[]) as zone
        where not exists (select 1 from pg_timezone_names n where n.name = zone)`,
      [TIME_ZONES],
    );
    expect(rows.map((r) => r.zone)).toEqual([]);
  });
});
