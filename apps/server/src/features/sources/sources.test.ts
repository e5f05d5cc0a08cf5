import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSourceConnection, TSourcesOverview } from '@tableside/domain/schemas/sources';
import { sourceAccounts, sourceConnections } from '../../db/schema.ts';
import { createSourceAdapters } from '../../integrations/registry.ts';
import { QUEUES } from '../../workers.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { startGoogleServer, type GoogleServer } from '../../test/fakes/google-business-server.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { syncConnection } from './sync.ts';

let t: TestApp;
let google: GoogleServer;
let admin: string;
let superToken: string;
let restaurantId: string;
let alpha: string;

beforeAll(async () => {
  google = await startGoogleServer();
  google.seedReviews('accounts/1/locations/2', 75);
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'tableside-client',
    GOOGLE_CLIENT_SECRET: 'tableside-secret',
    GOOGLE_API_BASE: google.url,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
  });
  admin = (await t.login('admin')).token;
  superToken = (await t.login('super')).token;
  restaurantId = t.fx.restaurants.maison.id;
  alpha = t.fx.loc('Alpha').id;
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const overview = async (token = admin, id = restaurantId): Promise<TSourcesOverview> =>
  (await t.call('GET', `/v1/restaurant/${id}/sources`, { token })).json().data;
type Platform = TSourcesOverview['platforms'][number];
type Conn = TSourceConnection;
const syncJobs = async () =>
  Number(
    (
      await t.database.execute(`select count(*)::int as n from pgboss.job where name = $1`, [
        QUEUES.sourceSync,
      ])
    ).rows[0]?.n,
  );

