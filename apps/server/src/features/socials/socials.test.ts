import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_CHECKS } from '@tableside/domain/draft-checks';
import type { TSocialComment } from '@tableside/domain/schemas/socials';
import { replyPosts, restaurants } from '../../db/schema.ts';
import { createSourceAdapters } from '../../integrations/registry.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { startGraphServer, type GraphServer } from '../../test/fakes/graph-api-server.ts';
import {
  createSourceAccount,
  createSourceConnection,
  createSocialComment,
} from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { processReplyPost, type PostingDeps } from '../replies/posting.ts';
import { syncConnection } from '../sources/sync.ts';

let t: TestApp;
let graph: GraphServer;
let admin: string;
let restaurantId: string;
let posting: PostingDeps;
let igConnection: string;
const base = () => `/v1/restaurant/${restaurantId}/social-comment`;
const at = (n: number) => `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00+0000`;

beforeAll(async () => {
  graph = await startGraphServer();
  t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  admin = (await t.login('admin')).token;
  restaurantId = t.fx.restaurants.maison.id;
  const secrets = createSecretBox(t.config.encryptionKey);
  const adapters = createSourceAdapters();
  posting = {
    db: t.database.db,
    secrets,
    allowPrivateWebhooks: false,
    adapters,
    operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
  };
  for (let m = 0; m < 12; m += 1) {
    graph.media.push({
      id: `m${m}`,
      caption: `Plate ${m}`,
      permalink: `https://ig.test/${m}`,
      timestamp: at(m),
    });
    graph.igComments.set(`m${m}`, [
      { id: `ig-${m}-1`, text: `Looks great ${m}`, username: `guest${m}`, timestamp: at(m) },
      { id: `ig-${m}-2`, text: `When is it back? ${m}`, username: `other${m}`, timestamp: at(m) },
    ]);
  }
  graph.posts.push({
    id: `${graph.pageId}_1`,
    message: 'Jazz night',
    permalink_url: 'https://fb.test/1',
    created_time: at(1),
  });
  graph.comments.set(`${graph.pageId}_1`, [
    {
      id: 'fb-1',
      from: { id: 'u1', name: 'Luc Fortin' },
      message: 'Great music!',
      created_time: at(1),
    },
  ]);
  const rows = [];
  for (const [source, externalLocation] of [
    ['facebook', graph.pageId],
    ['instagram', graph.igAccount.id],
  ] as const) {
    const credentials = { access_token: 'page-token' };
    await createSourceAccount(t, { restaurantId, source, credentials, baseUrl: graph.url });
    rows.push(
      await createSourceConnection(t, {
        location: 'Alpha',
        source,
        externalLocation,
        baseUrl: graph.url,
      }),
    );
  }
  const deps = {
    db: t.database.db,
    secrets,
    adapters,
    operatorFetch: posting.operatorFetch,
    intervalMinutes: 15,
    afterIngest: reviewArrivalPipeline(t.jobs),
  };
  for (const row of rows) {
    if (row.source === 'instagram') igConnection = row.id;
    expect((await syncConnection(deps, row.id)).state).toBe('done');
  }
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const list = async (query = ''): Promise<TSocialComment[]> =>
  (await t.call('GET', `${base()}${query}`, { token: admin })).json().data;

describe('socials: comments from the Graph API', () => {
  it('stores the Instagram and Facebook comments once, newest first, paginated', async () => {
    const all = await list('?limit=1000');
    // 10 media a page, 5 pages at most: all 12 media, 2 comments each, and the Page's one.
    expect(all).toHaveLength(25);
    expect((all[0]?.commented_at ?? '') >= (all.at(-1)?.commented_at ?? '')).toBe(true);
    const page = await list('?offset=20&limit=10');
    expect(page.map((c) => c.id)).toEqual(all.slice(20).map((c) => c.id));
    const legacy = (await t.call('GET', `${base()}/offset/0/limit/2`, { token: admin })).json()
      .data;
    expect(legacy.map((c: TSocialComment) => c.id)).toEqual(all.slice(0, 2).map((c) => c.id));
    expect(await list('?platform=facebook')).toMatchObject([
      {
        author_name: 'Luc Fortin',
        text: 'Great music!',
        post_caption: 'Jazz night',
        reply_channel: 'platform',
      },
    ]);
    // A second sync stores nothing twice.
    const deps = {
      db: t.database.db,
      secrets: posting.secrets,
      adapters: posting.adapters ?? {},
      operatorFetch: posting.operatorFetch,
      intervalMinutes: 15,
      afterIngest: reviewArrivalPipeline(t.jobs),
    };
    await syncConnection(deps, igConnection);
    expect(await list('?limit=1000')).toHaveLength(25);
  });

  it('drafts, edits, approves and posts a reply exactly once through the Graph API', async () => {
    const target = (await list('?platform=instagram')).find((c) => c.external_id === 'ig-3-1');
    if (!target) throw new Error('comment not synced');
    const url = `${base()}/${target.id}`;
    const drafted = await t.call('POST', `${url}/response/regenerate`, { token: admin, body: {} });
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json().data).toMatchObject({ status: 'regenerated' });
    expect(drafted.json().data.response.length).toBeGreaterThan(5);
    const early = await t.call('POST', `${url}/response/post`, { token: admin });
    expect(early.json().code).toBe('reply_not_approved');
    const edited = await t.call('PUT', `${url}/response`, {
      token: admin,
      body: { response: 'Thank you, see you soon!' },
    });
    expect(edited.json().data).toMatchObject({
      status: 'edited',
      response: 'Thank you, see you soon!',
    });
    expect(
      (await t.call('PUT', `${url}/response/approve`, { token: admin })).json().data.status,
    ).toBe('approved');
    const first = await t.call('POST', `${url}/response/post`, { token: admin });
    const second = await t.call('POST', `${url}/response/post`, { token: admin });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const posts = await t.database.db
      .select()
      .from(replyPosts)
      .where(eq(replyPosts.socialCommentId, target.id));
    expect(posts).toHaveLength(1);
    // A crash after the call: the retry reads Instagram back instead of posting again.
    await processReplyPost(posting, posts[0]?.id as string);
    await t.database.db
      .update(replyPosts)
      .set({ state: 'unknown' })
      .where(eq(replyPosts.id, posts[0]?.id as string));
    await processReplyPost(posting, posts[0]?.id as string);
    const sent = graph.calls.filter(
      (c) => c.method === 'POST' && c.path.startsWith('/v19.0/ig-3-1/replies'),
    );
    expect(sent).toHaveLength(1);
    expect(graph.igReplies.get('ig-3-1')?.map((r) => r.text)).toEqual(['Thank you, see you soon!']);
    const after = (await t.call('GET', url, { token: admin })).json().data;
    expect(after).toMatchObject({ status: 'posted', posting: { state: 'confirmed' } });
    expect((await t.call('PUT', `${url}/response/approve`, { token: admin })).json().code).toBe(
      'reply_already_posted',
    );
  });

  it('replies to a Facebook comment under the comment', async () => {
    const [fb] = await list('?platform=facebook');
    if (!fb) throw new Error('comment not synced');
    const url = `${base()}/${fb.id}`;
    await t.call('PUT', `${url}/response`, { token: admin, body: { response: 'Merci Luc !' } });
    await t.call('PUT', `${url}/response/approve`, { token: admin });
    await t.call('POST', `${url}/response/post`, { token: admin });
    const [post] = await t.database.db
      .select()
      .from(replyPosts)
      .where(eq(replyPosts.socialCommentId, fb.id));
    await processReplyPost(posting, post?.id as string);
    expect(graph.comments.get('fb-1')).toEqual([
      { from: { id: graph.pageId }, message: 'Merci Luc !' },
    ]);
  });

  it('asks for "mark as posted" where the platform is not connected', async () => {
    const row = await createSocialComment(t, {
      location: 'Bravo',
      platform: 'instagram',
      externalId: 'manual-1',
      postId: 'mx',
      authorName: 'walkin',
      text: 'Nice!',
      commentedAt: new Date('2026-11-01T10:00:00Z'),
    });
    const url = `${base()}/${row?.id}`;
    await t.call('PUT', `${url}/response`, { token: admin, body: { response: 'Thanks!' } });
    await t.call('PUT', `${url}/response/approve`, { token: admin });
    const refused = await t.call('POST', `${url}/response/post`, { token: admin });
    expect(refused.json().code).toBe('reply_posted_by_hand');
    const marked = await t.call('POST', `${url}/response/mark-posted`, { token: admin });
    expect(marked.json().data).toMatchObject({ status: 'posted', reply_channel: 'manual' });
  });

  it('checks a comment’s reply like a review’s: the draft answers the question, a curt edit does not', async () => {
    const row = await createSocialComment(t, {
      location: 'Bravo',
      platform: 'instagram',
      externalId: 'question-1',
      postId: 'qx',
      authorName: 'tomasz.k',
      text: 'Looks great! Is the terrace dog-friendly? We have a small terrier.',
      commentedAt: new Date('2026-11-02T10:00:00Z'),
    });
    const url = `${base()}/${row?.id}`;
    const drafted = (
      await t.call('POST', `${url}/response/regenerate`, { token: admin, body: {} })
    ).json().data;
    const question = (checks: { check: string; passed: boolean }[]) =>
      checks.find((c) => c.check === 'questions-answered');
    // A comment's draft runs every check a review's does.
    expect(drafted.draft_checks.map((c: { check: string }) => c.check).sort()).toEqual(
      [...DRAFT_CHECKS].sort(),
    );
    expect(question(drafted.draft_checks)?.passed).toBe(true);
    const curt = (
      await t.call('PUT', `${url}/response`, { token: admin, body: { response: 'Thanks!' } })
    ).json().data;
    expect(question(curt.draft_checks)).toMatchObject({
      passed: false,
      problems: [{ code: 'question-unanswered', subject: 'dogs' }],
    });
    // The checks stay with the reply when it is read again.
    const read = (await t.call('GET', url, { token: admin })).json().data;
    expect(read.draft_checks).toEqual(curt.draft_checks);
  });

  it('answers a comment’s question from the facts in its own language, or promises to follow up', async () => {
    const [before] = await t.database.db
      .select({ facts: restaurants.facts })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    await t.database.db
      .update(restaurants)
      .set({
        facts: {
          hours: 'Mardi au samedi 17 h–23 h. / Tuesday to Saturday 5–11 pm.',
          dogs: 'Chiens bienvenus sur la terrasse. / Dogs welcome on the patio.',
        },
      })
      .where(eq(restaurants.id, restaurantId));
    const drafted = async (externalId: string, text: string) => {
      const row = await createSocialComment(t, {
        location: 'Bravo',
        platform: 'facebook',
        externalId,
        postId: 'qx',
        authorName: 'Maude Gagnon',
        text,
        commentedAt: new Date('2026-11-03T10:00:00Z'),
      });
      const url = `${base()}/${row?.id}/response/regenerate`;
      return (await t.call('POST', url, { token: admin, body: {} })).json().data as TSocialComment;
    };
    const answered = (c: TSocialComment) =>
      c.draft_checks?.find((x) => x.check === 'questions-answered')?.passed;
    try {
      const dogs = await drafted('question-dogs', 'Is the patio dog-friendly?');
      expect(dogs.response).toMatch(/dogs welcome on the patio\./i);
      expect(answered(dogs)).toBe(true);
      const chiens = await drafted('question-chiens', 'Est-ce que les chiens sont acceptés?');
      expect(chiens.response).toMatch(/chiens bienvenus sur la terrasse\./i);
      expect(answered(chiens)).toBe(true);
      // The usual hours do not say whether the 24th is open: given, and that day confirmed.
      const le24 = await drafted('question-24', 'Vous êtes ouverts le 24?');
      expect(le24.response).toMatch(/mardi au samedi 17 h–23 h\./i);
      expect(le24.response).toMatch(/confirmerons|reviendrons vers vous/);
      expect(answered(le24)).toBe(true);
      // A topic the facts do not cover: a promise to follow up, no answer made up.
      const cards = await drafted('question-cards', 'Vendez-vous des cartes-cadeaux?');
      expect(cards.response).toMatch(/cartes-cadeaux/);
      expect(cards.response).toMatch(/reviendrons vers vous|va vous répondre/);
      expect(answered(cards)).toBe(true);
    } finally {
      await t.database.db
        .update(restaurants)
        .set({ facts: before?.facts ?? {} })
        .where(eq(restaurants.id, restaurantId));
    }
  });

  it('removes a comment from the list for good, even after a sync', async () => {
    const target = (await list('?platform=instagram')).find((c) => c.external_id === 'ig-5-2');
    const del = await t.call('DELETE', `${base()}/${target?.id}`, { token: admin });
    expect(del.statusCode).toBe(200);
    const deps = {
      db: t.database.db,
      secrets: posting.secrets,
      adapters: posting.adapters ?? {},
      operatorFetch: posting.operatorFetch,
      intervalMinutes: 15,
      afterIngest: reviewArrivalPipeline(t.jobs),
    };
    await syncConnection(deps, igConnection);
    expect((await list('?limit=1000')).some((c) => c.id === target?.id)).toBe(false);
    expect((await t.call('GET', `${base()}/${target?.id}`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${base()}/${target?.id}`, { token: admin })).statusCode).toBe(
      404,
    );
  });
});

describe('socials: bad input and who may', () => {
  it('refuses an empty or oversized reply, an unknown comment and bad paging', async () => {
    const [c] = await list();
    const url = `${base()}/${c?.id}`;
    for (const body of [{ response: '' }, { response: '   ' }, { response: 'x'.repeat(5000) }, {}])
      expect((await t.call('PUT', `${url}/response`, { token: admin, body })).statusCode).toBe(400);
    const approveEmpty = await createSocialComment(t, {
      location: 'Alpha',
      platform: 'facebook',
      externalId: 'empty-1',
      postId: 'p',
      text: 'Hi',
      commentedAt: new Date(),
    });
    const empty = await t.call('PUT', `${base()}/${approveEmpty.id}/response/approve`, {
      token: admin,
    });
    expect(empty.json().code).toBe('reply_empty');
    expect(
      (await t.call('GET', `${base()}/00000000-0000-4000-8000-000000000000`, { token: admin }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('GET', `${base()}/not-a-uuid`, { token: admin })).statusCode).toBe(400);
    for (const q of ['?offset=-1', '?limit=0', '?limit=5000', '?platform=tiktok', '?status=lost'])
      expect((await t.call('GET', `${base()}${q}`, { token: admin })).statusCode, q).toBe(400);
  });

  it('is for the restaurant’s Admins on Pro and Enterprise, never another restaurant', async () => {
    const manager = (await t.login('manager')).token;
    expect((await t.call('GET', base(), { token: manager })).json().code).toBe('forbidden');
    const growth = (await t.login('growthadmin')).token;
    const res = await t.call('GET', `/v1/restaurant/${t.fx.restaurants.growth.id}/social-comment`, {
      token: growth,
    });
    expect(res.json().code).toBe('plan_required');
    const other = (await t.login('otheradmin')).token;
    expect((await t.call('GET', base(), { token: other })).statusCode).toBe(404);
    const [c] = await list();
    expect((await t.call('DELETE', `${base()}/${c?.id}`, { token: other })).statusCode).toBe(404);
  });
});
