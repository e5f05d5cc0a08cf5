import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphServer, type GraphServer } from '../../test/fakes/graph-api-server.ts';
import { parseAllowedHosts } from '../../lib/outbound/address.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { DEFAULT_RETRY } from '../platform-http.ts';
import type { AdapterContext } from '../source-adapter.ts';
import { createFacebookAdapter } from './adapter.ts';

let graph: GraphServer;
const adapter = createFacebookAdapter();
const waits: number[] = [];
const trustLocal = createOperatorFetch(parseAllowedHosts('127.0.0.1'));
const ctx = (token = 'page-token'): AdapterContext => ({
  baseUrl: graph.url,
  fetch: trustLocal,
  credentials: { access_token: token },
  retry: { ...DEFAULT_RETRY, sleep: async (ms) => void waits.push(ms) },
});

beforeAll(async () => {
  graph = await startGraphServer();
  for (let n = 1; n <= 120; n += 1)
    graph.ratings.push({
      created_time: `2026-10-${String((n % 28) + 1).padStart(2, '0')}T10:${String(n % 60).padStart(2, '0')}:00+0000`,
      recommendation_type: n % 4 === 0 ? 'negative' : 'positive',
      review_text: `Facebook recommendation ${n}`,
      reviewer: { id: `r${n}`, name: `Fan ${n}` },
      open_graph_story: { id: `story-${n}` },
    });
});
afterAll(() => graph.close());

describe('Facebook Page ratings adapter (Graph API)', () => {
  it('pages through every rating with the cursor until Graph stops sending next', async () => {
    const seen: string[] = [];
    const all: Awaited<ReturnType<typeof adapter.fetchReviews>>['reviews'] = [];
    let pageToken: string | null = null;
    let pages = 0;
    do {
      const page = await adapter.fetchReviews(ctx(), graph.pageId, { pageToken });
      seen.push(...page.reviews.map((r) => r.externalId));
      all.push(...page.reviews);
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    const first = new URL(graph.calls[0]?.path ?? '', graph.url);
    expect(first.pathname).toBe(`/v19.0/${graph.pageId}/ratings`);
    expect(first.searchParams.get('limit')).toBe('50');
    const negative = all.find((r) => r.externalId === 'story-4');
    expect(negative).toMatchObject({
      rating: 1,
      authorName: 'Fan 4',
      text: 'Facebook recommendation 4',
    });
    expect(all.find((r) => r.externalId === 'story-1')?.rating).toBe(5);
  });

  it('names the Page its token belongs to', async () => {
    expect(await adapter.listLocations(ctx())).toEqual([
      { id: graph.pageId, name: 'Maison Tableside', address: '1 Rue Alpha' },
    ]);
  });

  it('replies by commenting on the rating, and reads the reply back', async () => {
    await adapter.reply?.(ctx(), graph.pageId, 'story-7', 'Merci beaucoup !');
    const post = graph.calls.at(-1);
    expect(post?.method).toBe('POST');
    expect(new URL(post?.path ?? '', graph.url).pathname).toBe('/v19.0/story-7/comments');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ message: 'Merci beaucoup !' });
    expect(await adapter.readReply?.(ctx(), graph.pageId, 'story-7')).toBe('Merci beaucoup !');
  });

  it('rides out throttling (code 4) and reads an expired token (code 190) as revoked', async () => {
    waits.length = 0;
    graph.throttleNext(2);
    const page = await adapter.fetchReviews(ctx(), graph.pageId, { pageToken: null });
    expect(page.reviews).toHaveLength(50);
    expect(waits).toHaveLength(2);
    await expect(
      adapter.fetchReviews(ctx('old-token'), graph.pageId, { pageToken: null }),
    ).rejects.toMatchObject({ status: 401, revoked: true });
  });
});
