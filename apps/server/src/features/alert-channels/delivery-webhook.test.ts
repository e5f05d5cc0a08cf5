import { describe, expect, it } from 'vitest';
import { alertDeliveries } from '../../db/schema.ts';
import { sendJob } from '../../jobs/define-job.ts';
import { createReview } from '../../test/factory.ts';
import { waitFor, waitForQueuesIdle } from '../../test/wait.ts';
import { JOBS } from '../../workers.ts';
import { isValidSignature } from '../ingest/signature.ts';
import { deliverAlert } from './deliver.ts';
import { channelEventSender } from './public.ts';
import {
  useAlertDeliveryApp,
  addChannel,
  admin,
  deliveriesOf,
  hooks,
  log,
  maison,
  raiseOverdue,
  QUEUE_NAMES,
  t,
} from '../../test/alert-delivery-setup.ts';

/*
 * Deliveries to a local server checking our signed webhook, the sweep and test messages
 * (docs/product/team-workflow.md#escalation-channels): once per channel and alert, retried
 * through failures, refused for good when no retry can help. Shared set-up: test/alert-delivery-setup.ts.
 */

useAlertDeliveryApp();

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
