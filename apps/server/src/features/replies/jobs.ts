import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobQueue } from '../../jobs/queue.ts';
import { defineJob, sendJob, ZNoPayload } from '../../jobs/define-job.ts';
import { replyPosts } from '../../db/schema.ts';
import type { ReplyEngine } from '../../ai/engine.ts';
import { autoApprove, draftReply, type DraftingDeps } from './drafting.ts';
import { processReplyPost, SENDING_LEASE_SECONDS, type PostingDeps } from './posting.ts';

/** Publishes one reply post; retried with backoff while the platform is down. */
export const replyPostJob = defineJob({
  name: 'reply.post',
  schema: z.object({ postId: z.guid() }),
  retry: { limit: 8, delaySeconds: 5, backoff: true },
  handler: ({ postId }, deps: PostingDeps) => processReplyPost(deps, postId),
});

/** Sends a reply post to the workers (one job per post; claiming makes a second harmless). */
export function replyPostSender(queue: JobQueue) {
  return async (postId: string) => {
    await sendJob(queue, replyPostJob, { postId }, { singletonKey: postId });
  };
}

/**
 * Every minute, re-sends any post a crash left behind (committed but never enqueued, or
 * claimed by a process that died). Claiming makes a second job harmless.
 */
export const replySweepJob = defineJob({
  name: 'reply.sweep',
  schema: ZNoPayload,
  cron: '* * * * *',
  handler: async (_payload, deps: Pick<PostingDeps, 'db'>, { queue }) => {
    const stranded = await deps.db
      .select({ id: replyPosts.id })
      .from(replyPosts)
      .where(
        sql`(${replyPosts.state} in ('queued', 'unknown') and ${replyPosts.updatedAt} < now() - interval '30 seconds')
          or (${replyPosts.state} = 'sending' and ${replyPosts.updatedAt} < now() - make_interval(secs => ${SENDING_LEASE_SECONDS}))`,
      )
      .limit(500);
    for (const { id } of stranded) await sendJob(queue, replyPostJob, { postId: id });
  },
});

type DraftingJobDeps = Pick<DraftingDeps, 'db'> & { engine: ReplyEngine };

/** What drafting needs from the queue: posting an approved draft, scheduling auto-approval. */
export function draftingDeps(deps: DraftingJobDeps, queue: JobQueue): DraftingDeps {
  return {
    db: deps.db,
    engine: deps.engine,
    enqueuePost: replyPostSender(queue),
    scheduleAutoApproval: async (reviewId, delayMinutes) => {
      await sendJob(
        queue,
        replyAutoApproveJob,
        { reviewId },
        { startAfter: delayMinutes * 60, singletonKey: `auto:${reviewId}` },
      );
    },
  };
}

/** Drafts the reply of a newly arrived review. */
export const replyDraftJob = defineJob({
  name: 'reply.draft',
  schema: z.object({ reviewId: z.guid() }),
  retry: { limit: 3, backoff: true },
  handler: ({ reviewId }, deps: DraftingJobDeps, { queue }) =>
    draftReply(draftingDeps(deps, queue), reviewId),
});

/** Approves a draft after the restaurant's delay, if it still qualifies then. */
export const replyAutoApproveJob = defineJob({
  name: 'reply.auto_approve',
  schema: z.object({ reviewId: z.guid() }),
  handler: ({ reviewId }, deps: DraftingJobDeps, { queue }) =>
    autoApprove(draftingDeps(deps, queue), reviewId),
});

/** Asks the workers to draft a reply for newly arrived reviews (used by ingestion). */
export function replyDraftSender(queue: JobQueue) {
  return async (reviewId: string) => {
    await sendJob(queue, replyDraftJob, { reviewId }, { singletonKey: `draft:${reviewId}` });
  };
}
