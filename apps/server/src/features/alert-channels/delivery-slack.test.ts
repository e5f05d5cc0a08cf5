import { describe, expect, it } from 'vitest';
import { createReview } from '../../test/factory.ts';
import { waitForQueuesIdle } from '../../test/wait.ts';
import { channelEventSender } from './public.ts';
import {
  useAlertDeliveryApp,
  addChannel,
  admin,
  arrive,
  deliveriesOf,
  hooks,
  log,
  maison,
  postedOn,
  QUEUE_NAMES,
  raiseOverdue,
  t,
} from '../../test/alert-delivery-setup.ts';

/*
 * Deliveries to a local server speaking Slack's incoming-webhook shapes
 * (docs/product/team-workflow.md#escalation-channels): once per channel and alert, retried
 * through failures, refused for good when no retry can help. Shared set-up: test/alert-delivery-setup.ts.
 */

useAlertDeliveryApp();

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
