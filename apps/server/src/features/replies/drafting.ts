import { eq, sql } from 'drizzle-orm';
import { isAutoApprovable, type AutoApprovalSetting } from '@tableside/domain/auto-approval';
import type { ReplyEngine } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import { restaurantColumns } from '../../db/request-columns.ts';
import { restaurants, reviews } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { replyRequestFor } from './context.ts';
import { draftText } from './draft-text.ts';
import { isBeyondMonthlyAllowance } from '../tiers/public.ts';
import { createPost } from './post-state.ts';
import { keepReviewVersion, reviewTarget } from './review-target.ts';
import { applyReplyAction } from './transition.ts';

const autoApprovalSetting = (r: {
  autoApproveReviews: boolean;
  autoApprovalMinRating: number;
}): AutoApprovalSetting => ({ enabled: r.autoApproveReviews, minRating: r.autoApprovalMinRating });

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
  const text = await draftText(deps.engine, request);
  if (!text) return;
  const schedule = await deps.db.transaction(async (tx) => {
    const review = await reviewTarget.lock(tx, reviewId);
    if (!review || review.status !== 'new') return null;
    await tx
      .update(reviews)
      .set({ response: text, status: 'draft', updatedAt: sql`now()` })
      .where(eq(reviews.id, reviewId));
    await keepReviewVersion(tx, review, { text, status: 'draft', actorUserId: null });
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
    return r && isAutoApprovable(review.rating, autoApprovalSetting(r))
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
    const review = await reviewTarget.lock(tx, reviewId);
    if (!review || review.status !== 'draft' || !review.response) return null;
    const [r] = await tx
      .select(restaurantColumns)
      .from(restaurants)
      .where(eq(restaurants.id, review.restaurantId));
    if (!r || !isAutoApprovable(review.rating, autoApprovalSetting(r))) return null;
    await applyReplyAction(tx, reviewTarget, review, 'approve', { actorUserId: null });
    const channel = await reviewTarget.channel(tx, review);
    if (!channel) return 'approved-only';
    // A post already made for this text is left alone: auto-approval never re-sends one.
    const post = await createPost(tx, reviewTarget, review, {
      text: review.response,
      channel,
      requestedBy: null,
      retryFailed: false,
    });
    return post?.id ?? 'approved-only';
  });
  if (!postId) return 'skipped';
  if (postId !== 'approved-only') await deps.enqueuePost(postId);
  return 'approved';
}
