import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('subscription tiers API', () => {
  it('lists the four plans publicly, in order, with their seed prices', async () => {
    const res = await t.call('GET', '/v1/subscription-tier');
    expect(res.statusCode).toBe(200);
    const tiers = res.json().data;
    expect(
      tiers.map((x: { name: string; price_monthly: number | null }) => [x.name, x.price_monthly]),
    ).toEqual([
      ['Growth', 79],
      ['Essential', 119],
      ['Pro', 199],
      ['Enterprise', null],
    ]);
    expect(tiers.find((x: { name: string }) => x.name === 'Essential').is_popular).toBe(true);
    expect(tiers[0].marketing.fr.description).toMatch(/restaurant/);
  });

  it('lets only a SuperAdmin manage tiers, and never delete one in use', async () => {
    const admin = (await t.login('admin')).token;
    const body = {
      name: 'Starter',
      level: 1,
      price_monthly: 49,
      max_reviews_per_month: 100,
      keywords_max_count: 5,
    };
    expect((await t.call('POST', '/v1/subscription-tier', { token: admin, body })).statusCode).toBe(
      403,
    );
    const token = (await t.login('super')).token;
    const created = await t.call('POST', '/v1/subscription-tier', { token, body });
    expect(created.statusCode).toBe(200);
    expect((await t.call('POST', '/v1/subscription-tier', { token, body })).statusCode).toBe(409);
    const id = created.json().data.id;
    expect(
      (
        await t.call('PUT', `/v1/subscription-tier/${id}`, { token, body: { price_monthly: 59 } })
      ).json().data.price_monthly,
    ).toBe(59);
    expect((await t.call('DELETE', `/v1/subscription-tier/${id}`, { token })).statusCode).toBe(200);
    const inUse = await t.call(
      'DELETE',
      `/v1/subscription-tier/${t.fx.restaurants.maison.subscriptionTierId}`,
      { token },
    );
    expect(inUse.statusCode).toBe(409);
  });
});
