import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { alertDeliveries, reviews } from '../db/schema.ts';
import { channelDate } from '../features/alert-channels/message-words.ts';
import { channelEventSender } from '../features/alert-channels/public.ts';
import { startJobWorkers } from '../jobs/start-job-workers.ts';
import { JOBS, QUEUES } from '../workers.ts';
import { createReview } from './factory.ts';
import { hookServerPort, startHookServer, type HookServer } from './fakes/chat-hooks-server.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { waitForQueuesIdle } from './wait.ts';

/*
 * What the channel delivery tests share (Slack, Teams and signed-webhook files in
 * features/alert-channels): an app of their own running the channel jobs beside local servers
 * speaking Slack's, Teams' and our webhook's shapes, the Admin's sign-in, and the calls and
 * reads they make. Bindings are live: read them inside tests, after useAlertDeliveryApp's hooks ran.
 */

export let t: TestApp;
export let hooks: HookServer;
export let admin: string;
export let maison: string;
export const QUEUE_NAMES = [
  QUEUES.alertChannelArrival,
  QUEUES.alertChannelRaise,
  QUEUES.alertChannelDeliver,
  QUEUES.alertChannelSweep,
];

/** Registers the test file's app, the local chat servers and the channel job workers. */
export function useAlertDeliveryApp(): void {
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
}

export async function addChannel(body: Record<string, unknown>) {
  const res = await t.call('POST', `/v1/restaurant/${maison}/alert-channel`, {
    token: admin,
    body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; signing_secret: string | null };
}

/** A review stored and handed to the review-arrival pipeline, as any source does. */
export async function arrive(location: string, rating: number, text: string, authorName = 'Julie') {
  const review = await createReview(t, { location, rating, text, authorName, language: 'en' });
  await t.container.afterIngest({ created: [review.id], updated: [] });
  await waitForQueuesIdle(t.database, QUEUE_NAMES);
  return review.id;
}

/** When the review was posted, as a channel in that language writes it (the fixtures' restaurant is in Toronto). */
export async function postedOn(language: 'en' | 'fr', reviewId: string) {
  const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, reviewId));
  return channelDate(language, 'America/Toronto', row!.reviewDate);
}

export const deliveriesOf = async (channelId: string) =>
  t.database.db.select().from(alertDeliveries).where(eq(alertDeliveries.channelId, channelId));

export const log = async (channelId: string) =>
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
export async function raiseOverdue() {
  const review = await createReview(t, { location: 'Alpha', rating: 2, text: 'Slow.' });
  await channelEventSender(t.jobs)([{ type: 'overdue', reviewId: review.id }]);
  return review.id;
}

/** The delivery jobs of one row still to run, with when pg-boss may start them. */
export async function pendingJobsOf(deliveryId: string) {
  const { rows } = await t.database.execute(
    `select id, start_after as "startAfter" from pgboss.job
      where name = $1 and data->>'deliveryId' = $2 and state in ('created', 'retry')`,
    [QUEUES.alertChannelDeliver, deliveryId],
  );
  return rows as { id: string; startAfter: Date | string }[];
}
