import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveries, reviews } from '../../db/schema.ts';
import { sendJob } from '../../jobs/define-job.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { createReview } from '../../test/factory.ts';
import {
  hookServerPort,
  startHookServer,
  type HookServer,
} from '../../test/fakes/chat-hooks-server.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { waitFor, waitForQueuesIdle } from '../../test/wait.ts';
import { JOBS, QUEUES } from '../../workers.ts';
import { isValidSignature } from '../ingest/signature.ts';
import { deliverAlert } from './deliver.ts';
import { channelDate } from './message-words.ts';
import { channelEventSender } from './public.ts';

/*
 * Deliveries to local servers speaking Slack's, Teams' and our signed webhook's shapes
 * (docs/product/team-workflow.md#escalation-channels): once per channel and alert, retried
 * through failures, refused for good when no retry can help.
 */

let t: TestApp;
let hooks: HookServer;
let admin: string;
let maison: string;
const QUEUE_NAMES = [
  QUEUES.alertChannelArrival,
  QUEUES.alertChannelRaise,
  QUEUES.alertChannelDeliver,
  QUEUES.alertChannelSweep,
];

beforeAll(async () => {
  hooks = await startHookServer({ port: hookServerPort(0) });
  // The operator opens the local servers to channels alone; channel-guard.test.ts proves that
  // without it they may not.
  // Retries follow at once: the backoff is pg-boss's, and five attempts would wait 30 s here.
  t = await createTestApp({ ALERT_CHANNEL_ALLOW_HOSTS: '127.0.0.1' }, { retryDelaySeconds: 0 });
  maison = t.fx.restaurants.maison.id;
  admin = (await t.login('admin')).token;
  await startJobWorkers(
    t.jobs,
    [
      JOBS.alertChannelArrival,
      JOBS.alertChannelRaise,
      JOBS.alertChannelDeliver,
      JOBS.alertChannelSweep,
    ],
    {
      db: t.database.db,
      secrets: t.container.secrets,
      allowPrivateWebhooks: false,
      channelAllowHosts: t.config.channelAllowHosts,
      publicUrl: t.config.publicUrl,
    },
  );
});
afterAll(async () => {
  await t.close();
  await hooks.close();
});

async function addChannel(body: Record<string, unknown>) {
  const res = await t.call('POST', `/v1/restaurant/${maison}/alert-channel`, {
    token: admin,
    body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; signing_secret: string | null };
}

/** A review stored and handed to the review-arrival pipeline, as any source does. */
async function arrive(location: string, rating: number, text: string, authorName = 'Julie') {
  const review = await createReview(t, { location, rating, text, authorName, language: 'en' });
  await t.container.afterIngest({ created: [review.id], updated: [] });
  await waitForQueuesIdle(t.database, QUEUE_NAMES);
  return review.id;
}

/** When the review was posted, as a channel in that language writes it (the fixtures' restaurant is in Toronto). */
async function postedOn(language: 'en' | 'fr', reviewId: string) {
  const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, reviewId));
  return channelDate(language, 'America/Toronto', row!.reviewDate);
}

const deliveriesOf = async (channelId: string) =>
  t.database.db.select().from(alertDeliveries).where(eq(alertDeliveries.channelId, channelId));

const log = async (channelId: string) =>
  (
    await t.call('GET', `/v1/restaurant/${maison}/alert-channel/${channelId}/delivery`, {
      token: admin,
    })
  ).json().data as {
    type: string;
    status: string;
    attempts: number;
    http_status: number;
    error: string;
    next_attempt_at: string | null;
  }[];

/** An overdue alert for a new review, raised as the escalation job raises it. */
async function raiseOverdue() {
  const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Slow.' });
  await channelEventSender(t.jobs)([{ type: 'overdue', reviewId: review.id }]);
  return review.id;
}

