import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGoogleServer, type GoogleServer } from '../../test/fakes/google-business-server.ts';
import { parseAllowedHosts } from '../../lib/outbound/address.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { DEFAULT_RETRY, PlatformError, type RetryPolicy } from '../platform-http.ts';
import type { AdapterContext, SourceCredentials } from '../source-adapter.ts';
import { createGoogleAdapter } from './adapter.ts';

let google: GoogleServer;
// The local fake is trusted the way an operator would list it in OUTBOUND_ALLOW_HOSTS.
const trustLocal = createOperatorFetch(parseAllowedHosts('127.0.0.1'));
const waits: number[] = [];
const retry: RetryPolicy = {
  ...DEFAULT_RETRY,
  // The hung call is cut at 3 s; ordinary calls stay well under it even on a loaded machine.
  timeoutMs: 3_000,
  random: () => 0.5,
  sleep: async (ms) => {
    waits.push(ms);
  },
};
const adapter = createGoogleAdapter({ clientId: 'client-1', clientSecret: 'shh' });
const LOCATION = 'accounts/1/locations/2';
const ctx = (credentials: SourceCredentials = { access_token: 'test-access-token' }) => {
  const saved: SourceCredentials[] = [];
  const c: AdapterContext = {
    baseUrl: google.url,
    credentials,
    retry,
    fetch: trustLocal,
    saveCredentials: async (fresh) => void saved.push(fresh),
  };
  return { c, saved };
};

beforeAll(async () => {
  google = await startGoogleServer('test-access-token', { hangMs: 6_000 });
});
afterAll(() => google.close());
beforeEach(() => {
  google.calls.length = 0;
  waits.length = 0;
  google.faultNext([]);
});

describe('Google Business Profile adapter', () => {
  it('connects with OAuth: consent URL, code exchange, refresh, revocation', async () => {
    const redirect = 'http://localhost:3000/v1/sources/google/callback';
    const consent = new URL(adapter.authorizationUrl?.(redirect, 'state-1', google.url) ?? '');
    expect(consent.pathname).toBe('/o/oauth2/v2/auth');
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: 'client-1',
      redirect_uri: redirect,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/business.manage',
      access_type: 'offline',
      prompt: 'consent',
      state: 'state-1',
    });
    // The fake consents at once and sends the browser back with a code.
    const back = await fetch(consent, { redirect: 'manual' });
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await adapter.exchangeCode?.(trustLocal, redirect, code, google.url);
    expect(tokens).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect(tokens?.expires_at).toBeGreaterThan(Date.now());
    const exchange = google.calls.find((c) => c.path === '/token');
    expect(new URLSearchParams(String(exchange?.body)).get('grant_type')).toBe(
      'authorization_code',
    );

    // An expired access token is refreshed before the call, and the fresh one is saved.
    const { c, saved } = ctx({ ...tokens, expires_at: Date.now() - 1 });
    await adapter.listLocations(c);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.access_token).not.toBe(tokens?.access_token);
    expect(saved[0]?.refresh_token).toBe(tokens?.refresh_token);

    await adapter.revoke?.(c);
    expect(google.calls.at(-1)).toMatchObject({ method: 'POST', path: '/revoke', status: 200 });
    await expect(adapter.listLocations(ctx({ ...c.credentials }).c)).rejects.toMatchObject({
      status: 401,
      revoked: true,
    });
  });

  it('maps the account locations to v4 names', async () => {
    const locations = await adapter.listLocations(ctx().c);
    expect(locations).toEqual([
      { id: 'accounts/1/locations/2', name: 'Maison — Alpha', address: '1 Rue Alpha, Montréal' },
      { id: 'accounts/1/locations/3', name: 'Maison — Bravo', address: '2 Rue Bravo, Montréal' },
    ]);
  });

  it('lists reviews 50 at a time, newest change first, with the documented fields', async () => {
    google.reviews.set(LOCATION, []);
    const seeded = google.seedReviews(LOCATION, 120);
    const first = await adapter.fetchReviews(ctx().c, LOCATION, { pageToken: null });
    const url = new URL(google.calls.at(-1)?.path ?? '', google.url);
    expect(url.pathname).toBe(`/v4/${LOCATION}/reviews`);
    expect(url.searchParams.get('pageSize')).toBe('50');
    expect(url.searchParams.get('orderBy')).toBe('updateTime desc');
    expect(first.reviews).toHaveLength(50);
    expect(first.total).toBe(120);
    const newest = seeded.at(-1);
    expect(first.reviews[0]).toMatchObject({
      externalId: newest?.reviewId,
      updatedAt: newest?.updateTime,
      rating: ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'].indexOf(newest?.starRating ?? '') + 1,
    });
    const second = await adapter.fetchReviews(ctx().c, LOCATION, {
      pageToken: first.nextPageToken,
    });
    const third = await adapter.fetchReviews(ctx().c, LOCATION, {
      pageToken: second.nextPageToken,
    });
    expect(third.reviews).toHaveLength(20);
    expect(third.nextPageToken).toBeNull();
    const ids = new Set(
      [...first.reviews, ...second.reviews, ...third.reviews].map((r) => r.externalId),
    );
    expect(ids.size).toBe(120);
  });

  it('rides out 429 and 5xx with growing, jittered waits, and a timeout too', async () => {
    google.faultNext([429, 503, 'timeout', 500]);
    const page = await adapter.fetchReviews(ctx().c, LOCATION, { pageToken: null });
    expect(page.reviews.length).toBeGreaterThan(0);
    // Full jitter at random 0.5: half of 1 s, 2 s, 4 s, 8 s.
    expect(waits).toEqual([500, 1000, 2000, 4000]);
  });

  it('gives up after the retries, and never retries a refusal', async () => {
    google.faultNext(Array(DEFAULT_RETRY.attempts).fill(503));
    await expect(
      adapter.fetchReviews(ctx().c, LOCATION, { pageToken: null }),
    ).rejects.toBeInstanceOf(PlatformError);
    waits.length = 0;
    google.faultNext([404]);
    await expect(adapter.readReply?.(ctx().c, LOCATION, 'x')).rejects.toMatchObject({
      status: 404,
      refused: true,
    });
    expect(waits).toEqual([]);
  });

  it('replies with PUT {comment} and deletes with DELETE on …/reviews/{id}/reply', async () => {
    await adapter.reply?.(ctx().c, LOCATION, 'g-1', 'Merci Julie!');
    expect(google.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/v4/${LOCATION}/reviews/g-1/reply`,
      body: { comment: 'Merci Julie!' },
      auth: 'Bearer test-access-token',
      status: 200,
    });
    expect(await adapter.readReply?.(ctx().c, LOCATION, 'g-1')).toBe('Merci Julie!');
    await adapter.deleteReply?.(ctx().c, LOCATION, 'g-1');
    expect(google.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v4/${LOCATION}/reviews/g-1/reply`,
    });
    expect(await adapter.readReply?.(ctx().c, LOCATION, 'g-1')).toBeNull();
  });
});
