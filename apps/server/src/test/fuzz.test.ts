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

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    'NaN',
    '{}',
    '__proto__',
    'all',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), 1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.array(nasty, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), nasty, { maxKeys: 4 }),
);
const FIELDS = [
  'username',
  'password',
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
  '__proto__',
  'constructor',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }),
  value,
  fc.constant(undefined),
);

let t: TestApp;
let endpoints: Endpoint[];
let token: string;
let superToken: string;

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
});
afterAll(() => t.close());

describe('fuzzed endpoints', () => {
  it(
    'never answer 5xx, always a structured error, and refusals change nothing',
    async () => {
      for (const e of endpoints) {
        if (e.operation === 'auth.logout' || e.operation === 'auth.oidc.start') continue;
        await fc.assert(
          fc.asyncProperty(
            body,
            fc.oneof(nasty, fc.uuid()),
            fc.dictionary(
              fc.constantFrom('restaurant_id', 'code', 'state', 'lang', 'limit'),
              fc.string({ maxLength: 50 }),
              { maxKeys: 3 },
            ),
            fc.boolean(),
            async (payload, id, query, asSuper) => {
              const before = await checksum();
              const qs = new URLSearchParams(query).toString();
              const url =
                e.path.replace('{id}', encodeURIComponent(String(id)).slice(0, 300)) +
                (qs ? `?${qs}` : '');
              const res = await t.call(e.method as 'GET', url, {
                token: asSuper ? superToken : token,
                ...(payload === undefined || e.method === 'GET' || e.method === 'DELETE'
                  ? {}
                  : {
                      body: JSON.stringify(payload),
                      headers: { 'content-type': 'application/json' },
                    }),
              });
              const label = `${e.method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
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
