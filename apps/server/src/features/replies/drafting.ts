import { analysisOf } from '../../ai/replies/verify-draft.ts';
import { eq, sql } from 'drizzle-orm';
import {
  holdReasonsFor,
  isAutoApprovable,
  type AutoApprovalSetting,
} from '@tableside/domain/auto-approval';
import type { ReplyEngine, ReplyRequest } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import { restaurantColumns } from '../../db/request-columns.ts';
import { restaurants, reviews } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { replyRequestFor } from './context.ts';
import { verifiedDraft } from './draft-text.ts';
import { isBeyondMonthlyAllowance } from '../tiers/public.ts';
import { createPost } from './post-state.ts';
import { keepReviewVersion, reviewTarget } from './review-target.ts';
import type { Tx } from './target.ts';
import { applyReplyAction } from './transition.ts';
import { lapsed, reviewIsReadOnly } from './read-only.ts';

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

async function settingOf(tx: Tx, restaurantId: string) {
  const [r] = await tx
    .select(restaurantColumns)
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return r;
}

/**
 * Writes the first draft of a new review's reply. Runs as a job when a review arrives; does
 * nothing if someone already wrote a reply. Then, if the restaurant auto-approves and the
 * review qualifies, schedules the auto-approval after the restaurant's delay.
 */
export async function draftReply(deps: DraftingDeps, reviewId: string): Promise<void> {
  if (await isBeyondMonthlyAllowance(deps.db, reviewId)) return;
  if (await reviewIsReadOnly(deps.db, reviewId)) return;
  await draftReplyFrom(deps, reviewId, await replyRequestFor(deps.db, reviewId));
}

/**
 * The draft of a review from its request (docs/product/reviews-and-replies.md#verified-drafts):
 * spam gets none and is flagged; any other draft is checked, stored with its checks and the
 * reasons that hold it for a person, and only a draft nothing holds is scheduled for
 * auto-approval.
 */
export async function draftReplyFrom(
  deps: DraftingDeps,
  reviewId: string,
  built: ReplyRequest,
): Promise<void> {
  const analysis = analysisOf(built);
  const request = { ...built, analysis };
  const signals = analysis.signals;
  if (signals.spam) return flagSpam(deps.db, reviewId, signals.spam);
  const draft = await verifiedDraft(deps.engine, request);
  if (!draft) return;
  const { text, checks } = draft;
  const holds = holdReasonsFor(signals, checks);
  const schedule = await deps.db.transaction(async (tx) => {
    const review = await reviewTarget.lock(tx, reviewId);
    if (!review || review.status !== 'new') return null;
    await tx
      .update(reviews)
      .set({
        response: text,
        status: 'draft',
        draftChecks: checks,
        holdReasons: holds,
        updatedAt: sql`now()`,
      })
      .where(eq(reviews.id, reviewId));
    await keepReviewVersion(tx, review, { text, status: 'draft', actorUserId: null });
    await writeAudit(tx, {
      restaurantId: review.restaurantId,
      actorUserId: null,
      action: 'reply.draft',
      entityType: 'review',
      entityId: reviewId,
      data: { engine: draft.engine, ...(holds.length ? { holdReasons: holds } : {}) },
    });
    const r = await settingOf(tx, review.restaurantId);
    return r && !lapsed(r) && isAutoApprovable(review.rating, autoApprovalSetting(r), holds)
      ? (r.autoApprovalMinutesDelay ?? 0)
      : null;
  });
  if (schedule !== null) await deps.scheduleAutoApproval(reviewId, schedule);
}

/** Spam gets no reply: flagged and held, so nobody and nothing answers it by mistake. */
async function flagSpam(db: Db, reviewId: string, kind: string): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await reviewTarget.lock(tx, reviewId);
    if (!review || review.status !== 'new') return;
    await tx
      .update(reviews)
      .set({ flagged: true, holdReasons: ['spam'], draftChecks: null, updatedAt: sql`now()` })
      .where(eq(reviews.id, reviewId));
    await writeAudit(tx, {
      restaurantId: review.restaurantId,
      actorUserId: null,
      action: 'review.flag',
      entityType: 'review',
      entityId: reviewId,
      data: { reason: 'spam', kind },
    });
  });
}

/**
 * Approves and publishes a drafted reply once its delay has passed — unless the restaurant
 * switched auto-approval off meanwhile, someone touched the reply, the rating is below the
 * minimum, something holds the draft for a person or the restaurant's trial lapsed. All are checked now, at run time, so
 * switching off cancels what is pending.
 */
export async function autoApprove(
  deps: DraftingDeps,
  reviewId: string,
): Promise<'approved' | 'skipped'> {
  const postId = await deps.db.transaction(async (tx) => {
    const review = await reviewTarget.lock(tx, reviewId);
    if (!review || review.status !== 'draft' || !review.response) return null;
    const r = await settingOf(tx, review.restaurantId);
    if (!r || lapsed(r)) return null;
    if (!isAutoApprovable(review.rating, autoApprovalSetting(r), review.holdReasons)) return null;
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
