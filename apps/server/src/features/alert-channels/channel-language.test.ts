import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { createReview, createSocialComment } from '../../test/factory.ts';
import {
  hookServerPort,
  startHookServer,
  type HookServer,
} from '../../test/fakes/chat-hooks-server.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { waitForQueuesIdle } from '../../test/wait.ts';
import { JOBS, QUEUES } from '../../workers.ts';
import { channelEventSender } from './public.ts';

/*
 * Every kind of channel message speaks the channel's language, the restaurant's default when the
 * channel names none (docs/product/team-workflow.md#escalation-channels): its title, stars, the
 * guest's date in the restaurant's time zone, the excerpt's label and the link's locale.
 */

let t: TestApp;
let hooks: HookServer;
let admin: string;
let maison: string;
const QUEUE_NAMES = [QUEUES.alertChannelRaise, QUEUES.alertChannelDeliver];
/** 15:30 UTC is half past midnight the next day in Tokyo, the restaurant's zone here. */
const POSTED = new Date('2026-11-20T15:30:00Z');

beforeAll(async () => {
  hooks = await startHookServer({ port: hookServerPort(2) });
  t = await createTestApp({ ALERT_CHANNEL_ALLOW_HOSTS: '127.0.0.1' }, { retryDelaySeconds: 0 });
  maison = t.fx.restaurants.maison.id;
  admin = (await t.login('admin')).token;
  await t.database.db
    .update(restaurants)
    .set({ defaultLanguage: 'fr', timezone: 'Asia/Tokyo' })
    .where(eq(restaurants.id, maison));
  await startJobWorkers(t.jobs, [JOBS.alertChannelRaise, JOBS.alertChannelDeliver], {
    db: t.database.db,
    secrets: t.container.secrets,
    allowPrivateWebhooks: false,
    channelAllowHosts: t.config.channelAllowHosts,
    publicUrl: t.config.publicUrl,
  });
});
afterAll(async () => {
  await t.close();
  await hooks.close();
});

async function addChannel(restaurantId: string, token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', `/v1/restaurant/${restaurantId}/alert-channel`, {
    token,
    body: {
      alert_types: ['bad_review', 'incident', 'overdue', 'assignment'],
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; language: string | null };
}

async function comment() {
  return (
    await createSocialComment(t, {
      location: 'Alpha',
      platform: 'instagram',
      externalId: 'ig-language',
      postId: 'post-1',
      authorName: 'julie.eats',
      text: 'Open on Monday?',
      commentedAt: POSTED,
    })
  ).id;
}

/** The text a reader sees in a Slack message: its blocks' mrkdwn and the button's label. */
const slackText = (json: unknown) => JSON.stringify(json);

