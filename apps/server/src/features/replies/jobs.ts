import { sql } from 'drizzle-orm';
import type { JobQueue } from '../../jobs/queue.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { workEach } from '../../jobs/work-each.ts';
import { replyPosts } from '../../db/schema.ts';
import type { ReplyEngine } from '../../ai/engine.ts';
import { autoApprove, draftReply } from './drafting.ts';
import { processReplyPost, SENDING_LEASE_SECONDS, type PostingDeps } from './posting.ts';

/** Sends a reply post to the workers; retried with backoff when the platform is down. */
export function replyPostSender(queue: JobQueue) {
  return async (postId: string) => {
    await queue.boss.send(
      QUEUES.replyPost,
      { postId },
      { singletonKey: postId, retryLimit: 8, retryDelay: 5, retryBackoff: true },
    );
  };
}

/**
 * Worker side: publish posts, and every minute re-send any post a crash left behind (committed
 * but never enqueued, or claimed by a process that died). Claiming makes a second job harmless.
 */
export async function startReplyWorkers(queue: JobQueue, deps: PostingDeps): Promise<void> {
  await workEach<{ postId: string }>(queue, QUEUES.replyPost, ({ postId }) =>
    processReplyPost(deps, postId),
  );
  await queue.boss.schedule(QUEUES.replySweep, '* * * * *');
  await queue.boss.work(QUEUES.replySweep, async () => {
    const stranded = await deps.db
      .select({ id: replyPosts.id })
      .from(replyPosts)
      .where(
        sql`(${replyPosts.state} in ('queued', 'unknown') and ${replyPosts.updatedAt} < now() - interval '30 seconds')
          or (${replyPosts.state} = 'sending' and ${replyPosts.updatedAt} < now() - make_interval(secs => ${SENDING_LEASE_SECONDS}))`,
      )
      .limit(500);
    for (const { id } of stranded)
      await queue.boss.send(
        QUEUES.replyPost,
        { postId: id },
        { retryLimit: 8, retryDelay: 5, retryBackoff: true },
      );
  });
}

/** Asks the workers to draft a reply for newly arrived reviews (used by ingestion). */
export function replyDraftSender(queue: JobQueue) {
  return async (reviewId: string) => {
    await queue.boss.send(
      QUEUES.replyDraft,
      { reviewId },
      { singletonKey: `draft:${reviewId}`, retryLimit: 3, retryBackoff: true },
    );
  };
}

export async function startDraftingWorkers(
  queue: JobQueue,
  deps: PostingDeps & { engine: ReplyEngine },
): Promise<void> {
  const drafting = {
    db: deps.db,
    engine: deps.engine,
    enqueuePost: replyPostSender(queue),
    scheduleAutoApproval: async (reviewId: string, delayMinutes: number) => {
      await queue.boss.send(
        QUEUES.replyAutoApprove,
        { reviewId },
        { startAfter: delayMinutes * 60, singletonKey: `auto:${reviewId}` },
      );
    },
  };
  await workEach<{ reviewId: string }>(queue, QUEUES.replyDraft, ({ reviewId }) =>
    draftReply(drafting, reviewId),
  );
  await workEach<{ reviewId: string }>(queue, QUEUES.replyAutoApprove, ({ reviewId }) =>
    autoApprove(drafting, reviewId),
  );
}
