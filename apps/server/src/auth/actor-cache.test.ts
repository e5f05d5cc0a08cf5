import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { restaurants, sessions, subscriptionTiers } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { PASSWORD, disableUser } from '../test/fixture.ts';
import type { Actor } from './actor.ts';
import { createActorCache } from './actor-cache.ts';

const actor = (userId: string): Actor => ({
  userId,
  sessionId: 's1',
  role: 'Admin',
  homeRestaurantId: 'r1',
  restaurantId: 'r1',
  tierLevel: 3,
  timezone: 'UTC',
  homeLocationId: null,
  locationIds: null,
  trialEndsAt: null,
  trialConvertedAt: null,
});

describe('the actor cache', () => {
  const far = new Date('2100-01-01T00:00:00Z');

  it('reuses an actor for its lifetime, then reads it again', async () => {
    let clock = 1_000;
    const cache = createActorCache({ ttlMs: 5_000, now: () => clock });
    cache.remember(true);
    let loads = 0;
    const load = () =>
      cache.load('u1', 's1', async () => ({
        actor: actor(`u1-${++loads}`),
        sessionExpiresAt: far,
      }));
    expect((await load())?.userId).toBe('u1-1');
    clock += 4_999;
    expect((await load())?.userId).toBe('u1-1');
    clock += 1;
    expect((await load())?.userId).toBe('u1-2');
  });

  it('never keeps an actor past its session’s expiry, nor a session that failed', async () => {
    let clock = 1_000;
    const cache = createActorCache({ ttlMs: 5_000, now: () => clock });
    cache.remember(true);
    let loads = 0;
    const load = () =>
      cache.load('u1', 's1', async () => ({
        actor: actor(`u1-${++loads}`),
        sessionExpiresAt: new Date(2_000),
      }));
    await load();
    clock = 2_000;
    expect((await load())?.userId).toBe('u1-2');
    expect(await cache.load('u2', 's2', async () => null)).toBeNull();
    expect(cache.size()).toBe(1);
  });

  it('forgets everything on a change, including a read under way when it came', async () => {
    const cache = createActorCache({ ttlMs: 60_000 });
    cache.remember(true);
    let release: () => void = () => undefined;
    const slow = cache.load('u1', 's1', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { actor: actor('stale'), sessionExpiresAt: far };
    });
    cache.clear();
    release();
    expect((await slow)?.userId).toBe('stale');
    expect(cache.size()).toBe(0);
    const fresh = await cache.load('u1', 's1', async () => ({
      actor: actor('fresh'),
      sessionExpiresAt: far,
    }));
    expect(fresh?.userId).toBe('fresh');
    expect(cache.size()).toBe(1);
  });

  it('remembers nothing while changes are not watched', async () => {
    const cache = createActorCache({ ttlMs: 60_000 });
    await cache.load('u1', 's1', async () => ({ actor: actor('a'), sessionExpiresAt: far }));
    expect(cache.size()).toBe(0);
  });
});

// A minute of caching: anything these requests see at once comes from the clearing.
describe('a cached actor, with every change taking effect on the next request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ACTOR_CACHE_SECONDS: '60', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const status = async (url: string, token: string) =>
    (await t.call('GET', url, { token })).statusCode;
  const alpha = () => `/v1/location/${t.fx.loc('Alpha').id}/review`;
  const bravo = () => `/v1/location/${t.fx.loc('Bravo').id}/review`;

  it('logout: the access token stops working at once', async () => {
    const { token, cookie } = await t.login('manager');
    expect(await status(alpha(), token)).toBe(200);
    expect(await status(alpha(), token)).toBe(200);
    expect((await t.call('POST', '/v1/auth/logout', { headers: { cookie } })).statusCode).toBe(200);
    expect(await status(alpha(), token)).toBe(401);
  });

  it('a session revoked or a user disabled in the database, by anyone', async () => {
    const first = await t.login('manager');
    const second = await t.login('boh');
    expect(await status('/v1/auth/me', first.token)).toBe(200);
    expect(await status('/v1/auth/me', second.token)).toBe(200);
    const sid = (token: string) =>
      (
        JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
          sid: string;
        }
      ).sid;
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, sid(first.token)));
    expect(await status('/v1/auth/me', first.token)).toBe(401);
    await disableUser(t.database.db, t.fx.users.boh.id);
    expect(await status('/v1/auth/me', second.token)).toBe(401);
  });

  it('locations given or taken by an Admin', async () => {
    const admin = (await t.login('admin')).token;
    const { token } = await t.login('manager');
    expect(await status(alpha(), token)).toBe(200);
    expect(await status(bravo(), token)).toBe(404);
    const limit = async (ids: string[]) =>
      expect(
        (
          await t.call('PUT', `/v1/auth/user/${t.fx.users.manager.id}`, {
            token: admin,
            body: { location_ids: ids },
          })
        ).statusCode,
      ).toBe(200);
    await limit([t.fx.loc('Alpha').id, t.fx.loc('Bravo').id]);
    expect(await status(bravo(), token)).toBe(200);
    expect(await status(bravo(), token)).toBe(200);
    await limit([t.fx.loc('Alpha').id]);
    expect(await status(bravo(), token)).toBe(404);
    expect(await status(alpha(), token)).toBe(200);
  });

  it('a password changed: the other sign-ins end, this one goes on', async () => {
    const here = (await t.login('admin')).token;
    const elsewhere = (await t.login('admin')).token;
    expect(await status('/v1/auth/me', here)).toBe(200);
    expect(await status('/v1/auth/me', elsewhere)).toBe(200);
    const changed = await t.call('PUT', `/v1/auth/user/${t.fx.users.admin.id}`, {
      token: here,
      body: { password: 'a-new-long-password-1', current_password: PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await status('/v1/auth/me', elsewhere)).toBe(401);
    expect(await status('/v1/auth/me', here)).toBe(200);
  });

  it('a restaurant’s plan changed in the database', async () => {
    const { token } = await t.login('growthadmin');
    const reports = `/v1/restaurant/${t.fx.restaurants.growth.id}/report`;
    const refused = await t.call('GET', reports, { token });
    expect(refused.json().code).toBe('plan_required');
    const [pro] = await t.database.db
      .select({ id: subscriptionTiers.id })
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.name, 'Pro'));
    await t.database.db
      .update(restaurants)
      .set({ subscriptionTierId: pro?.id })
      .where(eq(restaurants.id, t.fx.restaurants.growth.id));
    expect(await status(reports, token)).toBe(200);
  });
});