describe('Sources API', () => {
  it('offers Google to every plan, and Yelp and Tripadvisor only to Pro and Enterprise once enabled', async () => {
    const growth = (await t.login('growthadmin')).token;
    const g = await overview(growth, t.fx.restaurants.growth.id);
    expect(
      Object.fromEntries(g.platforms.map((p: Platform) => [p.platform, p.availability])),
    ).toEqual({
      google: 'available',
      yelp: 'upgrade',
      tripadvisor: 'upgrade',
      facebook: 'upgrade',
      instagram: 'upgrade',
    });
    const before = await overview();
    expect(before.platforms.find((p: Platform) => p.platform === 'yelp')?.availability).toBe(
      'not_enabled',
    );
    const refused = await t.call(
      'PUT',
      `/v1/restaurant/${t.fx.restaurants.growth.id}/sources/yelp/account`,
      { token: growth, body: { api_key: 'yelp-key-12345' } },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_required');

    await t.call('PUT', `/v1/restaurant/${restaurantId}/integrations`, {
      token: superToken,
      body: { integrations: ['Google', 'Yelp'] },
    });
    const after = await overview();
    expect(after.platforms.find((p: Platform) => p.platform === 'yelp')?.availability).toBe(
      'available',
    );
    expect(after.connections).toHaveLength(3 * 5);
    expect(after.sync_interval_minutes).toBe(15);
  });

  it('connects Google with OAuth, maps a location, and syncs it', async () => {
    const res = await t.call('POST', `/v1/restaurant/${restaurantId}/sources/google/authorize`, {
      token: admin,
      body: { lang: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    // The browser goes to Google's consent page, which sends it back with a code.
    const consent = await fetch(res.json().data.url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.pathname).toBe('/v1/sources/google/callback');
    const callback = await t.call('GET', `${back.pathname}${back.search}`);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(
      '/fr/dashboard/administration?source=google&outcome=connected#sources',
    );
    // Sealed at rest: the tokens are not readable in the row.
    const [account] = await t.database.db
      .select()
      .from(sourceAccounts)
      .where(eq(sourceAccounts.restaurantId, restaurantId));
    expect(account?.credentials).toMatch(/^v1\./);
    expect(account?.credentials).not.toContain('refresh-');

    // An expired access token is refreshed with the refresh token, and the new one kept sealed.
    const secrets = createSecretBox(t.config.encryptionKey);
    const tokens = JSON.parse(secrets.open(account?.credentials ?? ''));
    await t.database.db
      .update(sourceAccounts)
      .set({ credentials: secrets.seal(JSON.stringify({ ...tokens, expires_at: Date.now() - 1 })) })
      .where(eq(sourceAccounts.restaurantId, restaurantId));
    const places = await t.call('GET', `/v1/restaurant/${restaurantId}/sources/google/locations`, {
      token: admin,
    });
    const [refreshed] = await t.database.db
      .select()
      .from(sourceAccounts)
      .where(eq(sourceAccounts.restaurantId, restaurantId));
    const fresh = JSON.parse(secrets.open(refreshed?.credentials ?? ''));
    expect(fresh.access_token).not.toBe(tokens.access_token);
    expect(fresh.refresh_token).toBe(tokens.refresh_token);
    expect(fresh.expires_at).toBeGreaterThan(Date.now());
    expect(places.json().data.map((p: { id: string }) => p.id)).toEqual([
      'accounts/1/locations/2',
      'accounts/1/locations/3',
    ]);

    const jobsBefore = await syncJobs();
    const connected = await t.call('PUT', `/v1/location/${alpha}/sources/google`, {
      token: admin,
      body: { external_location: 'accounts/1/locations/2' },
    });
    expect(connected.statusCode).toBe(200);
    expect(connected.json().data).toMatchObject({ status: 'connected', platform: 'google' });
    expect(await syncJobs()).toBe(jobsBefore + 1);

    const [row] = await t.database.db
      .select()
      .from(sourceConnections)
      .where(eq(sourceConnections.locationId, alpha));
    const deps = {
      db: t.database.db,
      secrets: createSecretBox(t.config.encryptionKey),
      adapters: createSourceAdapters(t.config.sources),
      operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
      afterIngest: reviewArrivalPipeline(t.jobs),
      intervalMinutes: 15,
    };
    expect(await syncConnection(deps, row?.id as string)).toMatchObject({
      state: 'done',
      counts: { created: 75 },
    });
    const state = (await overview()).connections.find(
      (c: Conn) => c.location_id === alpha && c.platform === 'google',
    );
    expect(state).toMatchObject({
      status: 'connected',
      external_location: 'accounts/1/locations/2',
      last_counts: { created: 75, updated: 0, unchanged: 0, deleted: 0 },
      // The fixture's two Google reviews at Alpha, and the 75 synced.
      review_count: 77,
      last_error: null,
      progress: { fetched: 75, total: 75, pages: 2 },
    });
    expect(Date.parse(state?.next_sync_at ?? '')).toBeGreaterThan(Date.now());
    // No secret ever reaches the browser.
    const body = (await t.call('GET', `/v1/restaurant/${restaurantId}/sources`, { token: admin }))
      .body;
    expect(body).not.toMatch(/access-|refresh-|v1\./);
  });

  it('syncs now on request, and refuses while the source is revoked', async () => {
    const before = await syncJobs();
    const res = await t.call('POST', `/v1/location/${alpha}/sources/google/sync`, {
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(await syncJobs()).toBeGreaterThanOrEqual(before);
    await t.database.db
      .update(sourceConnections)
      .set({ status: 'revoked', lastError: 'Reconnect Google' })
      .where(eq(sourceConnections.locationId, alpha));
    const refused = await t.call('POST', `/v1/location/${alpha}/sources/google/sync`, {
      token: admin,
    });
    expect(refused.statusCode).toBe(409);
    // Consenting again brings the location back.
    const { url } = (
      await t.call('POST', `/v1/restaurant/${restaurantId}/sources/google/authorize`, {
        token: admin,
        body: {},
      })
    ).json().data;
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
    await t.call('GET', `${back.pathname}${back.search}`);
    const state = (await overview()).connections.find(
      (c: Conn) => c.location_id === alpha && c.platform === 'google',
    );
    expect(state).toMatchObject({ status: 'connected', last_error: null });
  });

  it('refuses a forged or expired state, and a denied consent', async () => {
    const forged = await t.call('GET', '/v1/sources/google/callback?code=code-1&state=abc.def');
    expect(forged.headers.location).toBe(
      '/en/dashboard/administration?source=google&outcome=invalid#sources',
    );
    expect((await t.database.db.select().from(sourceAccounts)).length).toBe(1);
  });

  it('disconnects a location and the account, keeping every review', async () => {
    const res = await t.call('DELETE', `/v1/location/${alpha}/sources/google`, { token: admin });
    expect(res.json().data).toMatchObject({ status: 'disconnected', review_count: 77 });
    google.calls.length = 0;
    const gone = await t.call('DELETE', `/v1/restaurant/${restaurantId}/sources/google/account`, {
      token: admin,
    });
    expect(gone.statusCode).toBe(200);
    expect(google.calls.map((c) => c.path)).toContain('/revoke');
    expect(await t.database.db.select().from(sourceAccounts)).toHaveLength(0);
    const after = await overview();
    expect(after.platforms.find((p: Platform) => p.platform === 'google')?.account).toBeNull();
    expect(
      after.connections.find((c: Conn) => c.location_id === alpha && c.platform === 'google')
        ?.review_count,
    ).toBe(77);
  });
});
