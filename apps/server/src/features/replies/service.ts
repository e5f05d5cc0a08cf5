import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReplyAction } from '@tableside/domain/reply-lifecycle';
import type { TBulkAction, TReplyEvent, TReview } from '@tableside/domain/schemas/reviews';
import type { ReplyEngine } from '../../ai/engine.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, replyHistory, reviews, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { getReview } from '../reviews/public.ts';
import { resolveLocationScope } from '../../auth/scope.ts';
import { applyCheckedStep, editedReview, regeneratedReview } from './reply-checks.ts';
import { applyInScope, lockInScope, requestReplyPost } from './reply-steps.ts';
import { reviewTarget } from './review-target.ts';

export type ReplyDeps = {
  db: Db;
  engine: ReplyEngine;
  /** Hands a reply post to the workers; safe to call twice for the same post. */
  enqueuePost: (postId: string) => Promise<void>;
};

/** One reply step on a review the actor may touch, answering the review as it now stands. */
async function act(
  deps: ReplyDeps,
  actor: Actor,
  locationId: string,
  reviewId: string,
  action: ReplyAction,
  text?: string,
): Promise<TReview> {
  const scope = await resolveLocationScope(deps.db, actor, locationId);
  await applyInScope(deps.db, reviewTarget, scope, reviewId, action, {
    actorUserId: actor.userId,
    text,
  });
  return getReview(deps.db, actor, locationId, reviewId);
}

/**
 * Staff's own text, checked on its own: the checks and the holds are recomputed on it, and the
 * incident and spam holds, which a person has now judged, are lifted
 * (docs/product/reviews-and-replies.md#verified-drafts).
 */
export async function editResponse(
  deps: ReplyDeps,
  actor: Actor,
  locationId: string,
  reviewId: string,
  text: string,
): Promise<TReview> {
  const scope = await resolveLocationScope(deps.db, actor, locationId);
  // A review out of the scope is refused (404) by the step itself, before anything is written.
  const checked = await editedReview(deps.db, reviewId, text);
  await applyCheckedStep(deps.db, scope, reviewId, 'edit', actor.userId, checked);
  return getReview(deps.db, actor, locationId, reviewId);
}

export function approveResponse(
  deps: ReplyDeps,
  actor: Actor,
  locationId: string,
  reviewId: string,
) {
  return act(deps, actor, locationId, reviewId, 'approve');
}

export function markPosted(deps: ReplyDeps, actor: Actor, locationId: string, reviewId: string) {
  return act(deps, actor, locationId, reviewId, 'mark_posted');
}

export async function setFlag(
  deps: ReplyDeps,
  actor: Actor,
  locationId: string,
  reviewId: string,
  flagged: boolean,
): Promise<TReview> {
  const scope = await resolveLocationScope(deps.db, actor, locationId);
  await deps.db.transaction(async (tx) => {
    const review = await lockInScope(tx, reviewTarget, scope, reviewId);
    // Unflagging says it is not spam: a person judged it, so the spam hold goes with the flag.
    await tx
      .update(reviews)
      .set({
        flagged,
        ...(flagged ? {} : { holdReasons: sql`${reviews.holdReasons} - 'spam'` }),
        updatedAt: sql`now()`,
      })
      .where(eq(reviews.id, review.id));
    await writeAudit(tx, {
      restaurantId: review.restaurantId,
      actorUserId: actor.userId,
      action: flagged ? 'review.flag' : 'review.unflag',
      entityType: 'review',
      entityId: review.id,
    });
  });
  return getReview(deps.db, actor, locationId, reviewId);
}

/**
 * Asks the engine for a new reply, checked like a first draft. The engine runs outside any
 * transaction (it may take seconds); if it fails, the previous draft stays and the caller gets
 * `ai_failed`. The answer lists the instructions the engine could not follow, as the person
 * wrote them.
 */
