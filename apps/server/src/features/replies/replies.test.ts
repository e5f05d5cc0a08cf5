import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replyPosts, restaurants, reviews } from '../../db/schema.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { startGoogleServer, type GoogleServer } from '../../test/fakes/google-business-server.ts';
import { createGoogleConnection, createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { processReplyPost, type PostingDeps } from './posting.ts';

let t: TestApp;
let google: GoogleServer;
let admin: string;
let posting: PostingDeps;
let alpha: string;

beforeAll(async () => {
  google = await startGoogleServer();
  t = await createTestApp({ ALLOW_PRIVATE_WEBHOOKS: 'true', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  admin = (await t.login('admin')).token;
  alpha = t.fx.loc('Alpha').id;
  posting = {
    db: t.database.db,
    secrets: createSecretBox(t.config.encryptionKey),
    allowPrivateWebhooks: true,
    operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
  };
  await createGoogleConnection(t, {
    location: 'Alpha',
    externalLocation: 'accounts/1/locations/2',
    baseUrl: google.url,
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});
beforeEach(() => {
  google.calls.length = 0;
  google.replies.clear();
  google.failNext([]);
});

const url = (reviewId: string, path = '', location = 'all') =>
  `/v1/location/${location}/review/${reviewId}${path}`;
const review = async (id: string) => (await t.call('GET', url(id), { token: admin })).json().data;
const postsOf = (id: string) =>
  t.database.db.select().from(replyPosts).where(eq(replyPosts.reviewId, id));

/** A fresh Google review at Alpha, so each test starts from `new`. */
async function newReview(over: Partial<typeof reviews.$inferInsert> = {}) {
  const row = await createReview(t, {
    location: 'Alpha',
    authorName: 'Julie Martin',
    rating: 2,
    text: 'The steak frites came cold and we waited 40 minutes.',
    language: 'en',
    ...over,
  });
  return row.id;
}

async function approved(text = 'Thank you, Julie. We are sorry about the wait.') {
  const id = await newReview();
  expect(
    (await t.call('PUT', url(id, '/response'), { token: admin, body: { response: text } }))
      .statusCode,
  ).toBe(200);
  expect((await t.call('PUT', url(id, '/response/approve'), { token: admin })).statusCode).toBe(
    200,
  );
  return id;
}

describe('editing and approving', () => {
  it('edit sets edited and keeps a version in the history; approve sets approved and its date', async () => {
    const id = await newReview();
    const edited = await t.call('PUT', url(id, '/response'), {
      token: admin,
      body: { response: '  Merci Julie!  ' },
    });
    expect(edited.json().data).toMatchObject({
      status: 'edited',
      response: 'Merci Julie!',
      response_approved: false,
    });
    const res = await t.call('PUT', url(id, '/response/approve'), { token: admin });
    expect(res.json().data).toMatchObject({ status: 'approved', response_approved: true });
    expect(res.json().data.approved_date).toBeTruthy();
    const history = (await t.call('GET', url(id, '/history'), { token: admin })).json().data;
    expect(
      history
        .filter((e: { kind: string }) => e.kind === 'reply')
        .map((e: { status: string }) => e.status),
    ).toEqual(['edited', 'approved']);
    // Each step once: the version tells it, not also its audit line.
    expect(history.map((e: { action: string }) => e.action)).toEqual([
      'reply.edited',
      'reply.approved',
    ]);
    expect(history.find((e: { action: string }) => e.action === 'reply.approved').actor_name).toBe(
      'Admin Tester',
    );
  });

  it('refuses to approve an empty reply (409) and an empty or over-long edit (400), changing nothing', async () => {
    const id = await newReview();
    const empty = await t.call('PUT', url(id, '/response/approve'), { token: admin });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('reply_empty');
    for (const response of ['   ', 'x'.repeat(4097)]) {
      expect(
        (await t.call('PUT', url(id, '/response'), { token: admin, body: { response } }))
          .statusCode,
      ).toBe(400);
    }
    expect(await review(id)).toMatchObject({ status: 'new', response: null });
  });

  it('lets an approved reply go back to edited before it is posted', async () => {
    const id = await approved();
    const res = await t.call('PUT', url(id, '/response'), {
      token: admin,
      body: { response: 'A better reply.' },
    });
    expect(res.json().data).toMatchObject({
      status: 'edited',
      response_approved: false,
      approved_date: null,
    });
  });

  it('refuses BOH, and another restaurant’s review', async () => {
    const id = await newReview();
    const boh = (await t.login('boh')).token;
    expect(
      (await t.call('PUT', url(id, '/response'), { token: boh, body: { response: 'x' } }))
        .statusCode,
    ).toBe(403);
    const other = (await t.login('otheradmin')).token;
    expect(
      (await t.call('PUT', url(id, '/response'), { token: other, body: { response: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await review(id)).status).toBe('new');
  });

  it('flags a review for follow-up', async () => {
    const id = await newReview();
    expect(
      (await t.call('PUT', url(id, '/flag'), { token: admin, body: { flagged: true } })).json().data
        .flagged,
    ).toBe(true);
    const flagged = (
      await t.call('GET', '/v1/location/all/review?flag=true', { token: admin })
    ).json().data;
    expect(flagged.map((r: { id: string }) => r.id)).toContain(id);
  });
});

describe('regenerating', () => {
  it('returns a new reply that follows the extra instruction', async () => {
    const id = await newReview({ rating: 5, text: 'Lovely evening, the duck confit was perfect.' });
    const res = await t.call('POST', url(id, '/response/regenerate'), {
      token: admin,
      body: { additional_instructions: 'mention our new patio' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.response).toMatch(/patio/i);
    expect(res.json().data.review).toMatchObject({
      status: 'regenerated',
      response: res.json().data.response,
    });
    expect(res.json().data.unfollowed_instructions).toEqual([]);
  });

  it('says which instructions the engine could not follow, as they were written', async () => {
    const id = await newReview({ rating: 1, text: 'Cold fries and a long wait.' });
    const res = await t.call('POST', url(id, '/response/regenerate'), {
      token: admin,
      body: { additional_instructions: 'Write it as a haiku; mention our new patio' },
    });
    expect(res.statusCode).toBe(200);
    // A promotion on a one-star review is not made, and the person is told so.
    expect(res.json().data.response).not.toMatch(/patio/i);
    expect(res.json().data.unfollowed_instructions).toEqual([
      'Write it as a haiku',
      'our new patio',
    ]);
    // Each with why, so the web can say it in the reader's language.
    expect(res.json().data.unfollowed_notes).toEqual([
      { instruction: 'Write it as a haiku', reason: 'style' },
      { instruction: 'our new patio', reason: 'promotion' },
    ]);
  });

  it('says an instruction in a language the writer does not write is left out, and why', async () => {
    const id = await newReview({ rating: 4, text: 'Good burgers, slow bar service.' });
    const res = await t.call('POST', url(id, '/response/regenerate'), {
      token: admin,
      body: { additional_instructions: 'shorter pls, and reply in Portuguese' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unfollowed_notes).toEqual([
      { instruction: 'reply in Portuguese', reason: 'language' },
    ]);
  });
});

describe('posting to Google', () => {
  it('posts an approved reply with the documented call, exactly once, and marks it posted', async () => {
    const id = await approved();
    const first = await t.call('POST', url(id, '/response/post'), { token: admin });
    const again = await t.call('PUT', url(id, '/response/post'), { token: admin });
    expect(first.json().data).toMatchObject({
      reply_channel: 'platform',
      posting: { state: 'queued', channel: 'platform' },
    });
    expect(again.statusCode).toBe(200);
    const posts = await postsOf(id);
    expect(posts).toHaveLength(1);
    await processReplyPost(posting, posts[0]?.id as string);
    await processReplyPost(posting, posts[0]?.id as string);
    const puts = google.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    const externalId = (await review(id)).external_id;
    expect(puts[0]).toMatchObject({
      path: `/v4/accounts/1/locations/2/reviews/${externalId}/reply`,
      body: { comment: 'Thank you, Julie. We are sorry about the wait.' },
      auth: 'Bearer test-access-token',
    });
    expect(await review(id)).toMatchObject({ status: 'posted', posting: { state: 'confirmed' } });
    expect((await t.call('POST', url(id, '/response/post'), { token: admin })).json().code).toBe(
      'reply_already_posted',
    );
  });

  it('refuses to post a reply that is not approved', async () => {
    const id = await newReview();
    const res = await t.call('POST', url(id, '/response/post'), { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('reply_not_approved');
  });

  it('after a crash mid-call, reads Google back instead of posting twice', async () => {
    const id = await approved();
    await t.call('POST', url(id, '/response/post'), { token: admin });
    const [post] = await postsOf(id);
    // The process died after Google applied the reply but before we recorded it.
    google.failNext([503], { applyAnyway: true });
    await expect(processReplyPost(posting, post?.id as string)).rejects.toThrow();
    expect((await review(id)).status).toBe('approved');
    await processReplyPost(posting, post?.id as string);
    expect(google.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect((await review(id)).status).toBe('posted');
  });

  it('retries after a 5xx that did not land, and posts once it works', async () => {
    const id = await approved();
    await t.call('POST', url(id, '/response/post'), { token: admin });
    const [post] = await postsOf(id);
    google.failNext([500]);
    await expect(processReplyPost(posting, post?.id as string)).rejects.toThrow();
    await processReplyPost(posting, post?.id as string);
    expect(google.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
    expect([...google.replies.values()].map((r) => r.comment)).toEqual([
      'Thank you, Julie. We are sorry about the wait.',
    ]);
    expect((await review(id)).status).toBe('posted');
  });

  it('shows replies held up by Google in the Sources panel until they go out', async () => {
    const sources = async () =>
      (
        await t.call('GET', `/v1/restaurant/${t.fx.restaurants.maison.id}/sources`, {
          token: admin,
        })
      )
        .json()
        .data.connections.find(
          (c: { location_id: string; platform: string }) =>
            c.location_id === alpha && c.platform === 'google',
        );
    const id = await approved();
    await t.call('POST', url(id, '/response/post'), { token: admin });
    const [post] = await postsOf(id);
    google.failNext([503]);
    await expect(processReplyPost(posting, post?.id as string)).rejects.toThrow();
    const held = await sources();
    expect(held.replies_waiting).toBeGreaterThanOrEqual(1);
    expect(held.last_reply_error).toMatch(/\S/);
    await processReplyPost(posting, post?.id as string);
    expect((await review(id)).status).toBe('posted');
    const [after] = (await postsOf(id)).filter((p) => p.state !== 'confirmed');
    expect(after).toBeUndefined();
    expect((await sources()).replies_waiting).toBe(held.replies_waiting - 1);
  });

  it('keeps the reply approved with Google’s message when Google refuses it', async () => {
    const id = await approved();
    await t.call('POST', url(id, '/response/post'), { token: admin });
    const [post] = await postsOf(id);
    google.failNext([400]);
    await processReplyPost(posting, post?.id as string);
    expect(await review(id)).toMatchObject({
      status: 'approved',
      posting: { state: 'failed', error: 'Reply contains prohibited content.' },
    });
  });
});

describe('posting elsewhere', () => {
  it('sends a signed, idempotent webhook when the platform has no connection', async () => {
    const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
    const hook: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/catch/1/abc`;
    await t.database.db
      .update(restaurants)
      .set({ approvalZapierUrl: hookUrl })
      .where(eq(restaurants.id, t.fx.restaurants.maison.id));
    const id = await newReview({ source: 'yelp' });
    await t.call('PUT', url(id, '/response'), {
      token: admin,
      body: { response: 'Thanks for the feedback.' },
    });
    await t.call('PUT', url(id, '/response/approve'), { token: admin });
    await t.call('POST', url(id, '/response/post'), { token: admin });
    const [post] = await postsOf(id);
    await processReplyPost(posting, post?.id as string);
    hook.close();
    expect(received).toHaveLength(1);
    const [call] = received;
    const payload = JSON.parse(call?.body ?? '{}');
    expect(payload).toMatchObject({
      event: 'reply.approved',
      reply: { text: 'Thanks for the feedback.' },
      review: { id, source: 'yelp' },
    });
    expect(call?.headers['idempotency-key']).toBe(post?.idempotencyKey);
    const [row] = await t.database.db
      .select({ sealed: restaurants.webhookSecret })
      .from(restaurants)
      .where(eq(restaurants.id, t.fx.restaurants.maison.id));
    const secret = posting.secrets.open(row?.sealed as string);
    const expected = createHmac('sha256', secret)
      .update(`${call?.headers['x-tableside-timestamp']}.${call?.body}`)
      .digest('hex');
    expect(call?.headers['x-tableside-signature']).toBe(`sha256=${expected}`);
    expect((await review(id)).status).toBe('posted');
    await t.database.db
      .update(restaurants)
      .set({ approvalZapierUrl: null })
      .where(eq(restaurants.id, t.fx.restaurants.maison.id));
  });

  it('tells the Admin only that the webhook call failed, never what the target answered', async () => {
    const hook: Server = createServer((_req, res) =>
      res.writeHead(404, { 'x-powered-by': 'internal-admin' }).end('no such page on 10.0.0.7'),
    );
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const hookPort = (hook.address() as AddressInfo).port;
    const setHook = (hookUrl: string | null) =>
      t.database.db
        .update(restaurants)
        .set({ approvalZapierUrl: hookUrl })
        .where(eq(restaurants.id, t.fx.restaurants.maison.id));
    const postTo = async (hookUrl: string) => {
      await setHook(hookUrl);
      const id = await newReview({ source: 'yelp' });
      await t.call('PUT', url(id, '/response'), { token: admin, body: { response: 'Thanks.' } });
      await t.call('PUT', url(id, '/response/approve'), { token: admin });
      await t.call('POST', url(id, '/response/post'), { token: admin });
      const [post] = await postsOf(id);
      await processReplyPost(posting, post?.id as string).catch(() => undefined);
      return (await review(id)).posting;
    };
    // A 404 is a refusal (given up at once); a closed port may pass later (kept for a retry).
    expect(await postTo(`http://127.0.0.1:${hookPort}/x`)).toMatchObject({
      state: 'failed',
      error: 'The approval webhook call failed',
    });
    await new Promise((resolve) => hook.close(resolve));
    expect(await postTo(`http://127.0.0.1:${hookPort}/x`)).toMatchObject({
      state: 'unknown',
      error: 'The approval webhook call failed',
    });
    await setHook(null);
  });

  it('without a channel, asks for a hand-posted reply and records who confirmed it', async () => {
    const id = await newReview({ source: 'tripadvisor' });
    await t.call('PUT', url(id, '/response'), {
      token: admin,
      body: { response: 'Merci beaucoup.' },
    });
    await t.call('PUT', url(id, '/response/approve'), { token: admin });
    const res = await t.call('POST', url(id, '/response/post'), { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'reply_posted_by_hand',
      details: { channel: 'manual' },
    });
    expect((await review(id)).reply_channel).toBe('manual');
    const marked = await t.call('POST', url(id, '/response/mark-posted'), { token: admin });
    expect(marked.json().data).toMatchObject({ status: 'posted' });
    const [row] = await t.database.db
      .select({ postedBy: reviews.postedBy })
      .from(reviews)
      .where(eq(reviews.id, id));
    expect(row?.postedBy).toBe(t.fx.users.admin.id);
  });
});

describe('bulk actions', () => {
  it('approves what it can and says why it refused the rest', async () => {
    const ready = await newReview();
    await t.call('PUT', url(ready, '/response'), {
      token: admin,
      body: { response: 'Thank you.' },
    });
    const empty = await newReview();
    const res = await t.call('POST', '/v1/location/all/review/bulk', {
      token: admin,
      body: { action: 'approve', review_ids: [ready, empty] },
    });
    expect(res.json().data).toEqual({
      done: [ready],
      refused: [{ review_id: empty, code: 'reply_empty', message: expect.any(String) }],
    });
  });
});
