import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, sourceAccounts } from '../db/schema.ts';
import { reviewArrivalPipeline } from '../review-arrival/pipeline.ts';
import { syncConnection, type SyncDeps } from '../features/sources/sync.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import {
  startReviewSitesServer,
  type ReviewSitesServer,
  type TripReviewShape,
  type YelpReviewShape,
} from '../test/fakes/review-sites-server.ts';
import { createSourceConnection } from '../test/factory.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { parseAllowedHosts } from '../lib/outbound/address.ts';
import { createOperatorFetch } from '../lib/outbound/operator-fetch.ts';
import { DEFAULT_RETRY } from './platform-http.ts';
import { createSourceAdapters } from './registry.ts';
import type { AdapterContext } from './source-adapter.ts';

let sites: ReviewSitesServer;
let t: TestApp;
let deps: SyncDeps;
const adapters = createSourceAdapters();
const retry = { ...DEFAULT_RETRY, sleep: async () => {} };
const trustLocal = createOperatorFetch(parseAllowedHosts('127.0.0.1'));
const ctx = (api_key: string): AdapterContext => ({
  baseUrl: sites.url,
  fetch: trustLocal,
  credentials: { api_key },
  retry,
});

const yelpReview = (n: number, minute: number): YelpReviewShape => ({
  id: `yelp-${n}`,
  url: `https://www.yelp.com/biz/maison-alpha?hrid=yelp-${n}`,
  text: `Yelp excerpt ${n}...`,
  rating: (n % 5) + 1,
  time_created: `2026-11-20 10:${String(minute).padStart(2, '0')}:00`,
  user: {
    id: `u${n}`,
    profile_url: 'https://www.yelp.com/user',
    image_url: null,
    name: `Yelper ${n}`,
  },
});
const tripReview = (n: number, day: number, reply = false): TripReviewShape => ({
  id: 900 + n,
  lang: 'en',
  location_id: '123456',
  published_date: `2026-11-${String(day).padStart(2, '0')}T12:00:00Z`,
  rating: 4,
  url: `https://www.tripadvisor.com/ShowUserReviews-r${900 + n}`,
  text: `Trip text ${n}`,
  title: `Trip title ${n}`,
  user: { username: `traveller${n}` },
  ...(reply
    ? {
        owner_response: {
          id: 1,
          text: 'Thank you for visiting!',
          published_date: '2026-11-10T00:00:00Z',
        },
      }
    : {}),
});

beforeAll(async () => {
  sites = await startReviewSitesServer();
  t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  deps = {
    db: t.database.db,
    secrets: createSecretBox(t.config.encryptionKey),
    adapters,
    operatorFetch: trustLocal,
    afterIngest: reviewArrivalPipeline(t.jobs),
    intervalMinutes: 15,
    retry,
  };
});
afterAll(async () => {
  await t.close();
  await sites.close();
});

async function connect(source: 'yelp' | 'tripadvisor', location: string, key: string) {
  const restaurantId = t.fx.restaurants.maison.id;
  await t.database.db
    .insert(sourceAccounts)
    .values({
      restaurantId,
      source,
      credentials: deps.secrets.seal(JSON.stringify({ api_key: key })),
    })
    .onConflictDoNothing();
  const row = await createSourceConnection(t, {
    location: 'Charlie',
    source,
    externalLocation: location,
    baseUrl: sites.url,
  });
  return row.id;
}
const storedFrom = (source: string) =>
  t.database.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.locationId, t.fx.loc('Charlie').id), eq(reviews.source, source)));

