import type { Container } from './container.ts';
import { emailSendJob } from './email/outbox.ts';
import { emailSweepJob } from './email/sweep.ts';
import { configuredMailTransport } from './email/transport.ts';
import {
  alertChannelArrivalJob,
  alertChannelDeliverJob,
  alertChannelRaiseJob,
  alertChannelSweepJob,
} from './features/alert-channels/jobs.ts';
import { alertEmailJob, alertNotifyJob, alertRaiseJob } from './features/alerts/jobs.ts';
import { reportWeeklyJob } from './features/analytics/jobs.ts';
import { firstReplyMonthsJob } from './features/analytics/first-reply-months.ts';
import { assignmentApplyJob, escalationJob } from './features/assignments/jobs.ts';
import {
  analysisModelJob,
  analysisRunJob,
  reviewAnalyseBatchJob,
  reviewAnalyseJob,
} from './features/insights/jobs.ts';
import {
  replyAutoApproveJob,
  replyDraftJob,
  replyPostJob,
  replySweepJob,
} from './features/replies/jobs.ts';
import { bookingVisitsJob } from './features/reservations/jobs.ts';
import { trialReminderJob } from './features/restaurants/trial-reminders.ts';
import { reviewImportJob } from './features/review-import/jobs.ts';
import {
  reviewRequestMatchJob,
  reviewRequestSendJob,
  reviewRequestSweepJob,
} from './features/review-requests/jobs.ts';
import { demoReviewsJob, sourceScheduleJob, sourceSyncJob } from './features/sources/jobs.ts';
import { pruneJob } from './jobs/prune.ts';
import { sendJob } from './jobs/define-job.ts';
import { startJobWorkers, type JobDeps } from './jobs/start-job-workers.ts';

/**
 * Every queue the system uses, one definition each (name, payload schema, retries and expiry,
 * schedule, handler: `defineJob` in jobs/define-job.ts). Every process creates these queues at
 * start (pg-boss 10 needs a queue before a job is sent to it); worker processes work them all.
 */
export const JOBS = {
  prune: pruneJob,
  replyPost: replyPostJob,
  replySweep: replySweepJob,
  replyDraft: replyDraftJob,
  replyAutoApprove: replyAutoApproveJob,
  alertRaise: alertRaiseJob,
  alertEmail: alertEmailJob,
  alertNotify: alertNotifyJob,
  assignmentApply: assignmentApplyJob,
  alertChannelArrival: alertChannelArrivalJob,
  alertChannelRaise: alertChannelRaiseJob,
  alertChannelDeliver: alertChannelDeliverJob,
  alertChannelSweep: alertChannelSweepJob,
  escalation: escalationJob,
  sourceSync: sourceSyncJob,
  sourceSchedule: sourceScheduleJob,
  demoReviews: demoReviewsJob,
  reviewAnalyse: reviewAnalyseJob,
  reviewAnalyseBatch: reviewAnalyseBatchJob,
  reviewImport: reviewImportJob,
  analysisRun: analysisRunJob,
  analysisModel: analysisModelJob,
  emailSend: emailSendJob,
  reportWeekly: reportWeeklyJob,
  firstReplyMonths: firstReplyMonthsJob,
  emailSweep: emailSweepJob,
  trialReminders: trialReminderJob,
  bookingVisits: bookingVisitsJob,
  reviewRequestSend: reviewRequestSendJob,
  reviewRequestSweep: reviewRequestSweepJob,
  reviewRequestMatch: reviewRequestMatchJob,
} as const;

export const JOB_TABLE = Object.values(JOBS);

/** Each queue's name, by the table's key (`QUEUES.replyDraft` is `reply.draft`). */
export const QUEUES = Object.fromEntries(
  Object.entries(JOBS).map(([key, definition]) => [key, definition.name]),
) as { readonly [Key in keyof typeof JOBS]: (typeof JOBS)[Key]['name'] };

/** What the handlers of the table need, together. */
export type WorkerDeps = JobDeps<typeof JOB_TABLE>;

/**
 * Background work, as durable jobs in the application database, so production can run API
 * and worker processes apart over one PostgreSQL: drafting, auto-approval, reply posting and
 * its sweeper, alerts, syncs, analysis, imports, e-mail delivery, the weekly report, trial
 * reminders, and housekeeping.
 */
export async function startWorkers(container: Container): Promise<void> {
  const { config } = container;
  const deps: WorkerDeps = {
    ...container,
    allowPrivateWebhooks: config.allowPrivateWebhooks,
    channelAllowHosts: config.channelAllowHosts,
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    intervalMinutes: config.sources.syncIntervalMinutes,
    demoMode: config.demoMode,
    transport: configuredMailTransport(config),
    bookingApiBase: config.bookingApiBase,
  };
  await startJobWorkers(container.jobs, JOB_TABLE, deps);
  // A new analysis re-reads the stored reviews now, not at the next quarter hour.
  await sendJob(container.jobs, analysisModelJob, null, { singletonKey: 'analysis.model:start' });
}
