import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  replyRefusal,
  statusAfter,
  type ReplyAction,
  type ReviewStatus,
} from '@tableside/domain/reply-lifecycle';
import type { Db } from '../../db/client.ts';
import { replyHistory, reviews } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { LocationScope } from '../reviews/scope.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ReviewRow = typeof reviews.$inferSelect;

/** The review, locked for this transaction, if the scope may touch it; otherwise it looks absent. */
export async function lockReview(
  tx: Tx,
  scope: LocationScope,
  reviewId: string,
): Promise<ReviewRow> {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.restaurantId, scope.restaurantId),
        scope.locationIds ? inArray(reviews.locationId, scope.locationIds) : undefined,
      ),
    )
    .for('update');
  if (!row) throw notFound('Review');
  return row;
}

/**
 * Applies one step of the reply lifecycle (DECISIONS.md 7) to a locked review: refuses what
 * the shared rule refuses (409), then updates the review, its reply history and the audit log
 * together. `actorUserId` is null for the system (auto-approval, the platform confirming).
 */
export async function applyReplyAction(
  tx: Tx,
  review: ReviewRow,
  action: ReplyAction,
  opts: { actorUserId: string | null; text?: string },
): Promise<void> {
  const text = opts.text ?? review.response ?? '';
  const refusal = replyRefusal(review.status as ReviewStatus, action, text.trim().length > 0);
  if (refusal) throw new AppError(refusal);
  const status = statusAfter(action);
  const approving = action === 'approve';
  const posted = action === 'mark_posted';
  await tx
    .update(reviews)
    .set({
      response: text,
      status,
      responseApproved: status === 'approved' || status === 'posted',
      ...(approving ? { approvedAt: sql`now()`, approvedBy: opts.actorUserId } : {}),
      ...(status === 'edited' || status === 'regenerated'
        ? { approvedAt: null, approvedBy: null }
        : {}),
      ...(posted ? { postedAt: sql`now()`, postedBy: opts.actorUserId } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(reviews.id, review.id));
  await tx.insert(replyHistory).values({
    reviewId: review.id,
    restaurantId: review.restaurantId,
    text,
    status,
    actorUserId: opts.actorUserId,
  });
  await writeAudit(tx, {
    restaurantId: review.restaurantId,
    actorUserId: opts.actorUserId,
    action: `reply.${action}`,
    entityType: 'review',
    entityId: review.id,
    data: { from: review.status, to: status },
  });
}
