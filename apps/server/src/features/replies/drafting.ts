import { eq, sql } from 'drizzle-orm';
import type { ReplyEngine } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import { restaurantColumns } from '../../db/request-columns.ts';
import { replyHistory, replyPosts, restaurants, reviews } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { channelFor } from '../reviews/public.ts';
import { postKey } from './post-key.ts';
import { replyRequestFor } from './context.ts';
import { isBeyondMonthlyAllowance } from '../tiers/public.ts';
import { applyReplyAction } from './transition.ts';
import { replyDrafts } from '../../metrics/registry.ts';

export type DraftingDeps = {
  db: Db;
  engine: ReplyEngine;
  /** Schedules the auto-approval check of a review after the restaurant's delay. */
  scheduleAutoApproval: (reviewId: string, delayMinutes: number) => Promise<void>;
  enqueuePost: (postId: string) => Promise<void>;
};

/**
 * Writes the first draft of a new review's reply. Runs as a job when a review arrives; does
 * nothing if someone already wrote a reply. Then, if the restaurant auto-approves and the
 * review qualifies, schedules the auto-approval after the restaurant's delay.
 */
export async function draftReply(deps: DraftingDeps, reviewId: string): Promise<void> {
  if (await isBeyondMonthlyAllowance(deps.db, reviewId)) return;
  const request = await replyRequestFor(deps.db, reviewId);
  const text = (await deps.engine.draftReply(request)).trim();
  if (!text) return;
  replyDrafts.inc({ engine: deps.engine.name });
  const schedule = await deps.db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review || review.status !== 'new') return null;
    await tx
      .update(reviews)
      .set({ response: text, status: 'draft', updatedAt: sql`now()` })
      .where(eq(reviews.id, reviewId));
    await tx.insert(replyHistory).values({
      reviewId,
      restaurantId: review.restaurantId,
      text,
      status: 'draft',
      actorUserId: null,
    });
    await writeAudit(tx, {
      restaurantId: review.restaurantId,
      actorUserId: null,
      action: 'reply.draft',
      entityType: 'review',
      entityId: reviewId,
      data: { engine: deps.engine.name },
    });
    const [r] = await tx
      .select(restaurantColumns)
      .from(restaurants)
      .where(eq(restaurants.id, review.restaurantId));
    return r?.autoApproveReviews && review.rating >= r.autoApprovalMinRating
      ? (r.autoApprovalMinutesDelay ?? 0)
      : null;
  });
  if (schedule !== null) await deps.scheduleAutoApproval(reviewId, schedule);
}

/**
 * Approves and publishes a drafted reply once its delay has passed — unless the restaurant
 * switched auto-approval off meanwhile, someone touched the reply, or the rating is below the
 * minimum. All three are checked now, at run time, so switching off cancels what is pending.
 */
export async function autoApprove(
  deps: DraftingDeps,
  reviewId: string,
): Promise<'approved' | 'skipped'> {
  const postId = await deps.db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review || review.status !== 'draft' || !review.response) return null;
    const [r] = await tx
      .select(restaurantColumns)
      .from(restaurants)
      .where(eq(restaurants.id, review.restaurantId));
    if (!r?.autoApproveReviews || review.rating < r.autoApprovalMinRating) return null;
    await applyReplyAction(tx, review, 'approve', { actorUserId: null });
    const channel = await channelFor(tx, review);
    if (!channel) return 'approved-only';
    const key = postKey(review.id, review.response);
    const [post] = await tx
      .insert(replyPosts)
      .values({
        reviewId,
        restaurantId: review.restaurantId,
        text: review.response,
        idempotencyKey: key,
        channel,
        requestedBy: null,
      })
      .onConflictDoNothing()
      .returning({ id: replyPosts.id });
    return post?.id ?? 'approved-only';
  });
  if (!postId) return 'skipped';
  if (postId !== 'approved-only') await deps.enqueuePost(postId);
  return 'approved';
}
