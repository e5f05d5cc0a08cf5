import { decodeJwt, SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { disableUser } from '../../test/fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves a user's refresh-token rotations into the past, as if that many seconds had gone by. */
const ageRotations = (userId: string, seconds: number) =>
  t.database.db
    .execute(sql`update refresh_tokens set used_at = used_at - make_interval(secs => ${seconds})
    where used_at is not null and session_id in (select id from sessions where user_id = ${userId})`);

const count = async (table: string) =>
  Number((await t.database.execute(`select count(*)::int as n from ${table}`)).rows[0]?.n);

describe('POST /v1/auth/login', () => {
  it('signs in by e-mail and answers the token at the top level with the token claims', async () => {
    const res = await t.call('POST', '/v1/auth/login', {
      body: { username: 'ADMIN@test.dev', password: 'correct-horse-battery' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', token_type: 'Bearer', expires_in: 900 });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      sub: t.fx.users.admin.id,
      email: 'admin@test.dev',
      given_name: 'Admin',
      family_name: 'Tester',
      preferred_username: 'admin',
      location_id: t.fx.loc('Alpha').id,
      resource_access: { 'tableside-web': { roles: ['Admin'] } },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    const cookie = res.cookies.find((c) => c.name === 'tableside_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
    // A secret-free hint for the static public pages; the secret stays httpOnly.
    const hint = res.cookies.find((c) => c.name === 'tableside_session');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('signs in by username too', async () => {
    const res = await t.call('POST', '/v1/auth/login', {
      body: { username: 'manager', password: 'correct-horse-battery' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 Authentication failed for a wrong password, an unknown user or a disabled one', async () => {
    for (const username of ['boh@test.dev', 'nobody@test.dev']) {
      const res = await t.call('POST', '/v1/auth/login', {
        body: { username, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'authentication_failed',
        message: 'Authentication failed',
      });
    }
  });

  it('names the missing fields with 400 and changes nothing', async () => {
    const sessions = await count('sessions');
    const res = await t.call('POST', '/v1/auth/login', { body: { username: 'admin@test.dev' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'validation_failed' });
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['password']);
    const malformed = await t.call('POST', '/v1/auth/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('validation_failed');
    expect(await count('sessions')).toBe(sessions);
  });

  it('rate-limits an account with 429 and Retry-After, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/v1/auth/login', {
        body: { username: 'growthadmin', password: `nope-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.call('POST', '/v1/auth/login', {
      body: { username: 'growthadmin', password: 'correct-horse-battery' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('rate_limited');
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and a reused one revokes its whole family', async () => {
    const { cookie: first } = await t.login('boh');
    const r1 = await t.call('POST', '/v1/auth/refresh', { headers: { cookie: first } });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().access_token).toBeTypeOf('string');
    const second = `tableside_refresh=${r1.cookies.find((c) => c.name === 'tableside_refresh')?.value}`;
    expect(second).not.toBe(first);
    // Past the grace window a second tab is no excuse: the first token was rotated 11 s ago.
    await ageRotations(t.fx.users.boh.id, 11);

    const replay = await t.call('POST', '/v1/auth/refresh', { headers: { cookie: first } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('refresh_token_invalid');
    // The thief's replay also ends the legitimate holder's session.
    const afterReplay = await t.call('POST', '/v1/auth/refresh', { headers: { cookie: second } });
    expect(afterReplay.statusCode).toBe(401);
    const me = await t.call('GET', '/v1/auth/me', { token: r1.json().access_token });
    expect(me.statusCode).toBe(401);
  });

  it('answer a second tab racing the first within the grace window, without revoking', async () => {
    const { cookie: first } = await t.login('norole');
    const [a, b] = await Promise.all([
      t.call('POST', '/v1/auth/refresh', { headers: { cookie: first } }),
      t.call('POST', '/v1/auth/refresh', { headers: { cookie: first } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Exactly one of them rotated; the other leaves the successor in the jar untouched.
    const issued = [a, b].flatMap((r) => r.cookies.filter((c) => c.name === 'tableside_refresh'));
    expect(issued).toHaveLength(1);
    for (const r of [a, b]) {
      const me = await t.call('GET', '/v1/auth/me', { token: r.json().access_token });
      expect(me.statusCode).toBe(200);
    }
    const successor = `tableside_refresh=${issued[0]?.value}`;
    // The same token once more, still within the window: same answer, session untouched.
    const again = await t.call('POST', '/v1/auth/refresh', { headers: { cookie: first } });
    expect(again.statusCode).toBe(200);
    const next = await t.call('POST', '/v1/auth/refresh', { headers: { cookie: successor } });
    expect(next.statusCode).toBe(200);

    // Once the window has passed, the same replay revokes the family as before.
    await ageRotations(t.fx.users.norole.id, 11);
    const late = await t.call('POST', '/v1/auth/refresh', { headers: { cookie: first } });
    expect(late.statusCode).toBe(401);
    const latest = `tableside_refresh=${next.cookies.find((c) => c.name === 'tableside_refresh')?.value}`;
    expect(
      (await t.call('POST', '/v1/auth/refresh', { headers: { cookie: latest } })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('GET', '/v1/auth/me', { token: next.json().access_token })).statusCode,
    ).toBe(401);
  });

  it('refuses a missing or unknown cookie', async () => {
    expect((await t.call('POST', '/v1/auth/refresh')).statusCode).toBe(401);
    expect(
      (
        await t.call('POST', '/v1/auth/refresh', {
          headers: { cookie: 'tableside_refresh=forged' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('logout revokes the session: refresh and the access token stop working', async () => {
    const { token, cookie } = await t.login('manager');
    expect((await t.call('GET', '/v1/auth/me', { token })).statusCode).toBe(200);
    const out = await t.call('POST', '/v1/auth/logout', { headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'tableside_session');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await t.call('POST', '/v1/auth/refresh', { headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await t.call('GET', '/v1/auth/me', { token })).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('are required: missing → 401 Access token required', async () => {
    const res = await t.call('GET', '/v1/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'access_token_required',
      message: 'Access token required',
    });
  });

  it('refuse a tampered, foreign-signed or expired token with 401', async () => {
    const { token } = await t.login('admin');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p as string, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, resource_access: { 'tableside-web': { roles: ['SuperAdmin'] } } })).toString('base64url')}.${s}`;
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const expired = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 5 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const bad of [tampered, foreign, expired, 'not-a-jwt']) {
      const res = await t.call('GET', '/v1/auth/me', { token: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_invalid');
    }
  });

  it('stop working once the user is disabled', async () => {
    const { token } = await t.login('otheradmin');
    await disableUser(t.database.db, t.fx.users.otherAdmin.id);
    expect((await t.call('GET', '/v1/auth/me', { token })).statusCode).toBe(401);
    await t.database.db.execute(
      sql`update users set enabled = true where id = ${t.fx.users.otherAdmin.id}`,
    );
  });
});

describe('GET /v1/auth/me', () => {
  it('answers user, role, restaurant with its tier, and the authorised locations', async () => {
    const { token } = await t.login('admin');
    const body = (await t.call('GET', '/v1/auth/me', { token })).json();
    expect(body.status).toBe('success');
    expect(body.data.role).toBe('Admin');
    expect(body.data.user).toMatchObject({
      username: 'admin',
      roles: [{ name: 'Admin' }],
      enabled: true,
    });
    expect(body.data.restaurant).toMatchObject({
      name: 'Maison',
      subscription_tier: { name: 'Pro', level: 3 },
      location_count: 3,
    });
    expect(body.data.authorized_locations.map((l: { name: string }) => l.name)).toEqual([
      'All',
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
  });

  it('treats a user without a role as User', async () => {
    const { token } = await t.login('norole');
    expect((await t.call('GET', '/v1/auth/me', { token })).json().data.role).toBe('User');
  });
});

describe('errors', () => {
  it('never leak a stack trace and keep the envelope for unknown routes', async () => {
    const res = await t.call('GET', '/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
