import type { JobQueue } from '../../jobs/queue.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { workEach } from '../../jobs/work-each.ts';
import { emailDueAlerts, type AlertEmailDeps } from './email.ts';
import { raiseBadReviewAlerts } from './service.ts';

/**
 * Asks the workers to raise alerts for arrived reviews (used by the review-arrival pipeline).
 * A job, not a call, so a crash right after the reviews are stored still alerts; raising is
 * idempotent, so a retried job alerts nobody twice.
 */
export function alertRaiseSender(queue: JobQueue) {
  return async (reviewIds: string[]) => {
    if (reviewIds.length === 0) return;
    await queue.boss.send(
      QUEUES.alertRaise,
      { reviewIds },
      { retryLimit: 8, retryDelay: 2, retryBackoff: true },
    );
  };
}

/**
 * Worker side: raise alerts and e-mail the immediate ones at once; every minute, send the
 * digests that are due and anything a crash left pending.
 */
export async function startAlertWorkers(
  queue: JobQueue,
  deps: Omit<AlertEmailDeps, 'jobs'>,
): Promise<void> {
  const mail = { ...deps, jobs: queue };
  await workEach<{ reviewIds: string[] }>(queue, QUEUES.alertRaise, async ({ reviewIds }) => {
    const raised = await raiseBadReviewAlerts(deps, reviewIds);
    const toEmail = raised.filter((a) => a.emailWanted).map((a) => a.userId);
    if (toEmail.length > 0) await emailDueAlerts(mail, [...new Set(toEmail)]);
  });
  await queue.boss.schedule(QUEUES.alertEmail, '* * * * *');
  await queue.boss.work(QUEUES.alertEmail, async () => emailDueAlerts(mail));
}
