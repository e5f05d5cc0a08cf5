import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertDeliveries } from '../../db/schema.ts';
import { sendJob } from '../../jobs/define-job.ts';
import { createReview } from '../../test/factory.ts';
import { waitFor, waitForQueuesIdle } from '../../test/wait.ts';
import { JOBS, QUEUES } from '../../workers.ts';
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
  pendingJobsOf,
  postedOn,
  QUEUE_NAMES,
  raiseOverdue,
  t,
} from '../../test/alert-delivery-setup.ts';

/*
 * Deliveries to a local server speaking Teams' workflow-webhook shapes
 * (docs/product/team-workflow.md#escalation-channels): once per channel and alert, retried
 * through failures, refused for good when no retry can help. Shared set-up: test/alert-delivery-setup.ts.
 */

useAlertDeliveryApp();

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
