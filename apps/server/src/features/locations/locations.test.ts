import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const names = (res: { json: () => { data: { name: string }[] } }) =>
  res.json().data.map((l) => l.name);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('locations API', () => {
  it('gives Admin and BOH the All location first; Manager only their own', async () => {
    for (const user of ['admin', 'boh']) {
      const { token } = await t.login(user);
      expect(names(await t.call('GET', '/v1/location', { token }))).toEqual([
        'All',
        'Alpha',
        'Bravo',
        'Charlie',
      ]);
    }
    const { token } = await t.login('manager');
    expect(names(await t.call('GET', '/v1/location', { token }))).toEqual(['Alpha']);
  });

  it('gives a SuperAdmin the selected restaurant’s locations with All, or every location without', async () => {
    const { token } = await t.login('super');
    const scoped = await t.call('GET', '/v1/location', {
      token,
      headers: { 'x-restaurant-id': t.fx.restaurants.growth.id },
    });
    expect(names(scoped)).toEqual(['All', 'Growth One']);
    expect(names(await t.call('GET', '/v1/location', { token }))).toHaveLength(5);
  });

  it('gives a SuperAdmin one restaurant’s names by restaurant_id, and an Admin never another’s', async () => {
    const growth = t.fx.restaurants.growth.id;
    const other = t.fx.restaurants.other.id;
    const superToken = (await t.login('super')).token;
    const one = await t.call('GET', `/v1/location?view=names&restaurant_id=${other}`, {
      token: superToken,
    });
    expect(one.json().data).toEqual([
      { id: 'all', name: 'All' },
      { id: t.fx.loc('Other One').id, name: 'Other One' },
    ]);
    const admin = (await t.login('admin')).token;
    const asked = await t.call('GET', `/v1/location?view=names&restaurant_id=${growth}`, {
      token: admin,
    });
    expect(names(asked)).toEqual(['All', 'Alpha', 'Bravo', 'Charlie']);
    const bad = await t.call('GET', '/v1/location?view=names&restaurant_id=maison', {
      token: superToken,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the same list with ids and names only for view=names, to every role', async () => {
    const views = async (token: string, headers?: Record<string, string>) => {
      const full = await t.call('GET', '/v1/location', { token, headers });
      const slim = await t.call('GET', '/v1/location?view=names', { token, headers });
      expect(slim.statusCode).toBe(200);
      return { full: full.json().data as { id: string; name: string }[], slim: slim.json().data };
    };
    for (const user of ['admin', 'boh', 'manager', 'super']) {
      const { token } = await t.login(user);
      const { full, slim } = await views(token);
      expect(slim).toEqual(full.map(({ id, name }) => ({ id, name })));
      expect(slim.length).toBeGreaterThan(0);
    }
    const { token } = await t.login('super');
    const scoped = await views(token, { 'x-restaurant-id': t.fx.restaurants.growth.id });
    expect(scoped.slim).toEqual([
      { id: 'all', name: 'All' },
      { id: t.fx.loc('Growth One').id, name: 'Growth One' },
    ]);
    const other = await t.login('admin');
    expect(
      (await t.call('GET', '/v1/location?view=everything', { token: other.token })).statusCode,
    ).toBe(400);
  });

  it('lets an Admin add, rename and delete their own locations only', async () => {
    const { token } = await t.login('admin');
    const created = await t.call('POST', '/v1/location', {
      token,
      body: { name: 'Delta', restaurant_id: t.fx.restaurants.maison.id },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const renamed = await t.call('PUT', `/v1/location/${id}`, {
      token,
      body: { name: 'Delta Two' },
    });
    expect(renamed.json().data.name).toBe('Delta Two');
    expect(
      (await t.call('DELETE', `/v1/location/${id}?confirm_name=Delta`, { token })).statusCode,
    ).toBe(400);
    expect(
      (await t.call('DELETE', `/v1/location/${id}?confirm_name=Delta%20Two%20`, { token }))
        .statusCode,
    ).toBe(200);

    const foreign = await t.call('POST', '/v1/location', {
      token,
      body: { name: 'Sneaky', restaurant_id: t.fx.restaurants.other.id },
    });
    expect(foreign.statusCode).toBe(404);
    const otherId = t.fx.loc('Other One').id;
    expect(
      (await t.call('PUT', `/v1/location/${otherId}`, { token, body: { name: 'Mine' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/v1/location/${otherId}`, { token })).statusCode).toBe(404);
  });

  it('refuses a blank name with 400 and Managers with 403', async () => {
    const { token } = await t.login('admin');
    const blank = await t.call('POST', '/v1/location', {
      token,
      body: { name: '   ', restaurant_id: t.fx.restaurants.maison.id },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0].field).toBe('name');
    const manager = await t.login('manager');
    const res = await t.call('POST', '/v1/location', {
      token: manager.token,
      body: { name: 'X', restaurant_id: t.fx.restaurants.maison.id },
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps only http(s) websites: script, data and relative links are a 400 that changes nothing', async () => {
    const { token } = await t.login('admin');
    const restaurantId = t.fx.restaurants.maison.id;
    const place = t.fx.loc('Alpha');
    for (const website of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/v1/auth/me',
      'chezana.ca',
    ]) {
      const created = await t.call('POST', '/v1/location', {
        token,
        body: { name: `Linked ${website}`, restaurant_id: restaurantId, website },
      });
      expect(created.statusCode, website).toBe(400);
      expect(created.json().code).toBe('validation_failed');
      expect(created.json().details[0].field).toBe('website');
      const updated = await t.call('PUT', `/v1/location/${place.id}`, {
        token,
        body: { website },
      });
      expect(updated.statusCode, website).toBe(400);
    }
    const list = (await t.call('GET', '/v1/location', { token })).json().data as {
      name: string;
      website: string | null;
    }[];
    expect(list.filter((l) => l.name.startsWith('Linked '))).toEqual([]);
    expect(list.find((l) => l.name === 'Alpha')?.website ?? '').not.toMatch(
      /^(javascript|data|vbscript):/i,
    );
    const fine = await t.call('PUT', `/v1/location/${place.id}`, {
      token,
      body: { website: 'https://maison.example/centre' },
    });
    expect(fine.statusCode).toBe(200);
  });
});
