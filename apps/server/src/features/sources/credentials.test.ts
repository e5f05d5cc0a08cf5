import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSourcesOverview } from '@tableside/domain/schemas/sources';
import { startGraphServer, type GraphServer } from '../../test/fakes/graph-api-server.ts';
import {
  startReviewSitesServer,
  type ReviewSitesServer,
} from '../../test/fakes/review-sites-server.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Credentials are checked with the platform before they are saved (verify-credentials.ts), against
// local servers speaking Yelp's, Tripadvisor's and the Graph API's documented answers.
let sites: ReviewSitesServer;
let graph: GraphServer;
let bare: GraphServer;
let closedPort: number;
const apps: TestApp[] = [];

/** A port nothing listens on: the platform cannot be reached. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1', ...env });
  apps.push(t);
  const superToken = (await t.login('super')).token;
  const restaurantId = t.fx.restaurants.maison.id;
  await t.call('PUT', `/v1/restaurant/${restaurantId}/integrations`, {
    token: superToken,
    body: { integrations: ['Google', 'Yelp', 'TripAdvisor', 'Facebook'] },
  });
  const admin = (await t.login('admin')).token;
  const save = (platform: string, key: string) =>
    t.call('PUT', `/v1/restaurant/${restaurantId}/sources/${platform}/account`, {
      token: admin,
      body: { api_key: key },
    });
  const account = async (platform: string) =>
    (
      (await t.call('GET', `/v1/restaurant/${restaurantId}/sources`, { token: admin })).json()
        .data as TSourcesOverview
    ).platforms.find((p) => p.platform === platform)?.account ?? null;
  return { save, account };
}

beforeAll(async () => {
  sites = await startReviewSitesServer();
  graph = await startGraphServer();
  bare = await startGraphServer('bare-page-token', '5151', { withoutInstagram: true });
  closedPort = await freePort();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await sites.close();
  await graph.close();
  await bare.close();
});

describe('saving platform credentials', () => {
  it('keeps a key the platform accepts and refuses one it does not, saying why and saving nothing', async () => {
    const { save, account } = await appWith({
      YELP_API_BASE: sites.url,
      TRIPADVISOR_API_BASE: sites.url,
      FACEBOOK_GRAPH_BASE: graph.url,
    });
    const refused = await save('yelp', 'not-a-real-key');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'platform_credentials_refused',
      details: { platform: 'yelp', reason: expect.stringContaining('Invalid access token') },
    });
    expect(await account('yelp')).toBeNull();
    expect((await save('yelp', 'yelp-test-key')).statusCode).toBe(200);
    expect(await account('yelp')).not.toBeNull();

    expect((await save('tripadvisor', 'not-a-real-key')).json().code).toBe(
      'platform_credentials_refused',
    );
    expect((await save('tripadvisor', 'trip-test-key')).statusCode).toBe(200);

    // The Graph API answers a bad token with a 400 and code 190.
    const badToken = await save('facebook', 'not-a-real-token');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().code).toBe('platform_credentials_refused');
    expect(await account('facebook')).toBeNull();
    expect((await save('facebook', 'page-token')).statusCode).toBe(200);
    expect((await save('instagram', 'page-token')).statusCode).toBe(200);
  });

  it('says when the Page has no Instagram account, and when the platform cannot be reached', async () => {
    const { save, account } = await appWith({
      FACEBOOK_GRAPH_BASE: bare.url,
      YELP_API_BASE: `http://127.0.0.1:${closedPort}`,
    });
    const missing = await save('instagram', 'bare-page-token');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('instagram_account_missing');
    expect(await account('instagram')).toBeNull();
    // The same token is a Facebook Page's all the same.
    expect((await save('facebook', 'bare-page-token')).statusCode).toBe(200);

    const unreachable = await save('yelp', 'yelp-test-key');
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json().code).toBe('platform_unreachable');
    expect(await account('yelp')).toBeNull();
  });
});