describe('a channel’s messages, every kind, in its language', () => {
  it('speaks the restaurant’s default when the channel names none, and its own language otherwise', async () => {
    const slack = await addChannel(maison, admin, {
      kind: 'slack',
      name: 'Salle',
      url: `${hooks.origin}/slack/lang/default`,
    });
    expect(slack.language).toBeNull();
    await addChannel(maison, admin, {
      kind: 'teams',
      name: 'Head office',
      url: `${hooks.origin}/teams/lang/en`,
      language: 'en',
    });
    await addChannel(maison, admin, {
      kind: 'webhook',
      name: 'Système',
      url: `${hooks.origin}/hook/lang/default`,
    });
    // Another restaurant's channel, open to everything, hears nothing of this one.
    const otherAdmin = (await t.login('otheradmin')).token;
    await addChannel(t.fx.restaurants.other.id, otherAdmin, {
      kind: 'slack',
      name: 'Elsewhere',
      url: `${hooks.origin}/slack/lang/other`,
    });

    const review = await createReview(t, {
      location: 'Alpha',
      rating: 2,
      text: 'Cold soup.',
      authorName: 'Julie',
      reviewDate: POSTED,
    });
    const commentId = await comment();
    const send = channelEventSender(t.jobs);
    await send([
      { type: 'bad_review', reviewId: review.id },
      { type: 'incident', reviewId: review.id },
      { type: 'overdue', reviewId: review.id },
      { type: 'assignment', reviewId: review.id, assigneeId: t.fx.users.manager.id },
      { type: 'assignment', commentId, assigneeId: t.fx.users.admin.id },
      { type: 'overdue', commentId },
    ]);
    await waitForQueuesIdle(t.database, QUEUE_NAMES);

    const fr = hooks.callsTo('/slack/lang/default').map((c) => slackText(c.json));
    expect(fr).toHaveLength(6);
    const reviewLink = `${t.config.publicUrl}/fr/dashboard/reviews?review=${review.id}`;
    const commentLink = `${t.config.publicUrl}/fr/dashboard/socials/posts?comment=${commentId}`;
    for (const [title, link, label] of [
      ['Avis négatif — Alpha', reviewLink, 'L’avis, publié le 21 nov. 2026, 00:30'],
      ['Incident signalé — Alpha', reviewLink, 'L’avis, publié le 21 nov. 2026, 00:30'],
      ['Avis en attente de réponse au-delà du délai — Alpha', reviewLink, 'L’avis, publié'],
      ['Avis attribué à Manager Tester — Alpha', reviewLink, 'L’avis, publié'],
      [
        'Commentaire attribué à Admin Tester — Alpha',
        commentLink,
        'Le commentaire, publié le 21 nov. 2026, 00:30',
      ],
      ['Commentaire en attente de réponse au-delà du délai — Alpha', commentLink, 'Le commentaire'],
    ]) {
      const message = fr.find((m) => m.includes(`*${title}*`));
      expect(message, title).toEqual(expect.stringContaining(label as string));
      expect(message, title).toContain(link);
    }
    expect(fr.every((m) => !m.includes('/en/') && !m.includes('Open the'))).toBe(true);
    expect(fr.find((m) => m.includes('Avis négatif'))).toContain('2 étoiles sur 5 · par Julie');

    const en = hooks.callsTo('/teams/lang/en').map((c) => JSON.stringify(c.json));
    expect(en).toHaveLength(6);
    // ICU writes the space before AM as a narrow no-break space or a plain one, by version.
    expect(en.find((m) => m.includes('Bad review — Alpha'))).toMatch(
      /The review, posted Nov 21, 2026, 12:30\sAM:/,
    );
    expect(en.find((m) => m.includes('Comment assigned to Admin Tester — Alpha'))).toEqual(
      expect.stringContaining('The comment, posted Nov 21, 2026'),
    );
    expect(en.every((m) => m.includes('/en/dashboard/') && !m.includes('Ouvrir'))).toBe(true);

    const hook = hooks.callsTo('/hook/lang/default').map((c) => c.json as Record<string, unknown>);
    expect(hook).toHaveLength(6);
    expect(hook.find((b) => b.event === 'alert.bad_review')).toMatchObject({
      language: 'fr',
      title: 'Avis négatif — Alpha',
      review: { id: review.id, date: POSTED.toISOString() },
    });
    expect(hooks.callsTo('/slack/lang/other')).toHaveLength(0);
  });

  it('sends the test message in the channel’s language, the restaurant’s when it names none', async () => {
    const fr = await addChannel(maison, admin, {
      kind: 'slack',
      name: 'Test FR',
      url: `${hooks.origin}/slack/lang/test-fr`,
    });
    const en = await addChannel(maison, admin, {
      kind: 'slack',
      name: 'Test EN',
      url: `${hooks.origin}/slack/lang/test-en`,
      language: 'en',
    });
    for (const id of [fr.id, en.id]) {
      const res = await t.call('POST', `/v1/restaurant/${maison}/alert-channel/${id}/test`, {
        token: admin,
      });
      expect(res.json().data).toMatchObject({ type: 'test', status: 'sent' });
    }
    const [frCall] = hooks.callsTo('/slack/lang/test-fr');
    const [enCall] = hooks.callsTo('/slack/lang/test-en');
    expect(slackText(frCall?.json)).toContain('Message de test de Tableside');
    expect(slackText(frCall?.json)).toContain(`${t.config.publicUrl}/fr/dashboard`);
    expect(slackText(enCall?.json)).toContain('Test message from Tableside');
    expect(slackText(enCall?.json)).toContain(`${t.config.publicUrl}/en/dashboard`);
  });
});
