import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let superToken: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  superToken = (await t.login('super')).token;
  manager = (await t.login('manager')).token;
});
afterAll(() => t.close());

describe('restaurants API', () => {
  it('shows an Admin only their own restaurant; a SuperAdmin all', async () => {
    const mine = (await t.call('GET', '/v1/restaurant', { token: admin })).json().data;
    expect(mine.map((r: { name: string }) => r.name)).toEqual(['Maison']);
    const all = (await t.call('GET', '/v1/restaurant', { token: superToken })).json().data;
    expect(all.map((r: { name: string }) => r.name)).toEqual([
      'Growth Co',
      'Maison',
      'Other Group',
    ]);
  });

  it('answers self with every field of the earlier product', async () => {
    const self = (await t.call('GET', '/v1/restaurant/self', { token: manager })).json().data;
    expect(Object.keys(self)).toEqual(
      expect.arrayContaining([
        'name',
        'subscription_tier_id',
        'weekly_report_day',
        'main_open_ai_model',
        'integrations',
        'approval_zapier_url',
        'additional_system_prompt_instructions',
        'auto_approve_reviews',
        'auto_approval_minutes_delay',
        'timezone',
        'default_language',
      ]),
    );
  });

  it('lets an Admin edit their restaurant but not its plan nor another restaurant', async () => {
    const id = t.fx.restaurants.maison.id;
    const res = await t.call('PUT', `/v1/restaurant/${id}`, {
      token: admin,
      body: { name: 'Maison Renamed', weekly_report_day: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Maison Renamed', weekly_report_day: 3 });
    const plan = await t.call('PUT', `/v1/restaurant/${id}`, {
      token: admin,
      body: { subscription_tier_id: t.fx.restaurants.growth.subscriptionTierId },
    });
    expect(plan.statusCode).toBe(403);
    const other = await t.call('PUT', `/v1/restaurant/${t.fx.restaurants.other.id}`, {
      token: admin,
      body: { name: 'Mine now' },
    });
    expect(other.statusCode).toBe(404);
    const still = (await t.call('GET', '/v1/restaurant', { token: superToken })).json().data;
    expect(still.find((r: { id: string }) => r.id === t.fx.restaurants.other.id).name).toBe(
      'Other Group',
    );
  });

  it('refuses an approval webhook that points inside the network, and keeps the old one', async () => {
    const id = t.fx.restaurants.maison.id;
    const good = await t.call('PUT', `/v1/restaurant/${id}`, {
      token: admin,
      body: { approval_zapier_url: 'https://hooks.zapier.com/hooks/catch/1/abc' },
    });
    expect(good.statusCode).toBe(200);
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:5432',
      'http://10.0.0.5/hook',
      'http://[::1]/x',
      // The forms of the security report: IPv4-mapped IPv6, rewritten to hex by URL parsing.
      'http://[::ffff:127.0.0.1]:3450/x',
      'http://[::ffff:7f00:1]/x',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data',
      'http://[::ffff:10.0.0.1]/x',
      'http://2130706433/x',
      'http://0177.0.0.1/x',
      'http://0x7f.1/x',
      'http://127.1/x',
      'http://[::]/x',
      'http://0.0.0.0/x',
      'http://[fd00::1]/x',
      'http://[fe80::1]/x',
      'http://224.0.0.1/x',
      'http://192.0.2.10/x',
      'http://[64:ff9b::7f00:1]/x',
      'http://[2002:7f00:1::]/x',
    ]) {
      const res = await t.call('PUT', `/v1/restaurant/${id}`, {
        token: admin,
        body: { approval_zapier_url: url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('webhook_address_not_allowed');
      expect(res.json().details[0]).toMatchObject({
        field: 'approval_zapier_url',
        problem: 'private_address',
      });
    }
    const self = (await t.call('GET', '/v1/restaurant/self', { token: admin })).json().data;
    expect(self.approval_zapier_url).toBe('https://hooks.zapier.com/hooks/catch/1/abc');
  });

  it('refuses Managers any restaurant edit', async () => {
    const res = await t.call('PUT', `/v1/restaurant/${t.fx.restaurants.maison.id}`, {
      token: manager,
      body: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps restaurant creation and deletion for SuperAdmin', async () => {
    const tiers = (await t.call('GET', '/v1/subscription-tier')).json().data;
    const body = { name: 'New Place', subscription_tier_id: tiers[0].id };
    expect((await t.call('POST', '/v1/restaurant', { token: admin, body })).statusCode).toBe(403);
    const created = await t.call('POST', '/v1/restaurant', { token: superToken, body });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect((await t.call('DELETE', `/v1/restaurant/${id}`, { token: admin })).statusCode).toBe(403);
    const del = (confirm: string) =>
      t.call('DELETE', `/v1/restaurant/${id}?confirm_name=${encodeURIComponent(confirm)}`, {
        token: superToken,
      });
    // docs/product/console.md#delete-confirmation: only the exact name, compared trimmed, confirms;
    // anything else changes nothing.
    for (const wrong of ['', 'new place', 'New Plac']) {
      const refused = await del(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([{ field: 'confirm_name' }]);
    }
    expect((await t.call('GET', '/v1/restaurant', { token: superToken })).json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id })]),
    );
    expect((await del('  New Place ')).statusCode).toBe(200);
    expect((await del('New Place')).statusCode).toBe(404);
  });

  it('validates auto-approval, instructions and integrations', async () => {
    const id = t.fx.restaurants.maison.id;
    const noDelay = await t.call('PUT', `/v1/restaurant/${id}/auto-approval`, {
      token: admin,
      body: { auto_approve_reviews: true },
    });
    expect(noDelay.statusCode).toBe(400);
    const on = await t.call('PUT', `/v1/restaurant/${id}/auto-approval`, {
      token: admin,
      body: { auto_approve_reviews: true, auto_approval_minutes_delay: 60 },
    });
    expect(on.json().data).toMatchObject({
      auto_approve_reviews: true,
      auto_approval_minutes_delay: 60,
    });
    const voice = await t.call('PUT', `/v1/restaurant/${id}`, {
      token: admin,
      body: { tone: 'formal', sign_off: '— Camille, for the team' },
    });
    expect(voice.json().data).toMatchObject({
      tone: 'formal',
      sign_off: '— Camille, for the team',
    });
    expect(
      (await t.call('PUT', `/v1/restaurant/${id}`, { token: admin, body: { tone: 'sarcastic' } }))
        .statusCode,
    ).toBe(400);
    const instructions = await t.call('PUT', `/v1/restaurant/${id}/additional-instructions`, {
      token: admin,
      body: { additional_system_prompt_instructions: 'Mention the patio.' },
    });
    expect(instructions.json().data.additional_system_prompt_instructions).toBe(
      'Mention the patio.',
    );
    const dup = await t.call('PUT', `/v1/restaurant/${id}/integrations`, {
      token: superToken,
      body: { integrations: ['Yelp', 'Yelp'] },
    });
    expect(dup.statusCode).toBe(400);
    const byAdmin = await t.call('PUT', `/v1/restaurant/${id}/integrations`, {
      token: admin,
      body: { integrations: ['Yelp'] },
    });
    expect(byAdmin.statusCode).toBe(403);
    const growth = await t.call(
      'PUT',
      `/v1/restaurant/${t.fx.restaurants.growth.id}/integrations`,
      { token: superToken, body: { integrations: ['Google', 'Yelp'] } },
    );
    expect(growth.statusCode).toBe(403);
    expect(growth.json().code).toBe('plan_required');
    const pro = await t.call('PUT', `/v1/restaurant/${id}/integrations`, {
      token: superToken,
      body: { integrations: ['Google', 'Yelp'] },
    });
    expect(pro.json().data).toEqual(['Google', 'Yelp']);
    expect(
      (await t.call('GET', `/v1/restaurant/${id}/integrations`, { token: admin })).json().data,
    ).toEqual(['Google', 'Yelp']);
  });

  it('ignores X-Restaurant-Id from anyone but a SuperAdmin', async () => {
    const res = await t.call('GET', '/v1/restaurant/self', {
      token: admin,
      headers: { 'x-restaurant-id': t.fx.restaurants.other.id },
    });
    expect(res.json().data.id).toBe(t.fx.restaurants.maison.id);
    const sa = await t.call('GET', '/v1/restaurant/self', {
      token: superToken,
      headers: { 'x-restaurant-id': t.fx.restaurants.other.id },
    });
    expect(sa.json().data.id).toBe(t.fx.restaurants.other.id);
  });
});
