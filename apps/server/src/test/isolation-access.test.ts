import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ACCESS } from '@tableside/domain/api-access';
import { allowed, createIsolationApp, resourceOf, type Isolation } from './isolation-setup.ts';
import { SAMPLES } from './isolation-samples.ts';

/**
 * Who reaches each endpoint, generated from the OpenAPI document: every documented endpoint has a
 * sample request, answers 401 without a valid token and 403 to every role the access map leaves
 * out. Another restaurant's data: isolation-tenants.test.ts.
 */
let iso: Isolation;
beforeAll(async () => {
  iso = await createIsolationApp();
});
afterAll(() => iso.t.close());

describe('tenant isolation: who reaches each endpoint', () => {
  it('covers every documented endpoint', () => {
    expect(iso.endpoints.length).toBeGreaterThan(20);
    for (const e of iso.endpoints) {
      expect(SAMPLES, `${e.method} ${e.path} needs a sample`).toHaveProperty(e.operation);
      if (e.path.includes('{id}')) expect(resourceOf(e.path), e.path).not.toBeNull();
    }
  });

  it('answers 401 without a token or with an expired one on every non-public endpoint', async () => {
    const expired = await new SignJWT({
      sid: 'x',
      email: 'a',
      given_name: 'a',
      family_name: 'a',
      preferred_username: 'a',
      location_id: null,
      restaurant_id: null,
      resource_access: { 'tableside-web': { roles: ['SuperAdmin'] } },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(iso.t.fx.users.super.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(iso.t.config.jwtSecret));
    for (const e of iso.endpoints) {
      if (API_ACCESS[e.operation] === 'public') continue;
      for (const token of [undefined, expired]) {
        const res = await iso.request(e, iso.own, token);
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
        expect(res.json().status).toBe('error');
      }
    }
  });

  it('answers 403 forbidden to every role the access map does not allow, before reading the body', async () => {
    for (const e of iso.endpoints) {
      const access = API_ACCESS[e.operation];
      for (const role of ['Admin', 'Manager', 'BOH', 'User'] as const) {
        if (allowed(access, role)) continue;
        const res = await iso.request(e, iso.own, iso.tokens[role]);
        expect(res.statusCode, `${role} ${e.method} ${e.path}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
  });
});
