import type { JobQueue } from '../jobs/queue.ts';
import { channelArrivalSender } from '../features/alert-channels/jobs.ts';
import { alertRaiseSender } from '../features/alerts/jobs.ts';
import { assignmentSender } from '../features/assignments/jobs.ts';
import { enqueueReviewAnalysis, enqueueReviewAnalysisBatches } from '../features/insights/jobs.ts';
import { replyDraftSender } from '../features/replies/jobs.ts';
import { reviewRequestMatchSender } from '../features/review-requests/jobs.ts';

/** What one ingestion stored: reviews new to Tableside and reviews the guest changed. */
export type ArrivedReviews = {
  created: string[];
  updated: string[];
  /**
   * Of `created`, reviews that are history (an import of past years): analysed like any
   * other, but nobody is alerted about them and no reply is drafted (nor auto-approved and
   * posted) for a guest who wrote years ago.
   */
  history?: string[];
  /** Many reviews of one restaurant at once (an import): analysed in batches, not one by one. */
  bulk?: { restaurantId: string };
  /** Guests' social comments new to Tableside and still unanswered: only the rules apply. */
  comments?: string[];
};

/**
 * Everything that happens after reviews arrive, whatever brought them (webhook, sync, import,
 * demo source). Each feature that reacts to new reviews adds its one line here, so no source
 * can forget a step.
 */
export function reviewArrivalPipeline(jobs: JobQueue) {
  const enqueueDraft = replyDraftSender(jobs);
  const enqueueAlerts = alertRaiseSender(jobs);
  const enqueueAssignment = assignmentSender(jobs);
  const enqueueChannels = channelArrivalSender(jobs);
  const enqueueConversion = reviewRequestMatchSender(jobs);
  return async ({
    created,
    updated,
    history = [],
    bulk,
    comments = [],
  }: ArrivedReviews): Promise<void> => {
    const past = new Set(history);
    const fresh = past.size ? created.filter((id) => !past.has(id)) : created;
    for (const id of fresh) await enqueueDraft(id);
    await enqueueAlerts([...fresh, ...updated]);
    // Escalation channels hear of the same reviews (a guest's edit never sends twice).
    await enqueueChannels([...fresh, ...updated]);
    // Only new reviews and comments: a guest's edit keeps whoever already works it.
    await enqueueAssignment(fresh, comments);
    // A guest who was asked for a review and wrote it: counted as converted.
    await enqueueConversion(fresh);
    if (bulk) await enqueueReviewAnalysisBatches(jobs, bulk.restaurantId, [...created, ...updated]);
    else await enqueueReviewAnalysis(jobs, [...created, ...updated]);
  };
}
