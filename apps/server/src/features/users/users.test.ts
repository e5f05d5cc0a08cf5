import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tokens: Record<'super' | 'admin' | 'manager' | 'boh' | 'other', string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    super: (await t.login('super')).token,
    admin: (await t.login('admin')).token,
    manager: (await t.login('manager')).token,
    boh: (await t.login('boh')).token,
    other: (await t.login('otheradmin')).token,
  };
});
afterAll(() => t.close());

const auditCount = async () =>
  Number((await t.database.execute('select count(*)::int as n from audit_log')).rows[0]?.n);
const newUser = (over: Record<string, unknown> = {}) => ({
  username: `new-${Math.random().toString(36).slice(2, 8)}`,
  email: `new-${Math.random().toString(36).slice(2, 8)}@test.dev`,
  firstname: 'Nina',
  lastname: 'Roy',
  location_id: t.fx.loc('Bravo').id,
  roles: ['Manager'],
  ...over,
});

describe('users API', () => {
  it('lists only the Admin’s own restaurant, never another’s or a SuperAdmin', async () => {
    const body = (await t.call('GET', '/v1/auth/user', { token: tokens.admin })).json();
    const names = body.data.map((u: { username: string }) => u.username);
    expect(names).toEqual(['admin', 'boh', 'manager', 'norole']);
  });

  it('lists everyone for a SuperAdmin, or one restaurant when acting on it', async () => {
    const all = (await t.call('GET', '/v1/auth/user', { token: tokens.super })).json().data;
    expect(all).toHaveLength(7);
    const one = (
      await t.call('GET', '/v1/auth/user', {
        token: tokens.super,
        headers: { 'x-restaurant-id': t.fx.restaurants.growth.id },
      })
    ).json().data;
    expect(one.map((u: { username: string }) => u.username)).toEqual(['growthadmin']);
  });

  it('names each user’s main location, so no list of every location is needed', async () => {
    const all = (await t.call('GET', '/v1/auth/user', { token: tokens.super })).json().data;
    const byName = new Map(
      all.map((u: { username: string; location_name: string | null }) => [
        u.username,
        u.location_name,
      ]),
    );
    expect(byName.get('admin')).toBe('Alpha');
    expect(byName.get('boh')).toBe('Bravo');
    expect(byName.get('growthadmin')).toBe('Growth One');
    expect(byName.get('super')).toBeNull();
    const own = (await t.call('GET', '/v1/auth/user', { token: tokens.admin })).json().data;
    const manager = own.find((u: { username: string }) => u.username === 'manager');
    expect(manager.location_name).toBe('Alpha');
  });

  it('refuses Manager and BOH with 403 forbidden', async () => {
    for (const token of [tokens.manager, tokens.boh]) {
      const res = await t.call('GET', '/v1/auth/user', { token });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
      expect((await t.call('POST', '/v1/auth/user', { token, body: newUser() })).statusCode).toBe(
        403,
      );
    }
  });

  it('lets an Admin create a user in their restaurant, audited', async () => {
    const before = await auditCount();
    const res = await t.call('POST', '/v1/auth/user', {
      token: tokens.admin,
      body: newUser({ roles: ['BOH'] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      restaurant_id: t.fx.restaurants.maison.id,
      roles: [{ name: 'BOH' }],
      enabled: true,
    });
    expect(await auditCount()).toBe(before + 1);
  });

  it('never lets an Admin grant SuperAdmin, place a user elsewhere, or use another restaurant’s location', async () => {
    const before = await auditCount();
    const superRole = await t.call('POST', '/v1/auth/user', {
      token: tokens.admin,
      body: newUser({ roles: ['SuperAdmin'] }),
    });
    expect(superRole.statusCode).toBe(403);
    const elsewhere = await t.call('POST', '/v1/auth/user', {
      token: tokens.admin,
      body: newUser({ restaurant_id: t.fx.restaurants.other.id }),
    });
    expect(elsewhere.statusCode).toBe(403);
    const foreignLocation = await t.call('POST', '/v1/auth/user', {
      token: tokens.admin,
      body: newUser({ location_id: t.fx.loc('Other One').id }),
    });
    expect(foreignLocation.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('answers 400 naming each missing field, and 409 for a taken username', async () => {
    const res = await t.call('POST', '/v1/auth/user', {
      token: tokens.admin,
      body: { username: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['email', 'firstname', 'lastname', 'location_id', 'roles']),
    );
    const taken = await t.call('POST', '/v1/auth/user', {
      token: tokens.admin,
      body: newUser({ username: 'BOH' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([{ field: 'username' }]);
  });

  it('hides another restaurant’s users from an Admin (404) and changes nothing', async () => {
    const id = t.fx.users.otherAdmin.id;
    expect(
      (
        await t.call('PUT', `/v1/auth/user/${id}`, {
          token: tokens.admin,
          body: { firstname: 'Hacked' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/v1/auth/user/${id}`, { token: tokens.admin })).statusCode,
    ).toBe(404);
    const theirs = (await t.call('GET', '/v1/auth/user', { token: tokens.other })).json().data;
    expect(theirs[0].firstname).toBe('Otheradmin');
  });

  it('lets anyone edit their own profile but not their roles, enabled flag, location or restaurant', async () => {
    const me = t.fx.users.manager;
    const ok = await t.call('PUT', `/v1/auth/user/${me.id}`, {
      token: tokens.manager,
      // The profile form sends every field back unchanged: that is allowed.
      body: {
        id: me.id,
        firstname: 'Olivier',
        lastname: 'Gagnon',
        username: 'manager',
        email: 'manager@test.dev',
        enabled: true,
        location_id: me.locationId,
        roles: ['Manager'],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ firstname: 'Olivier', lastname: 'Gagnon' });
    for (const body of [
      { roles: ['Admin'] },
      { enabled: false },
      { location_id: t.fx.loc('Charlie').id },
      { restaurant_id: t.fx.restaurants.other.id },
    ]) {
      const res = await t.call('PUT', `/v1/auth/user/${me.id}`, { token: tokens.manager, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const after = (await t.call('GET', '/v1/auth/me', { token: tokens.manager })).json().data;
    expect(after.role).toBe('Manager');
    expect(after.user).toMatchObject({ enabled: true, location_id: me.locationId });
  });

  it('refuses a Manager or BOH editing someone else, and changes nothing', async () => {
    for (const token of [tokens.manager, tokens.boh]) {
      const res = await t.call('PUT', `/v1/auth/user/${t.fx.users.admin.id}`, {
        token,
        body: { firstname: 'X' },
      });
      expect(res.statusCode).toBe(403);
    }
    const admin = (await t.call('GET', '/v1/auth/me', { token: tokens.admin })).json().data.user;
    expect(admin.firstname).toBe('Admin');
  });

  it('changes one’s own password only with the current one', async () => {
    const id = t.fx.users.boh.id;
    const wrong = await t.call('PUT', `/v1/auth/user/${id}`, {
      token: tokens.boh,
      body: { password: 'new-password-1', current_password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await t.call('PUT', `/v1/auth/user/${id}`, {
      token: tokens.boh,
      body: { password: 'new-password-1', current_password: 'correct-horse-battery' },
    });
    expect(right.statusCode).toBe(200);
    await t.login('boh', 'new-password-1');
  });

  it('lists the roles an Admin may grant', async () => {
    const names = (await t.call('GET', '/v1/auth/roles', { token: tokens.admin }))
      .json()
      .data.map((r: { name: string }) => r.name);
    expect(names.sort()).toEqual(['Admin', 'BOH', 'Manager']);
  });
});