/** The delivery jobs of one row still to run, with when pg-boss may start them. */
async function pendingJobsOf(deliveryId: string) {
  const { rows } = await t.database.execute(
    `select id, start_after as "startAfter" from pgboss.job
      where name = $1 and data->>'deliveryId' = $2 and state in ('created', 'retry')`,
    [QUEUES.alertChannelDeliver, deliveryId],
  );
  return rows as { id: string; startAfter: Date | string }[];
}

describe('Slack', () => {
  it('posts a bad review once, as mrkdwn blocks with the stars, the excerpt and a link', async () => {
    const path = '/slack/T1/B1/bad';
    const channel = await addChannel({
      kind: 'slack',
      url: hooks.origin + path,
      name: 'Managers',
      alert_types: ['bad_review'],
      location_ids: [t.fx.loc('Alpha').id],
    });
    const id = await arrive('Alpha', 1, 'The soup was cold & the waiter <never> came back.');
    await arrive('Bravo', 1, 'Another location, not this channel’s.');
    await arrive('Alpha', 5, 'Lovely evening.');
    expect(hooks.callsTo(path)).toHaveLength(1);
    const json = hooks.callsTo(path)[0]!.json as {
      text: string;
      blocks: {
        type: string;
        text?: { type: string; text: string };
        elements?: { url: string }[];
      }[];
    };
    expect(json.text).toBe('Bad review — Alpha · 1 of 5 stars · by Julie');
    expect(json.blocks[0]!.text).toEqual({
      type: 'mrkdwn',
      text: `*Bad review — Alpha*\n★☆☆☆☆  1 of 5 stars · by Julie\n_The review, posted ${await postedOn('en', id)}:_\n>The soup was cold &amp; the waiter &lt;never&gt; came back.`,
    });
    expect(json.blocks[1]!.elements![0]!.url).toBe(
      `${t.config.publicUrl}/en/dashboard/reviews?review=${id}&location=${t.fx.loc('Alpha').id}`,
    );
    // The same review arriving again (a guest's edit, a retried job) sends nothing more.
    await t.container.afterIngest({ created: [], updated: [id] });
    await waitForQueuesIdle(t.database, QUEUE_NAMES);
    expect(hooks.callsTo(path)).toHaveLength(1);
    expect(await log(channel.id)).toEqual([
      expect.objectContaining({
        type: 'bad_review',
        status: 'sent',
        attempts: 1,
        http_status: 200,
      }),
    ]);
  });

  it('records Slack’s refusals at once, without retrying what cannot pass', async () => {
    for (const [status, code] of [
      [400, 'invalid_payload'],
      [404, 'no_service'],
    ] as const) {
      const path = `/slack/T1/B1/${code}`;
      hooks.script(path, [{ status, body: code }]);
      const channel = await addChannel({
        kind: 'slack',
        url: hooks.origin + path,
        name: code,
        alert_types: ['overdue'],
      });
      const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Slow.' });
      await channelEventSender(t.jobs)([{ type: 'overdue', reviewId: review.id }]);
      await waitForQueuesIdle(t.database, QUEUE_NAMES);
      expect(hooks.callsTo(path)).toHaveLength(1);
      expect(await log(channel.id)).toEqual([
        expect.objectContaining({
          type: 'overdue',
          status: 'failed',
          attempts: 1,
          http_status: status,
          error: code,
        }),
      ]);
      await t.call('DELETE', `/v1/restaurant/${maison}/alert-channel/${channel.id}`, {
        token: admin,
      });
    }
  });

  it('retries Slack through a 500 and a rate limit until it passes, and posts once', async () => {
    for (const [name, failure] of [
      ['flaky', { status: 500, body: 'internal_error' }],
      // Slack's rate limit: a 429 with the seconds to wait.
      ['limited', { status: 429, body: 'rate_limited', headers: { 'retry-after': '1' } }],
    ] as const) {
      const path = `/slack/T1/B1/${name}`;
      hooks.script(path, [failure]);
      const channel = await addChannel({
        kind: 'slack',
        url: hooks.origin + path,
        name,
        alert_types: ['overdue'],
      });
      const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Slow.' });
      await channelEventSender(t.jobs)([{ type: 'overdue', reviewId: review.id }]);
      await waitForQueuesIdle(t.database, QUEUE_NAMES, { timeoutMs: 40_000 });
      expect(hooks.callsTo(path)).toHaveLength(2);
      expect(await log(channel.id)).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 2, http_status: 200, error: null }),
      ]);
      // Raised again (a retried escalation job), the alert is not posted a second time.
      await channelEventSender(t.jobs)([{ type: 'overdue', reviewId: review.id }]);
      await waitForQueuesIdle(t.database, QUEUE_NAMES);
      expect(hooks.callsTo(path)).toHaveLength(2);
      expect(await deliveriesOf(channel.id)).toHaveLength(1);
      await t.call('DELETE', `/v1/restaurant/${maison}/alert-channel/${channel.id}`, {
        token: admin,
      });
    }
  }, 90_000);

  it('waits as long as a 429’s Retry-After asks before the next attempt', async () => {
    const path = '/slack/T1/B1/retry-after';
    hooks.script(path, [{ status: 429, body: 'rate_limited', headers: { 'retry-after': '1' } }]);
    const channel = await addChannel({
      kind: 'slack',
      url: hooks.origin + path,
      name: 'Retry-After',
      alert_types: ['overdue'],
    });
    await raiseOverdue();
    await waitForQueuesIdle(t.database, QUEUE_NAMES, { timeoutMs: 40_000 });
    const calls = hooks.callsTo(path);
    expect(calls).toHaveLength(2);
    // The retry queue waits no time in this file, so only the header can explain the gap.
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(await log(channel.id)).toEqual([
      expect.objectContaining({
        status: 'sent',
        attempts: 2,
        http_status: 200,
        error: null,
        next_attempt_at: null,
      }),
    ]);
  }, 60_000);
});

