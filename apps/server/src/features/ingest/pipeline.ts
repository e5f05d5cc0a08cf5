import type { JobQueue } from '../../jobs/queue.ts';
import { alertRaiseSender } from '../alerts/jobs.ts';
import { enqueueReviewAnalysis } from '../insights/jobs.ts';
import { replyDraftSender } from '../replies/jobs.ts';

/** What one ingestion stored: reviews new to Tableside and reviews the guest changed. */
export type ArrivedReviews = { created: string[]; updated: string[] };

/**
 * Everything that happens after reviews arrive, whatever brought them (webhook, sync, import,
 * demo source). Each feature that reacts to new reviews adds its one line here, so no source
 * can forget a step.
 */
export function reviewArrivalPipeline(jobs: JobQueue) {
  const enqueueDraft = replyDraftSender(jobs);
  const enqueueAlerts = alertRaiseSender(jobs);
  return async ({ created, updated }: ArrivedReviews): Promise<void> => {
    for (const id of created) await enqueueDraft(id);
    await enqueueAlerts([...created, ...updated]);
    await enqueueReviewAnalysis(jobs, [...created, ...updated]);
  };
}