describe('Yelp Fusion adapter', () => {
  it('reads the three newest excerpts with the bearer key, in UTC, with their Yelp link', async () => {
    sites.yelp.set(
      'maison-alpha',
      [1, 2, 3, 4].map((n) => yelpReview(n, n)),
    );
    const page = await adapters.yelp?.fetchReviews(ctx('yelp-test-key'), 'maison-alpha', {
      pageToken: null,
    });
    const call = sites.calls.at(-1);
    expect(call?.path).toBe('/v3/businesses/maison-alpha/reviews?limit=3&sort_by=newest');
    expect(call?.auth).toBe('Bearer yelp-test-key');
    expect(page?.reviews.map((r) => r.externalId)).toEqual(['yelp-4', 'yelp-3', 'yelp-2']);
    expect(page?.reviews[0]).toMatchObject({
      authorName: 'Yelper 4',
      rating: 5,
      createdAt: '2026-11-20T18:04:00.000Z',
      url: 'https://www.yelp.com/biz/maison-alpha?hrid=yelp-4',
      reply: null,
    });
    expect(page?.nextPageToken).toBeNull();
    expect(adapters.yelp?.capabilities).toMatchObject({ reply: false, maxReviews: 3 });
    expect(
      adapters.yelp?.replyLink?.('maison-alpha', {
        externalId: 'yelp-4',
        url: page?.reviews[0]?.url,
      }),
    ).toBe('https://www.yelp.com/biz/maison-alpha?hrid=yelp-4');
    const found = await adapters.yelp?.listLocations(ctx('yelp-test-key'), 'Maison, Montréal');
    expect(found?.[0]).toEqual({
      id: 'maison-alpha',
      name: 'Maison maison-alpha',
      address: '1 Rue Alpha, Montréal, QC',
    });
  });

  it('a wrong key is a revoked source; a 429 is retried', async () => {
    await expect(
      adapters.yelp?.fetchReviews(ctx('wrong'), 'maison-alpha', { pageToken: null }),
    ).rejects.toMatchObject({
      status: 401,
      revoked: true,
      message: 'Yelp answered 401',
      platformReason: 'Invalid access token or authorization header.',
    });
    sites.failNext([429, 503]);
    const page = await adapters.yelp?.fetchReviews(ctx('yelp-test-key'), 'maison-alpha', {
      pageToken: null,
    });
    expect(page?.reviews).toHaveLength(3);
  });

  it('syncs excerpts once, and never marks an excerpt that fell out of the three as deleted', async () => {
    const id = await connect('yelp', 'maison-alpha', 'yelp-test-key');
    expect(await syncConnection(deps, id)).toMatchObject({ state: 'done', counts: { created: 3 } });
    sites.yelp.get('maison-alpha')?.push(yelpReview(5, 30));
    expect(await syncConnection(deps, id)).toMatchObject({
      state: 'done',
      counts: { created: 1, unchanged: 2, deleted: 0 },
    });
    const rows = await storedFrom('yelp');
    expect(rows.map((r) => r.externalId).sort()).toEqual(['yelp-2', 'yelp-3', 'yelp-4', 'yelp-5']);
    expect(rows.every((r) => r.deletedAt === null)).toBe(true);
    // "Reply on Yelp": each review links to itself on Yelp.
    expect(rows.find((r) => r.externalId === 'yelp-5')?.platformUrl).toBe(
      'https://www.yelp.com/biz/maison-alpha?hrid=yelp-5',
    );
  });
});

describe('Tripadvisor Content API adapter', () => {
  it('reads the five newest reviews with the key parameter, title and text together', async () => {
    sites.tripadvisor.set(
      '123456',
      [1, 2, 3, 4, 5, 6].map((n) => tripReview(n, n, n === 6)),
    );
    const page = await adapters.tripadvisor?.fetchReviews(ctx('trip-test-key'), '123456', {
      pageToken: null,
    });
    const url = new URL(sites.calls.at(-1)?.path ?? '', sites.url);
    expect(url.pathname).toBe('/api/v1/location/123456/reviews');
    expect(url.searchParams.get('key')).toBe('trip-test-key');
    expect(page?.reviews).toHaveLength(5);
    expect(page?.reviews[0]).toMatchObject({
      externalId: '906',
      authorName: 'traveller6',
      text: 'Trip title 6\n\nTrip text 6',
      createdAt: '2026-11-06T12:00:00Z',
      reply: { text: 'Thank you for visiting!' },
    });
    await expect(
      adapters.tripadvisor?.fetchReviews(ctx('nope'), '123456', { pageToken: null }),
    ).rejects.toMatchObject({ status: 401, revoked: true });
    const found = await adapters.tripadvisor?.listLocations(ctx('trip-test-key'), 'Maison');
    expect(found?.[0]).toMatchObject({ id: '123456', address: '1 Rue Alpha, Montréal, QC' });
  });

  it('syncs reviews, and one the owner already answered arrives answered', async () => {
    const id = await connect('tripadvisor', '123456', 'trip-test-key');
    expect(await syncConnection(deps, id)).toMatchObject({ state: 'done', counts: { created: 5 } });
    const rows = await storedFrom('tripadvisor');
    expect(rows).toHaveLength(5);
    const answered = rows.find((r) => r.externalId === '906');
    expect(answered).toMatchObject({ status: 'posted', response: 'Thank you for visiting!' });
  });
});