describe('Teams', () => {
  it('posts an Adaptive Card in the channel’s language, and records a 400', async () => {
    const path = '/teams/workflows/incident';
    await addChannel({
      kind: 'teams',
      url: hooks.origin + path,
      name: 'Direction',
      alert_types: ['incident'],
      language: 'fr',
    });
    const sick = await arrive(
      'Alpha',
      4,
      'We both got food poisoning after the oysters and were sick all night.',
    );
    await arrive('Alpha', 1, 'Cold fries, nothing else to say.');
    expect(hooks.callsTo(path)).toHaveLength(1);
    const json = hooks.callsTo(path)[0]!.json as {
      type: string;
      attachments: {
        contentType: string;
        content: {
          type: string;
          body: { text: string }[];
          actions: { type: string; title: string; url: string }[];
        };
      }[];
    };
    expect(json.type).toBe('message');
    expect(json.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
    const card = json.attachments[0]!.content;
    expect(card.type).toBe('AdaptiveCard');
    expect(card.body.map((b) => b.text)).toEqual([
      'Incident signalé — Alpha',
      '★★★★☆  4 étoiles sur 5 · par Julie',
      `L’avis, publié le ${await postedOn('fr', sick)}\u00a0:`,
      'We both got food poisoning after the oysters and were sick all night.',
    ]);
    expect(card.actions[0]).toMatchObject({ type: 'Action.OpenUrl', title: 'Ouvrir l’avis' });
    expect(card.actions[0]!.url).toContain(`${t.config.publicUrl}/fr/dashboard/reviews?review=`);

    const refused = '/teams/workflows/refused';
    hooks.script(refused, [{ status: 400, body: 'Bad payload' }]);
    const other = await addChannel({
      kind: 'teams',
      url: hooks.origin + refused,
      name: 'Refused',
      alert_types: ['bad_review'],
    });
    await arrive('Bravo', 2, 'Too salty.');
    expect(await log(other.id)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 1,
        http_status: 400,
        error: 'http_error',
      }),
    ]);
    await t.call('DELETE', `/v1/restaurant/${maison}/alert-channel/${other.id}`, { token: admin });
  });

  it('retries Teams through a 502 until it passes, and posts once', async () => {
    const path = '/teams/workflows/flaky';
    hooks.script(path, [{ status: 502 }]);
    const channel = await addChannel({
      kind: 'teams',
      url: hooks.origin + path,
      name: 'Flaky',
      alert_types: ['overdue'],
    });
    const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Slow.' });
    await channelEventSender(t.jobs)([{ type: 'overdue', reviewId: review.id }]);
    await waitForQueuesIdle(t.database, QUEUE_NAMES, { timeoutMs: 40_000 });
    const calls = hooks.callsTo(path);
    expect(calls).toHaveLength(2);
    // The retry posts the same card.
    expect(calls[1]!.body).toBe(calls[0]!.body);
    expect(await log(channel.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, http_status: 202, error: null }),
    ]);
    expect(await deliveriesOf(channel.id)).toHaveLength(1);
    await t.call('DELETE', `/v1/restaurant/${maison}/alert-channel/${channel.id}`, {
      token: admin,
    });
  }, 60_000);

  it('bounds a Retry-After of a day to 15 minutes, and the sweep leaves the wait to its job', async () => {
    const path = '/teams/workflows/busy';
    // The HTTP-date form, a day away.
    const tomorrow = new Date(Date.now() + 86_400_000).toUTCString();
    hooks.script(path, [{ status: 503, headers: { 'retry-after': tomorrow } }]);
    const channel = await addChannel({
      kind: 'teams',
      url: hooks.origin + path,
      name: 'Busy',
      alert_types: ['overdue'],
    });
    await raiseOverdue();
    const [row] = await waitFor(
      () => deliveriesOf(channel.id),
      (rows) => rows[0]?.nextAttemptAt != null && rows[0].status === 'queued',
      { timeoutMs: 20_000 },
    );
    const [first] = hooks.callsTo(path);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastStatus: 503 });
    const waitMs = row!.nextAttemptAt!.getTime() - first!.at;
    expect(waitMs).toBeGreaterThanOrEqual(15 * 60_000);
    expect(waitMs).toBeLessThan(16 * 60_000);
    expect(await log(channel.id)).toEqual([
      expect.objectContaining({
        status: 'queued',
        attempts: 1,
        http_status: 503,
        next_attempt_at: row!.nextAttemptAt!.toISOString(),
      }),
    ]);
    // One job waits for that time; none retries sooner.
    const jobs = await waitFor(
      () => pendingJobsOf(row!.id),
      (j) => j.length === 1,
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.startAfter).getTime()).toBeGreaterThanOrEqual(
      row!.nextAttemptAt!.getTime(),
    );
    expect(hooks.callsTo(path)).toHaveLength(1);

    // That job lost (a crash after the row was written), and the row untouched for ten minutes:
    // the sweep still leaves it while its wait runs…
    await t.jobs.boss.cancel(QUEUES.alertChannelDeliver, jobs[0]!.id);
    await t.database.db
      .update(alertDeliveries)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(alertDeliveries.id, row!.id));
    await sendJob(t.jobs, JOBS.alertChannelSweep, null);
    await waitForQueuesIdle(t.database, QUEUE_NAMES);
    expect(hooks.callsTo(path)).toHaveLength(1);
    // …and hands it back once the wait is well past.
    await t.database.db
      .update(alertDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(alertDeliveries.id, row!.id));
    await sendJob(t.jobs, JOBS.alertChannelSweep, null);
    await waitForQueuesIdle(t.database, QUEUE_NAMES);
    expect(hooks.callsTo(path)).toHaveLength(2);
    expect(await log(channel.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, next_attempt_at: null }),
    ]);
    await t.call('DELETE', `/v1/restaurant/${maison}/alert-channel/${channel.id}`, {
      token: admin,
    });
  }, 60_000);
});