export async function regenerateResponse(
  deps: ReplyDeps,
  actor: Actor,
  locationId: string,
  reviewId: string,
  additionalInstructions: string,
): Promise<{
  response: string;
  review: TReview;
  unfollowed_instructions: string[];
  unfollowed_notes: UnfollowedNote[];
}> {
  const current = await getReview(deps.db, actor, locationId, reviewId);
  const checked = await regeneratedReview(deps, reviewId, {
    additionalInstructions,
    previousDraft: current.response,
  });
  // A review staff unflagged is not spam, whatever its analysis says.
  if (!current.flagged) checked.holds = checked.holds.filter((h) => h !== 'spam');
  const scope = await resolveLocationScope(deps.db, actor, locationId);
  await applyCheckedStep(deps.db, scope, reviewId, 'regenerate', actor.userId, checked);
  const review = await getReview(deps.db, actor, locationId, reviewId);
  const notes = checked.unfollowed ?? [];
  return {
    response: checked.text,
    review,
    unfollowed_instructions: notes.map((n) => n.instruction),
    unfollowed_notes: notes,
  };
}

/**
 * Queues an approved reply for publishing, once: the same review and text always make the same
 * post (idempotency key), so a double click or a retried request never posts twice.
 */
export async function requestPost(
  deps: ReplyDeps,
  actor: Actor,
  locationId: string,
  reviewId: string,
): Promise<TReview> {
  const scope = await resolveLocationScope(deps.db, actor, locationId);
  const postId = await requestReplyPost(deps.db, reviewTarget, scope, reviewId, actor.userId);
  if (postId) await deps.enqueuePost(postId);
  return getReview(deps.db, actor, locationId, reviewId);
}

export async function bulkAction(
  deps: ReplyDeps,
  actor: Actor,
  locationId: string,
  input: TBulkAction,
) {
  // A location the actor may not use is refused as a whole, before any review is looked at.
  await resolveLocationScope(deps.db, actor, locationId);
  const done: string[] = [];
  const refused: { review_id: string; code: string; message: string }[] = [];
  for (const reviewId of input.review_ids) {
    try {
      if (input.action === 'approve') await approveResponse(deps, actor, locationId, reviewId);
      else
        await regenerateResponse(
          deps,
          actor,
          locationId,
          reviewId,
          input.additional_instructions ?? '',
        );
      done.push(reviewId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ review_id: reviewId, code: error.code, message: error.message });
    }
  }
  return { done, refused };
}

/**
 * Audit actions written beside a reply version (drafting and every lifecycle step): the version
 * already tells them, with its text, so the history shows each step once.
 */
const TOLD_BY_A_VERSION = new Set([
  'reply.draft',
  ...(['edit', 'regenerate', 'approve', 'post', 'mark_posted'] satisfies ReplyAction[]).map(
    (action) => `reply.${action}`,
  ),
]);

/** The reply's versions and everything else done to the review, oldest first, each once. */
export async function replyEvents(
  deps: ReplyDeps,
  actor: Actor,
  locationId: string,
  reviewId: string,
): Promise<TReplyEvent[]> {
  await getReview(deps.db, actor, locationId, reviewId);
  const name = sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`;
  const [versions, audit] = await Promise.all([
    deps.db
      .select({
        id: replyHistory.id,
        status: replyHistory.status,
        text: replyHistory.text,
        actor: name,
        at: replyHistory.createdAt,
      })
      .from(replyHistory)
      .leftJoin(users, eq(users.id, replyHistory.actorUserId))
      .where(eq(replyHistory.reviewId, reviewId))
      .orderBy(asc(replyHistory.createdAt)),
    deps.db
      .select({ id: auditLog.id, action: auditLog.action, actor: name, at: auditLog.createdAt })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, reviewId)))
      .orderBy(asc(auditLog.createdAt)),
  ]);
  return [
    ...versions.map((v) => ({
      id: v.id,
      kind: 'reply' as const,
      action: `reply.${v.status}`,
      status: v.status,
      text: v.text,
      actor_name: v.actor,
      created_at: v.at.toISOString(),
    })),
    ...audit
      .filter((a) => !TOLD_BY_A_VERSION.has(a.action))
      .map((a) => ({
        id: String(a.id),
        kind: 'audit' as const,
        action: a.action,
        status: null,
        text: null,
        actor_name: a.actor,
        created_at: a.at.toISOString(),
      })),
  ].sort((a, b) => a.created_at.localeCompare(b.created_at));
}
