import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ACCESS } from '@tableside/domain/api-access';
import { allowed, createIsolationApp, type Isolation } from './isolation-setup.ts';

/**
 * Tenant isolation, generated from the OpenAPI document: every documented endpoint × every role
 * allowed to call it, with another restaurant's ids. Who reaches each endpoint at all:
 * isolation-access.test.ts.
 */
let iso: Isolation;
beforeAll(async () => {
  iso = await createIsolationApp();
});
afterAll(() => iso.t.close());

describe('tenant isolation: another restaurant’s data', () => {
  it('never shows or changes another restaurant’s data for any role', async () => {
    const snapshot = async () =>
      (
        await iso.t.database.execute(
          `select (select string_agg(name, ',' order by id) from restaurants where id = '${iso.foreign.ids.restaurant}') as r,
              (select string_agg(name || coalesce(website, ''), ',' order by id) from locations where restaurant_id = '${iso.foreign.ids.restaurant}') as l,
              (select string_agg(username || firstname || enabled, ',' order by id) from users where restaurant_id = '${iso.foreign.ids.restaurant}') as u,
              (select string_agg(name || array_to_string(alert_types, ' ') || enabled || url, ',' order by id) from alert_channels where restaurant_id = '${iso.foreign.ids.restaurant}') as c,
              (select string_agg(status || attempts || coalesce(last_error, ''), ',' order by id) from alert_deliveries where restaurant_id = '${iso.foreign.ids.restaurant}') as d`,
        )
      ).rows[0];
    const before = await snapshot();
    for (const e of iso.endpoints) {
      if (API_ACCESS[e.operation] === 'public') continue;
      for (const role of ['Admin', 'Manager', 'BOH', 'User'] as const) {
        if (!allowed(API_ACCESS[e.operation], role)) continue;
        const res = await iso.request(e, iso.foreign.ids, iso.tokens[role]);
        const label = `${role} ${e.method} ${e.path}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (e.path.includes('{id}')) expect([403, 404], label).toContain(res.statusCode);
        for (const word of iso.foreign.words) expect(res.body, label).not.toContain(word);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
