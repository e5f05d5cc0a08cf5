import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZChannelAlertType } from '@tableside/domain/schemas/alert-channels';
import type { Db } from '../../db/client.ts';
import { alertDeliveries } from '../../db/schema.ts';
import { defineJob, sendJob, ZNoPayload } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { deliverAlert, MAX_ATTEMPTS, type DeliveryDeps } from './deliver.ts';
import { arrivalEvents, recordChannelEvents, type ChannelEvent } from './events.ts';

/**
 * Sends one delivery to its channel. A call that may pass later throws, so pg-boss retries it
 * with exponential backoff (about 2, 4, 8 and 16 seconds); the row's lease keeps a second job
 * or worker from sending it again. A channel that says how long to wait (`Retry-After`) gets
 * that wait instead: pg-boss's backoff cannot be set per failure, so this job ends and a new one
 * starts when the row's `next_attempt_at` is due. The row's attempt count, not the job's retries,
 * still stops it at five; should the new job be lost, the sweep hands the row back.
 */
export const alertChannelDeliverJob = defineJob({
  name: 'alert_channel.deliver',
  schema: z.object({ deliveryId: z.guid() }),
  retry: { limit: MAX_ATTEMPTS - 1, delaySeconds: 2, backoff: true },
  handler: async ({ deliveryId }, deps: DeliveryDeps, { queue }): Promise<string> => {
    const outcome = await deliverAlert(deps, deliveryId);
    if (outcome === 'retry') throw new Error('the channel call failed; retried with backoff');
    if (typeof outcome === 'object') {
      await enqueueDelivery(queue, deliveryId, outcome.wait);
      return 'waiting';
    }
    return outcome;
  },
});

/** One delivery's job, now or `startAfterSeconds` on (a second job for one row sends nothing). */
function enqueueDelivery(queue: JobQueue, deliveryId: string, startAfterSeconds?: number) {
  return sendJob(
    queue,
    alertChannelDeliverJob,
    { deliveryId },
    {
      singletonKey: `alert-delivery:${deliveryId}`,
      ...(startAfterSeconds && { startAfter: startAfterSeconds }),
    },
  );
}

/** Hands recorded deliveries to the workers. */
export async function enqueueDeliveries(queue: JobQueue, deliveryIds: readonly string[]) {
  for (const deliveryId of deliveryIds) await enqueueDelivery(queue, deliveryId);
}

const ZEvent = z.union([
  z.object({ type: ZChannelAlertType, reviewId: z.guid(), assigneeId: z.guid().optional() }),
  z.object({ type: ZChannelAlertType, commentId: z.guid(), assigneeId: z.guid().optional() }),
]);

/** Records and sends the deliveries of alerts another feature raised (an assignment, an overdue review). */
export const alertChannelRaiseJob = defineJob({
  name: 'alert_channel.raise',
  schema: z.object({ events: z.array(ZEvent) }),
  retry: { limit: 5, delaySeconds: 2, backoff: true },
  handler: async ({ events }, deps: { db: Db }, { queue }) =>
    enqueueDeliveries(queue, await recordChannelEvents(deps.db, events)),
});

/** The bad reviews and incidents among arrived reviews (the review-arrival pipeline). */
export const alertChannelArrivalJob = defineJob({
  name: 'alert_channel.arrival',
  schema: z.object({ reviewIds: z.array(z.guid()) }),
  retry: { limit: 5, delaySeconds: 2, backoff: true },
  handler: async ({ reviewIds }, deps: { db: Db }, { queue }) =>
    enqueueDeliveries(
      queue,
      await recordChannelEvents(deps.db, await arrivalEvents(deps.db, reviewIds)),
    ),
});

/**
 * Every minute: deliveries whose job was lost (a crash between recording and enqueuing, a lease
 * that ran out) go back to the workers. Five minutes is past the last retry's backoff, so a
 * delivery waiting for its retry is left to it; one waiting for a `Retry-After` is counted from
 * when its wait ends.
 */
export const alertChannelSweepJob = defineJob({
  name: 'alert_channel.sweep',
  schema: ZNoPayload,
  cron: '* * * * *',
  handler: async (_payload, deps: { db: Db }, { queue }) => {
    // A worker that died during the last attempt leaves no attempt to retry with.
    await deps.db
      .update(alertDeliveries)
      .set({
        status: 'failed',
        leaseUntil: null,
        lastError: sql`coalesce(${alertDeliveries.lastError}, 'network_error')`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(alertDeliveries.status, 'sending'),
          lt(alertDeliveries.leaseUntil, sql`now()`),
          gte(alertDeliveries.attempts, MAX_ATTEMPTS),
        ),
      );
    const stuck = await deps.db
      .select({ id: alertDeliveries.id })
      .from(alertDeliveries)
      .where(
        or(
          and(
            eq(alertDeliveries.status, 'queued'),
            // greatest() passes over a null next attempt.
            sql`greatest(${alertDeliveries.updatedAt}, ${alertDeliveries.nextAttemptAt}) < now() - interval '5 minutes'`,
          ),
          and(eq(alertDeliveries.status, 'sending'), lt(alertDeliveries.leaseUntil, sql`now()`)),
        ),
      )
      .limit(500);
    await enqueueDeliveries(
      queue,
      stuck.map((d) => d.id),
    );
  },
});

/** Asks the workers to look for bad reviews and incidents among arrived reviews. */
export function channelArrivalSender(queue: JobQueue) {
  return async (reviewIds: string[]) => {
    if (reviewIds.length === 0) return;
    await sendJob(queue, alertChannelArrivalJob, { reviewIds });
  };
}

/**
 * Asks the workers to send an alert to the channels that receive it: an assignment, or an overdue
 * review (the overdue escalation calls it with type `overdue`). Call it after the deciding
 * transaction commits.
 */
export function channelEventSender(queue: JobQueue) {
  return async (events: ChannelEvent[]) => {
    if (events.length === 0) return;
    await sendJob(queue, alertChannelRaiseJob, { events });
  };
}