describe('signed webhook', () => {
  it('signs each call like the ingestion webhook, and retries through a 500 until it passes', async () => {
    const path = '/hook/ops';
    hooks.script(path, [{ status: 500 }, { status: 503 }]);
    const channel = await addChannel({
      kind: 'webhook',
      url: hooks.origin + path,
      name: 'Ops',
      alert_types: ['assignment'],
    });
    const review = await createReview(t, { location: 'Alpha', rating: 3, text: 'Fine.' });
    const res = await t.call('PUT', `/v1/location/all/review/${review.id}/assignee`, {
      token: admin,
      body: { user_id: t.fx.users.manager.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const calls = await waitFor(
      () => hooks.callsTo(path),
      (c) => c.length >= 3,
      { timeoutMs: 40_000 },
    );
    await waitForQueuesIdle(t.database, QUEUE_NAMES, { timeoutMs: 40_000 });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(
        isValidSignature(
          channel.signing_secret as string,
          {
            timestamp: call.headers['x-tableside-timestamp'] as string,
            signature: call.headers['x-tableside-signature'] as string,
          },
          call.body,
        ),
      ).toBe(true);
    }
    // One delivery: the receiver can tell a retry by its key.
    expect(new Set(calls.map((c) => c.headers['idempotency-key'])).size).toBe(1);
    expect(calls[2]!.json).toMatchObject({
      event: 'alert.assignment',
      restaurant_id: maison,
      language: 'en',
      review: { id: review.id, rating: 3, location: 'Alpha', excerpt: 'Fine.' },
    });
    expect((calls[2]!.json as { assignee: string }).assignee).toMatch(/\S/);
    expect(await log(channel.id)).toEqual([
      expect.objectContaining({
        type: 'assignment',
        status: 'sent',
        attempts: 3,
        http_status: 200,
        error: null,
      }),
    ]);
  });

  it('sends a delivery once when two workers race for it', async () => {
    const path = '/hook/race';
    const channel = await addChannel({
      kind: 'webhook',
      url: hooks.origin + path,
      name: 'Race',
      alert_types: ['overdue'],
    });
    const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Late.' });
    const [row] = await t.database.db
      .insert(alertDeliveries)
      .values({
        restaurantId: maison,
        channelId: channel.id,
        eventKey: `overdue:${review.id}`,
        type: 'overdue',
        reviewId: review.id,
      })
      .returning();
    const deps = {
      db: t.database.db,
      secrets: t.container.secrets,
      allowPrivateWebhooks: false,
      channelAllowHosts: t.config.channelAllowHosts,
      publicUrl: t.config.publicUrl,
    };
    const outcomes = await Promise.all([deliverAlert(deps, row!.id), deliverAlert(deps, row!.id)]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    // And the same event raised again records no second delivery.
    await channelEventSender(t.jobs)([{ type: 'overdue', reviewId: review.id }]);
    await waitForQueuesIdle(t.database, QUEUE_NAMES);
    expect(hooks.callsTo(path)).toHaveLength(1);
    expect(await deliveriesOf(channel.id)).toHaveLength(1);
  });

  it('gives up after five attempts and says so in the log', async () => {
    const path = '/hook/down';
    hooks.script(
      path,
      Array.from({ length: 6 }, () => ({ status: 502 })),
    );
    const channel = await addChannel({
      kind: 'webhook',
      url: hooks.origin + path,
      name: 'Down',
      alert_types: ['overdue'],
    });
    const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Late.' });
    await channelEventSender(t.jobs)([{ type: 'overdue', reviewId: review.id }]);
    await waitForQueuesIdle(t.database, QUEUE_NAMES, { timeoutMs: 90_000 });
    expect(hooks.callsTo(path)).toHaveLength(5);
    expect(await log(channel.id)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 5,
        http_status: 502,
        error: 'http_error',
      }),
    ]);
  }, 120_000);

  it('still gives up after five attempts when every answer asks to wait', async () => {
    const path = '/hook/unavailable';
    hooks.script(
      path,
      Array.from({ length: 6 }, () => ({ status: 503, headers: { 'retry-after': '1' } })),
    );
    const channel = await addChannel({
      kind: 'webhook',
      url: hooks.origin + path,
      name: 'Unavailable',
      alert_types: ['overdue'],
    });
    await raiseOverdue();
    await waitForQueuesIdle(t.database, QUEUE_NAMES, { timeoutMs: 90_000 });
    const calls = hooks.callsTo(path);
    expect(calls).toHaveLength(5);
    for (let i = 1; i < calls.length; i++)
      expect(calls[i]!.at - calls[i - 1]!.at).toBeGreaterThanOrEqual(1000);
    expect(new Set(calls.map((c) => c.headers['idempotency-key'])).size).toBe(1);
    // The last answer's wait is moot: nothing is left to wait for.
    expect(await log(channel.id)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 5,
        http_status: 503,
        error: 'http_error',
        next_attempt_at: null,
      }),
    ]);
  }, 120_000);
});

