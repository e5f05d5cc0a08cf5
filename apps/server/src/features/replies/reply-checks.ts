import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import { eq } from 'drizzle-orm';
import { holdReasonsFor } from '@tableside/domain/auto-approval';
import type { DraftCheck, HoldReason } from '@tableside/domain/draft-checks';
import type { ReplyAction } from '@tableside/domain/reply-lifecycle';
import type { ReplyEngine } from '../../ai/engine.ts';
import { analysisOf, expectedLanguage, verifyDraft } from '../../ai/replies/verify-draft.ts';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { replyRequestFor } from './context.ts';
import { draftOrFail, lockInScope } from './reply-steps.ts';
import { reviewTarget } from './review-target.ts';
import type { ReplyScope } from './target.ts';
import { applyReplyAction } from './transition.ts';

/*
 * A review's reply and its checks change together (docs/product/reviews-and-replies.md#verified-drafts):
 * a regenerated draft is checked like a first draft; a reply staff wrote is checked on its own
 * text and held only for what the checks still find there.
 */

export type CheckedText = {
  text: string;
  checks: DraftCheck[];
  holds: HoldReason[];
  /** Instructions the engine could not follow (regenerations only). */
  unfollowed?: UnfollowedNote[];
};

/** A regenerated draft of a review, checked, with what holds it. */
export async function regeneratedReview(
  deps: { db: Db; engine: ReplyEngine },
  reviewId: string,
  extra: { additionalInstructions: string; previousDraft: string | null },
): Promise<CheckedText> {
  const request = await replyRequestFor(deps.db, reviewId, extra);
  const draft = await draftOrFail(deps.engine, request);
  return { ...draft, holds: holdReasonsFor(analysisOf(request).signals, draft.checks) };
}

/** A reply staff wrote, checked on its own text. */
export async function editedReview(db: Db, reviewId: string, text: string): Promise<CheckedText> {
  const request = await replyRequestFor(db, reviewId);
  const checks = verifyDraft(text, request, { language: expectedLanguage(request) });
  return { text, checks, holds: holdReasonsFor(analysisOf(request).signals, checks, 'person') };
}

/**
 * Checks a staff-written reply that is already saved, and what they hold: for replies that reached
 * the database without passing through an edit, such as the demo's seeded staff edits, so every
 * pending reply shows its checks.
 */
export async function recheckStaffReply(db: Db, reviewId: string, text: string): Promise<void> {
  await saveChecks(db, reviewId, await editedReview(db, reviewId, text));
}

/** A reply's checks and what they hold, stored beside its text. */
async function saveChecks(db: Db, reviewId: string, checked: CheckedText): Promise<void> {
  await db
    .update(reviews)
    .set({ draftChecks: checked.checks, holdReasons: checked.holds })
    .where(eq(reviews.id, reviewId));
}

/** One lifecycle step that writes a new text, with the text's checks, in one transaction. */
export async function applyCheckedStep(
  db: Db,
  scope: ReplyScope,
  reviewId: string,
  action: Extract<ReplyAction, 'edit' | 'regenerate'>,
  actorUserId: string,
  checked: CheckedText,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockInScope(tx, reviewTarget, scope, reviewId);
    await applyReplyAction(tx, reviewTarget, row, action, { actorUserId, text: checked.text });
    await saveChecks(tx, reviewId, checked);
  });
}
