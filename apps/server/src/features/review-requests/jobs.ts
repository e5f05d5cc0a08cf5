import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enqueueDelivery } from '../../email/outbox.ts';
import { defineJob, sendJob, ZNoPayload } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { matchConversions } from './conversion-match.ts';
import { dueRequests, sendRequest, type SendDeps } from './send.ts';
import type { ScheduledRequest } from './visits.ts';

/** Sends one request and hands its e-mail to the outbox; a quiet hour puts it off. */
async function sendAndDeliver(deps: SendDeps, queue: JobQueue, requestId: string) {
  const outcome = await sendRequest(deps, requestId);
  if (outcome.kind === 'sent') await enqueueDelivery(queue, outcome.emailId);
  if (outcome.kind === 'later')
    await enqueueRequests(queue, [{ id: requestId, sendAfter: outcome.at }]);
  return outcome.kind;
}

/** One request, when it falls due (a second job for it sends nothing). */
export const reviewRequestSendJob = defineJob({
  name: 'review_request.send',
  schema: z.object({ requestId: z.guid() }),
  retry: { limit: 5, delaySeconds: 5, backoff: true },
  handler: ({ requestId }, deps: SendDeps, { queue }) => sendAndDeliver(deps, queue, requestId),
});

/** Every minute: whatever is due and was not sent by its own job (a lost job, a restart). */
export const reviewRequestSweepJob = defineJob({
  name: 'review_request.sweep',
  schema: ZNoPayload,
  cron: '* * * * *',
  handler: async (_payload, deps: SendDeps, { queue }) => {
    for (const id of await dueRequests(deps.db)) await sendAndDeliver(deps, queue, id);
  },
});

/** Arrived reviews: which of them a guest wrote after being asked. */
export const reviewRequestMatchJob = defineJob({
  name: 'review_request.match',
  schema: z.object({ reviewIds: z.array(z.guid()) }),
  retry: { limit: 5, delaySeconds: 2, backoff: true },
  handler: ({ reviewIds }, deps: { db: Db }) => matchConversions(deps.db, reviewIds),
});

/** Queues each request's own job for when it falls due. */
export async function enqueueRequests(queue: JobQueue, requests: ScheduledRequest[]) {
  for (const r of requests)
    await sendJob(
      queue,
      reviewRequestSendJob,
      { requestId: r.id },
      { singletonKey: `review-request:${r.id}:${r.sendAfter.getTime()}`, startAfter: r.sendAfter },
    );
}

/** What the API and the booking read hand their scheduled requests to. */
export function requestSender(queue: JobQueue) {
  return (requests: ScheduledRequest[]) => enqueueRequests(queue, requests);
}

/** The review-arrival pipeline's step: match new reviews to requests. */
export function reviewRequestMatchSender(queue: JobQueue) {
  return async (reviewIds: string[]) => {
    if (reviewIds.length === 0) return;
    await sendJob(queue, reviewRequestMatchJob, { reviewIds });
  };
}
