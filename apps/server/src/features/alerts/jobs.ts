import { z } from 'zod';
import type { JobQueue } from '../../jobs/queue.ts';
import { defineJob, sendJob, ZNoPayload } from '../../jobs/define-job.ts';
import { emailDueAlerts, type AlertEmailDeps } from './email.ts';
import { raiseBadReviewAlerts } from './service.ts';

type AlertJobDeps = Omit<AlertEmailDeps, 'jobs'>;

/**
 * Raises alerts for arrived reviews and e-mails the immediate ones at once. A job, not a call,
 * so a crash right after the reviews are stored still alerts; raising is idempotent, so a
 * retried job alerts nobody twice.
 */
export const alertRaiseJob = defineJob({
  name: 'alert.raise',
  schema: z.object({ reviewIds: z.array(z.guid()) }),
  retry: { limit: 8, delaySeconds: 2, backoff: true },
  handler: async ({ reviewIds }, deps: AlertJobDeps, { queue }) => {
    const raised = await raiseBadReviewAlerts(deps, reviewIds);
    const toEmail = raised.filter((a) => a.emailWanted).map((a) => a.userId);
    if (toEmail.length > 0) await emailDueAlerts({ ...deps, jobs: queue }, [...new Set(toEmail)]);
  },
});

/** Every minute: the digests that are due, and anything a crash left pending. */
export const alertEmailJob = defineJob({
  name: 'alert.email',
  schema: ZNoPayload,
  cron: '* * * * *',
  handler: (_payload, deps: AlertJobDeps, { queue }) => emailDueAlerts({ ...deps, jobs: queue }),
});

/**
 * E-mails the work inbox's notifications (an assignment, a mention) that are due now, for the
 * users named; digests wait for the minute job as bad reviews do.
 */
export const alertNotifyJob = defineJob({
  name: 'alert.notify',
  schema: z.object({ userIds: z.array(z.guid()) }),
  retry: { limit: 8, delaySeconds: 2, backoff: true },
  handler: ({ userIds }, deps: AlertJobDeps, { queue }) =>
    emailDueAlerts({ ...deps, jobs: queue }, userIds).then(() => undefined),
});

/** Asks the workers to e-mail these users' pending notifications. */
export function alertNotifySender(queue: JobQueue) {
  return async (userIds: string[]) => {
    if (userIds.length === 0) return;
    await sendJob(queue, alertNotifyJob, { userIds });
  };
}

/** Asks the workers to raise alerts for arrived reviews (used by the review-arrival pipeline). */
export function alertRaiseSender(queue: JobQueue) {
  return async (reviewIds: string[]) => {
    if (reviewIds.length === 0) return;
    await sendJob(queue, alertRaiseJob, { reviewIds });
  };
}