describe('the sweep', () => {
  it('hands back a delivery a dead worker left, and closes one that used every attempt', async () => {
    const path = '/hook/swept';
    const channel = await addChannel({
      kind: 'webhook',
      url: hooks.origin + path,
      name: 'Swept',
      alert_types: ['overdue'],
    });
    const [left, spent] = await Promise.all(
      [1, 2].map(() => createReview(t, { location: 'Alpha', rating: 2, text: 'Late.' })),
    );
    const expired = new Date(Date.now() - 60_000);
    await t.database.db.insert(alertDeliveries).values([
      {
        restaurantId: maison,
        channelId: channel.id,
        eventKey: `overdue:${left!.id}`,
        type: 'overdue',
        reviewId: left!.id,
        status: 'sending',
        attempts: 1,
        leaseUntil: expired,
      },
      {
        restaurantId: maison,
        channelId: channel.id,
        eventKey: `overdue:${spent!.id}`,
        type: 'overdue',
        reviewId: spent!.id,
        status: 'sending',
        attempts: 5,
        leaseUntil: expired,
      },
    ]);
    await sendJob(t.jobs, JOBS.alertChannelSweep, null);
    await waitForQueuesIdle(t.database, QUEUE_NAMES);
    expect(hooks.callsTo(path)).toHaveLength(1);
    const rows = await deliveriesOf(channel.id);
    expect(rows.find((d) => d.reviewId === left!.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    expect(rows.find((d) => d.reviewId === spent!.id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'network_error',
    });
  });
});

describe('send test', () => {
  it('sends a test message now and answers what the log records', async () => {
    const path = '/slack/T1/B1/test';
    const channel = await addChannel({
      kind: 'slack',
      url: hooks.origin + path,
      name: 'Test me',
      alert_types: ['bad_review'],
      enabled: false,
    });
    const res = await t.call('POST', `/v1/restaurant/${maison}/alert-channel/${channel.id}/test`, {
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'test', status: 'sent', http_status: 200 });
    expect((hooks.callsTo(path)[0]!.json as { text: string }).text).toBe(
      'Test message from Tableside',
    );
    hooks.script(path, [{ status: 500 }]);
    const failed = await t.call(
      'POST',
      `/v1/restaurant/${maison}/alert-channel/${channel.id}/test`,
      {
        token: admin,
      },
    );
    // The Admin is waiting: one attempt, and the answer says it failed.
    expect(failed.json().data).toMatchObject({ status: 'failed', attempts: 1, http_status: 500 });
    expect((await log(channel.id)).map((d) => d.status)).toEqual(['failed', 'sent']);
  });
});
