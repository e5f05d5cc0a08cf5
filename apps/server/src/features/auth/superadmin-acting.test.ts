import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('super')).token;
});
afterAll(() => t.close());

// A SuperAdmin has no restaurant of their own, so the restaurant they act on never lists them
// among its users (the request role sees only that restaurant's rows): their own record is
// read and written as system work.
describe('a SuperAdmin acting on a restaurant', () => {
  const acting = () => ({ 'x-restaurant-id': t.fx.restaurants.maison.id });

  it('still reads their own account', async () => {
    const res = await t.call('GET', '/v1/auth/me', { token, headers: acting() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      user: { id: t.fx.users.super.id },
      role: 'SuperAdmin',
      restaurant: { id: t.fx.restaurants.maison.id },
    });
  });

  it('still edits their own profile', async () => {
    const res = await t.call('PUT', `/v1/auth/user/${t.fx.users.super.id}`, {
      token,
      headers: acting(),
      body: { firstname: 'Sam' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.firstname).toBe('Sam');
    const me = await t.call('GET', '/v1/auth/me', { token });
    expect(me.json().data.user.firstname).toBe('Sam');
  });

  it('does not see themselves among the restaurant’s users', async () => {
    const res = await t.call('GET', '/v1/auth/user', { token, headers: acting() });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { id: string }[]).map((u) => u.id);
    expect(ids).not.toContain(t.fx.users.super.id);
  });
});
