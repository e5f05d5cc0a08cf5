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
import type { LocationScope } from '../../auth/scope.ts';

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
 * One step of the reply lifecycle on anything that carries a reply (a review, a social
 * comment): refused as the shared rule refuses (409), otherwise the new status and the reply
 * columns to write, the same for every table.
 */
export function replyStep(
  current: string,
  action: ReplyAction,
  text: string,
  actorUserId: string | null,
) {
  const refusal = replyRefusal(current as ReviewStatus, action, text.trim().length > 0);
  if (refusal) throw new AppError(refusal);
  const status = statusAfter(action);
  const changes = {
    response: text,
    status,
    responseApproved: status === 'approved' || status === 'posted',
    ...(action === 'approve' ? { approvedAt: sql`now()`, approvedBy: actorUserId } : {}),
    ...(status === 'edited' || status === 'regenerated'
      ? { approvedAt: null, approvedBy: null }
      : {}),
    ...(action === 'mark_posted' ? { postedAt: sql`now()`, postedBy: actorUserId } : {}),
    updatedAt: sql`now()`,
  };
  return { status, changes };
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
  const { status, changes } = replyStep(review.status, action, text, opts.actorUserId);
  await tx.update(reviews).set(changes).where(eq(reviews.id, review.id));
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
