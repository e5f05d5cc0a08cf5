import { z } from 'zod';
import { defineJob, sendJob, ZNoPayload } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Db } from '../../db/client.ts';
import { channelEventSender } from '../alert-channels/public.ts';
import { alertNotifySender, notifyAlertsChanged } from '../alerts/public.ts';
import { analyseNowWhereNeeded } from '../insights/public.ts';
import { applyAssignmentRules, rulesNeedAnalysis } from './apply-rules.ts';
import { escalateOverdueReviews } from './escalation.ts';

/**
 * Assigns arrived reviews by the restaurant's rules. A rule on the incident flag needs the
 * analysis: a review not yet analysed is analysed here first (the analysis job writing it again
 * later is harmless), so the rules' order holds whatever the queues' timing.
 */
export const assignmentApplyJob = defineJob({
  name: 'assignment.apply',
  schema: z.object({ reviewIds: z.array(z.guid()) }),
  retry: { limit: 5, delaySeconds: 2, backoff: true },
  handler: async ({ reviewIds }, deps: { db: Db }, { queue }) => {
    await analyseNowWhereNeeded(deps.db, reviewIds, rulesNeedAnalysis);
    const made = await applyAssignmentRules(deps.db, reviewIds);
    await alertNotifySender(queue)([...new Set(made.map((a) => a.assigneeId))]);
    await channelEventSender(queue)(made.map((a) => ({ type: 'assignment', ...a })));
  },
});

/** Asks the workers to apply the assignment rules to reviews that just arrived. */
export function assignmentSender(queue: JobQueue) {
  return async (reviewIds: string[]) => {
    if (reviewIds.length === 0) return;
    await sendJob(queue, assignmentApplyJob, { reviewIds });
  };
}

/**
 * Every minute, and once when a worker starts: escalates the reviews and social comments that
 * became overdue
 * (docs/product/team-workflow.md#escalation). Each step is recorded once in the same transaction
 * as its alerts, so two workers, a retry or a restart never alert twice; the push and the e-mail
 * follow the commit. A run reads the partial index of recent unanswered reviews only.
 */
export const escalationJob = defineJob({
  name: 'review.escalate',
  schema: ZNoPayload,
  cron: '* * * * *',
  handler: (_payload, deps: { db: Db }, { queue }) => escalate(deps.db, queue),
  onWorkerStart: (deps, queue) => escalate(deps.db, queue),
});

async function escalate(db: Db, queue: JobQueue): Promise<void> {
  const { alerted, toEmail, reviewIds, commentIds } = await escalateOverdueReviews(db);
  await notifyAlertsChanged(db, alerted);
  await alertNotifySender(queue)(toEmail);
  // The channels' event key (type and item) keeps this to one message per item, at its first step.
  await channelEventSender(queue)([
    ...reviewIds.map((reviewId) => ({ type: 'overdue' as const, reviewId })),
    ...commentIds.map((commentId) => ({ type: 'overdue' as const, commentId })),
  ]);
}
