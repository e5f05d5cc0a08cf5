import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, auditLog, socialComments } from '../../db/schema.ts';
import { createSourceAdapters } from '../../integrations/registry.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { startGraphServer, type GraphServer } from '../../test/fakes/graph-api-server.ts';
import { createSourceAccount, createSourceConnection } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { unfinishedJobs, waitUntil } from '../../test/wait.ts';
import { JOBS } from '../../workers.ts';
import { syncConnection } from '../sources/sync.ts';

// The assignment rules on guests' social comments as a sync brings them
// (docs/product/team-workflow.md#social-comments).

let t: TestApp;
let graph: GraphServer;
let admin: string;
let restaurantId: string;
let sync: () => Promise<void>;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

beforeAll(async () => {
  graph = await startGraphServer();
  t = await createTestApp({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  admin = (await t.login('admin')).token;
  restaurantId = t.fx.restaurants.maison.id;
  await startJobWorkers(t.jobs, [JOBS.assignmentApply, JOBS.alertNotify], {
    db: t.database.db,
    publicUrl: t.config.publicUrl,
  });
  const secrets = createSecretBox(t.config.encryptionKey);
  const connections: string[] = [];
  for (const [source, externalLocation] of [
    ['facebook', graph.pageId],
    ['instagram', graph.igAccount.id],
  ] as const) {
    const credentials = { access_token: 'page-token' };
    await createSourceAccount(t, { restaurantId, source, credentials, baseUrl: graph.url });
    const row = await createSourceConnection(t, {
      location: 'Alpha',
      source,
      externalLocation,
      baseUrl: graph.url,
    });
    connections.push(row.id);
  }
  const deps = {
    db: t.database.db,
    secrets,
    adapters: createSourceAdapters(),
    operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
    intervalMinutes: 15,
    afterIngest: reviewArrivalPipeline(t.jobs),
  };
  sync = async () => {
    for (const id of connections) expect((await syncConnection(deps, id)).state).toBe('done');
    await waitUntil(
      'the rules to run',
      async () => (await unfinishedJobs(t.database, ['assignment.apply'])) === 0,
    );
  };
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

async function commentOf(externalId: string) {
  const [row] = await t.database.db
    .select()
    .from(socialComments)
    .where(eq(socialComments.externalId, externalId));
  if (!row) throw new Error(`comment ${externalId} not synced`);
  return row;
}
const ruleOf = async (commentId: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, commentId), eq(auditLog.action, 'social_comment.assigned')))
  ).map((a) => (a.data as { rule: string }).rule);

describe('assignment rules on social comments', () => {
  it('assigns a new comment by its location, platform and language, never by a rating or incident rule', async () => {
    const saved = await t.call('PUT', `/v1/restaurant/${restaurantId}/assignment-rule`, {
      token: admin,
      body: {
        rules: [
          { name: 'One star', max_rating: 1, assignee_id: t.fx.users.admin.id },
          { name: 'Incidents', incident: true, assignee_id: t.fx.users.admin.id },
          // The manager takes Alpha's reviews but never opens the socials screen.
          { name: 'Alpha', location_id: t.fx.loc('Alpha').id, assignee_id: t.fx.users.manager.id },
          {
            name: 'Facebook at Bravo',
            source: 'facebook',
            location_id: t.fx.loc('Bravo').id,
            assignee_id: t.fx.users.admin.id,
          },
          {
            name: 'French on Instagram',
            source: 'instagram',
            language: 'fr',
            assignee_id: t.fx.users.admin.id,
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    graph.media.push({
      id: 'm1',
      caption: 'Brunch',
      permalink: 'https://ig.test/1',
      timestamp: hoursAgo(5),
    });
    graph.igComments.set('m1', [
      {
        id: 'ig-fr',
        text: 'Très bon brunch, merci pour la soirée !',
        username: 'lea',
        timestamp: hoursAgo(2),
      },
      {
        id: 'ig-en',
        text: 'Is the terrace open on Sunday?',
        username: 'sam',
        timestamp: hoursAgo(2),
      },
      // History when it arrives (a first sync's old comments): nobody could have answered it.
      {
        id: 'ig-old',
        text: 'Très bon repas, merci.',
        username: 'old',
        timestamp: hoursAgo(24 * 60),
      },
    ]);
    graph.posts.push({
      id: `${graph.pageId}_1`,
      message: 'Jazz night',
      permalink_url: 'https://fb.test/1',
      created_time: hoursAgo(5),
    });
    graph.comments.set(`${graph.pageId}_1`, [
      {
        id: 'fb-fr',
        from: { id: 'u1', name: 'Luc' },
        message: 'Super soirée, merci !',
        created_time: hoursAgo(1),
      },
    ]);
    await sync();

    const french = await commentOf('ig-fr');
    expect(french.assigneeId).toBe(t.fx.users.admin.id);
    expect(await ruleOf(french.id)).toEqual(['French on Instagram']);
    for (const id of ['ig-en', 'ig-old', 'fb-fr'])
      expect((await commentOf(id)).assigneeId).toBeNull();
    // The assignee is told, as when someone assigns a comment by hand.
    const told = await t.database.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.socialCommentId, french.id), eq(alerts.type, 'assigned')));
    expect(told.map((a) => a.userId)).toEqual([t.fx.users.admin.id]);
    const mine = await t.call('GET', `/v1/restaurant/${restaurantId}/social-comment?view=mine`, {
      token: admin,
    });
    expect(mine.json().data.map((c: { id: string }) => c.id)).toEqual([french.id]);
  });

  it('leaves a comment someone already assigned alone when a sync brings it again', async () => {
    const english = await commentOf('ig-en');
    const res = await t.call(
      'PUT',
      `/v1/restaurant/${restaurantId}/social-comment/${english.id}/assignee`,
      { token: admin, body: { user_id: t.fx.users.admin.id } },
    );
    expect(res.statusCode).toBe(200);
    const french = await commentOf('ig-fr');
    await t.call('PUT', `/v1/restaurant/${restaurantId}/social-comment/${french.id}/assignee`, {
      token: admin,
      body: { user_id: null },
    });
    await sync();
    // Known comments are not new: the rules never take the one unassigned by hand back.
    expect((await commentOf('ig-fr')).assigneeId).toBeNull();
    expect(await ruleOf(french.id)).toEqual(['French on Instagram']);
  });
});
