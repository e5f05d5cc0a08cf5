import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyPosts } from '../../db/schema.ts';
import { createSourceAdapters } from '../../integrations/registry.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { startGraphServer, type GraphServer } from '../../test/fakes/graph-api-server.ts';
import { createReview, createSourceAccount, createSourceConnection } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { processReplyPost, type PostingDeps } from './posting.ts';

let t: TestApp;
let graph: GraphServer;
let admin: string;
let posting: PostingDeps;

beforeAll(async () => {
  graph = await startGraphServer();
  t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  admin = (await t.login('admin')).token;
  posting = {
    db: t.database.db,
    secrets: createSecretBox(t.config.encryptionKey),
    allowPrivateWebhooks: false,
    adapters: createSourceAdapters(),
    operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
  };
  await createSourceAccount(t, {
    restaurantId: t.fx.restaurants.maison.id,
    source: 'facebook',
    credentials: { access_token: 'page-token' },
  });
  await createSourceConnection(t, {
    location: 'Bravo',
    source: 'facebook',
    externalLocation: graph.pageId,
    baseUrl: graph.url,
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe('replies on Facebook', () => {
  it('posts an approved reply as the Page’s comment on the rating, once', async () => {
    const row = await createReview(t, {
      location: 'Bravo',
      source: 'facebook',
      externalId: 'story-77',
      authorName: 'Fan',
      rating: 5,
      text: 'Lovely terrace.',
    });
    const url = `/v1/location/all/review/${row.id}`;
    await t.call('PUT', `${url}/response`, { token: admin, body: { response: 'Merci !' } });
    await t.call('PUT', `${url}/response/approve`, { token: admin });
    const res = await t.call('POST', `${url}/response/post`, { token: admin });
    expect(res.json().data).toMatchObject({ reply_channel: 'platform' });
    const [post] = await t.database.db
      .select()
      .from(replyPosts)
      .where(eq(replyPosts.reviewId, row.id));
    await processReplyPost(posting, post?.id as string);
    await processReplyPost(posting, post?.id as string);
    expect(graph.comments.get('story-77')).toEqual([
      { from: { id: graph.pageId }, message: 'Merci !' },
    ]);
    expect((await t.call('GET', url, { token: admin })).json().data).toMatchObject({
      status: 'posted',
    });
  });
});
