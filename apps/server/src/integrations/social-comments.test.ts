import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphServer, type GraphServer } from '../test/fakes/graph-api-server.ts';
import { createFacebookAdapter } from './facebook/adapter.ts';
import { createInstagramAdapter } from './instagram/adapter.ts';
import { parseAllowedHosts } from '../lib/outbound/address.ts';
import { createOperatorFetch } from '../lib/outbound/operator-fetch.ts';
import { DEFAULT_RETRY } from './platform-http.ts';
import type { AdapterContext, PlatformComment } from './source-adapter.ts';

let graph: GraphServer;
const instagram = createInstagramAdapter();
const facebook = createFacebookAdapter();
const trustLocal = createOperatorFetch(parseAllowedHosts('127.0.0.1'));
const ctx = (token = 'page-token'): AdapterContext => ({
  baseUrl: graph.url,
  fetch: trustLocal,
  credentials: { access_token: token },
  retry: { ...DEFAULT_RETRY, sleep: async () => undefined },
});
const stamp = (n: number) => `2026-11-${String(1 + (n % 20)).padStart(2, '0')}T10:00:00+0000`;

beforeAll(async () => {
  graph = await startGraphServer();
  for (let m = 0; m < 14; m += 1) {
    const id = `media-${m}`;
    graph.media.push({
      id,
      caption: `Dish ${m}`,
      permalink: `https://ig.test/p/${m}`,
      timestamp: stamp(m),
    });
    graph.igComments.set(id, [
      { id: `c-${m}-a`, text: `Yum ${m}`, username: `fan${m}`, timestamp: stamp(m) },
      {
        id: `c-${m}-own`,
        text: 'Our own note',
        username: graph.igAccount.username,
        timestamp: stamp(m),
      },
    ]);
  }
  graph.igReplies.set('c-3-a', [
    { id: 'r1', text: 'Thanks!', username: graph.igAccount.username, timestamp: stamp(3) },
  ]);
  graph.posts.push({
    id: `${graph.pageId}_1`,
    message: 'Patio opens Friday',
    permalink_url: 'https://facebook.test/p/1',
    created_time: stamp(1),
  });
  graph.comments.set(`${graph.pageId}_1`, [
    {
      id: 'fc-1',
      from: { id: 'u1', name: 'Olivier' },
      message: 'Dogs allowed?',
      created_time: stamp(1),
    },
    { id: 'fc-own', from: { id: graph.pageId }, message: 'Page note', created_time: stamp(1) },
  ]);
});
afterAll(() => graph.close());

describe('Instagram comments (Graph API)', () => {
  it('finds the business account linked to the Page token', async () => {
    expect(await instagram.listLocations(ctx())).toEqual([
      { id: graph.igAccount.id, name: `@${graph.igAccount.username}`, address: 'Maison Tableside' },
    ]);
    expect(await instagram.fetchReviews(ctx(), graph.igAccount.id, { pageToken: null })).toEqual({
      reviews: [],
      nextPageToken: null,
      total: null,
    });
  });

  it('pages through the media newest first with their guests’ comments and our replies', async () => {
    const all: PlatformComment[] = [];
    let pageToken: string | null = null;
    let pages = 0;
    do {
      const page = await instagram.fetchComments!(ctx(), graph.igAccount.id, { pageToken });
      all.push(...page.comments);
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(2);
    expect(all).toHaveLength(14);
    expect(all.some((c) => c.text === 'Our own note')).toBe(false);
    expect(all.find((c) => c.externalId === 'c-3-a')).toMatchObject({
      postId: 'media-3',
      postCaption: 'Dish 3',
      postUrl: 'https://ig.test/p/3',
      authorName: 'fan3',
      reply: 'Thanks!',
      createdAt: '2026-11-04T10:00:00.000Z',
    });
    const media = new URL(
      graph.calls.find((c) => c.path.includes('/media'))?.path ?? '',
      graph.url,
    );
    expect(media.pathname).toBe(`/v19.0/${graph.igAccount.id}/media`);
  });

  it('replies under a comment and reads the reply back', async () => {
    await instagram.replyToComment!(ctx(), graph.igAccount.id, 'c-5-a', 'Merci !');
    const post = graph.calls.at(-1);
    expect(post?.method).toBe('POST');
    const url = new URL(post?.path ?? '', graph.url);
    expect(url.pathname).toBe('/v19.0/c-5-a/replies');
    expect(url.searchParams.get('message')).toBe('Merci !');
    expect(await instagram.readCommentReply!(ctx(), graph.igAccount.id, 'c-5-a')).toBe('Merci !');
    expect(await instagram.readCommentReply!(ctx(), graph.igAccount.id, 'c-6-a')).toBeNull();
  });

  it('reads an expired token as revoked access', async () => {
    await expect(
      instagram.fetchComments!(ctx('old-token'), graph.igAccount.id, { pageToken: null }),
    ).rejects.toMatchObject({ status: 401, revoked: true });
  });
});

describe('Facebook Page comments (Graph API)', () => {
  it('reads the guests’ comments on the Page’s posts, replies under one, and reads it back', async () => {
    const page = await facebook.fetchComments!(ctx(), graph.pageId, { pageToken: null });
    expect(page.comments).toEqual([
      {
        externalId: 'fc-1',
        postId: `${graph.pageId}_1`,
        postCaption: 'Patio opens Friday',
        postUrl: 'https://facebook.test/p/1',
        authorName: 'Olivier',
        text: 'Dogs allowed?',
        createdAt: '2026-11-02T10:00:00.000Z',
        reply: null,
      },
    ]);
    await facebook.replyToComment!(ctx(), graph.pageId, 'fc-1', 'Yes, on the patio!');
    expect(await facebook.readCommentReply!(ctx(), graph.pageId, 'fc-1')).toBe(
      'Yes, on the patio!',
    );
    const again = await facebook.fetchComments!(ctx(), graph.pageId, { pageToken: null });
    expect(again.comments[0]?.reply).toBe('Yes, on the patio!');
  });
});
