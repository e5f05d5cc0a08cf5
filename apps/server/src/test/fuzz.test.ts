import { TIME_ZONES } from '@tableside/domain/time-zones';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, documentedEndpoints, type Endpoint, type TestApp } from './harness.ts';

/**
 * Every endpoint fuzzed with generated bodies, queries and path parameters: never a 5xx,
 * always a structured error, and a refused request changes nothing. Fixed seed and bounded
 * runs in CI; FUZZ_RUNS=2000 FUZZ_SEED=<n> for a longer hunt.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'prototype', 'hasOwnProperty'];
const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31',
  '2026-2-3',
  '1899-12-31',
];
const BAD_INSTANTS = ['0000-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '275760-09-13T00:00:00Z'];
const BAD_ZONES = ['US/Pacific-New', 'Mars/Olympus', '', 'UTC+25', 'Europe/Paris\u0000'];

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    'a\u0000b',
    'NaN',
    '{}',
    'all',
    '=HYPERLINK("http://x","y")',
    ...PROTOTYPE_KEYS,
  ),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom(...BAD_DATES, ...BAD_INSTANTS, '2026-03-01', '2026-03-01T10:00:00Z'),
  fc.constantFrom(...BAD_ZONES, 'Europe/Paris'),
  fc.constantFrom(...TIME_ZONES),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), 1e308, -1e308, 0.5, 2 ** 63, 1e21),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
);
const FIELDS = [
  'username',
  'password',
  'current_password',
  'token',
  'email',
  'name',
  'firstname',
  'roles',
  'location_id',
  'restaurant_id',
  'subscription_tier_id',
  'integrations',
  'auto_approve_reviews',
  'auto_approval_minutes_delay',
  'level',
  'price_monthly',
  'enabled',
  'location_ids',
  'id',
  'timezone',
  'review_date',
  'startDate',
  'endDate',
  'rating',
  'text',
  'reviews',
  'user_query',
  ...PROTOTYPE_KEYS,
];
const key = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 }));

/**
 * JSON text rather than a JS object: an own `__proto__` key survives only when written out,
 * and that is what an attacker sends. Objects nest two levels deep.
 */
const objectText = (inner: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(key, inner), { maxLength: 6 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
const scalarText = nasty.map((v) => JSON.stringify(v));
const valueText: fc.Arbitrary<string> = fc.oneof(
  scalarText,
  fc.array(scalarText, { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
  objectText(scalarText),
  objectText(objectText(scalarText)),
);
const body = fc.oneof(
  objectText(valueText),
  objectText(valueText).map((o) => `[${o}]`),
  valueText,
  fc.constant(undefined),
);

const QUERY_KEYS = [
  'restaurant_id',
  'code',
  'state',
  'lang',
  'limit',
  'offset',
  'startDate',
  'endDate',
  'compareStartDate',
  'compareEndDate',
  'preset',
  'search',
  'rating',
  'confirm_name',
  'file_name',
  'review_ids',
  'timezone',
  ...PROTOTYPE_KEYS,
];
const queryValue = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.constantFrom(...BAD_DATES, ...BAD_ZONES, '2026-03-01', 'a\u0000b', '1e308', '-1'),
);

let t: TestApp;
let endpoints: Endpoint[];
let token: string;
let superToken: string;
/** Real values for each path parameter, from the fixture, so requests also reach the services. */
let realParams: Record<string, string[]>;

/** One value for a path parameter: a real one, one of the bad ones, or anything. */
const paramValue = (name: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(realParams[name] ?? ['all'])) },
    fc.constantFrom(...BAD_DATES, '\u0000', 'a\u0000b', '-1', '1e308', '99999999999999999999'),
    fc.constantFrom(...PROTOTYPE_KEYS),
    nasty.map((v) => String(v)),
  );

const checksum = async () =>
  (
    await t.database.execute(`select md5(
      (select coalesce(string_agg(r::text, '|' order by r.id), '') from restaurants r) ||
      (select coalesce(string_agg(l::text, '|' order by l.id), '') from locations l) ||
      (select coalesce(string_agg(u::text, '|' order by u.id), '') from users u) ||
      (select coalesce(string_agg(ur::text, '|' order by ur.user_id, ur.role_id), '') from user_roles ur) ||
      (select coalesce(string_agg(s::text, '|' order by s.id), '') from subscription_tiers s)) as sum`)
  ).rows[0]?.sum;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '100000' });
  endpoints = await documentedEndpoints(t);
  token = (await t.login('admin')).token;
  superToken = (await t.login('super')).token;
  const ids = (table: string) =>
    t.database
      .execute(`select id::text as id from ${table} order by id limit 5`)
      .then((r) => r.rows.map((row) => String(row.id)));
  const [restaurants, locations, users, reviews] = await Promise.all(
    ['restaurants', 'locations', 'users', 'reviews'].map(ids),
  );
  realParams = {
    id: ['all', ...restaurants!, ...locations!, ...users!, ...reviews!],
    reviewId: reviews!,
    from: ['2026-03-01'],
    to: ['2026-03-31'],
    o: ['0', '10'],
    l: ['1', '50'],
    platform: ['google', 'yelp', 'tripadvisor', 'facebook', 'instagram'],
    category: ['food', 'service', 'ambience'],
    keyword: ['pasta', 'service'],
  };
});
afterAll(() => t.close());

describe('fuzzed endpoints', () => {
  it('fill every path parameter of the document', () => {
    const names = new Set(
      endpoints.flatMap((e) => [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
    );
    expect([...names].sort()).toEqual(
      expect.arrayContaining(['id', 'reviewId', 'from', 'to', 'o', 'l', 'platform', 'keyword']),
    );
  });

  it(
    'never answer 5xx, always a structured error, and refusals change nothing',
    async () => {
      for (const e of endpoints) {
        if (e.operation === 'auth.logout' || e.operation === 'auth.oidc.start') continue;
        const names = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
        await fc.assert(
          fc.asyncProperty(
            body,
            fc.tuple(...names.map(paramValue)),
            fc.dictionary(fc.constantFrom(...QUERY_KEYS), queryValue, { maxKeys: 3 }),
            fc.boolean(),
            async (payload, params, query, asSuper) => {
              const before = await checksum();
              const qs = new URLSearchParams(query).toString();
              let path = e.path;
              names.forEach((name, i) => {
                path = path.replace(`{${name}}`, encodeURIComponent(params[i] ?? '').slice(0, 300));
              });
              const url = path + (qs ? `?${qs}` : '');
              const res = await t.call(e.method as 'GET', url, {
                token: asSuper ? superToken : token,
                ...(payload === undefined || e.method === 'GET' || e.method === 'DELETE'
                  ? {}
                  : { body: payload, headers: { 'content-type': 'application/json' } }),
              });
              const label = `${e.method} ${url.slice(0, 160)} ${String(payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
              expect(res.statusCode, label).toBeLessThan(500);
              if (res.statusCode >= 400) {
                expect(res.json(), label).toMatchObject({
                  status: 'error',
                  code: expect.any(String),
                  message: expect.any(String),
                });
                expect(await checksum(), label).toBe(before);
              }
            },
          ),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
    },
    // Every documented endpoint (about 90 with the per-source calls) × RUNS, on a shared machine.
    30_000 + RUNS * 8_000,
  );
});
