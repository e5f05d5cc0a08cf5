import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReplyAction } from '@tableside/domain/reply-lifecycle';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { socialComments } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { replyStep } from '../replies/public.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type CommentRow = typeof socialComments.$inferSelect;

/** The comment, locked for this transaction, if the actor may touch it; otherwise it looks absent. */
export async function lockComment(
  tx: Tx,
  actor: Actor,
  restaurantId: string,
  commentId: string,
): Promise<CommentRow> {
  const [row] = await tx
    .select()
    .from(socialComments)
    .where(
      and(
        eq(socialComments.id, commentId),
        eq(socialComments.restaurantId, restaurantId),
        sql`${socialComments.deletedAt} is null`,
        actor.role !== 'SuperAdmin' && actor.locationIds
          ? inArray(socialComments.locationId, actor.locationIds)
          : undefined,
      ),
    )
    .for('update');
  if (!row) throw notFound('Comment');
  return row;
}

/**
 * One step of the reply lifecycle (DECISIONS.md 7, the same rule as reviews) on a locked
 * comment: refused as the shared rule refuses, otherwise the comment and the audit log change
 * together. `actorUserId` is null when the platform confirms a post.
 */
export async function applyCommentAction(
  tx: Tx,
  comment: CommentRow,
  action: ReplyAction,
  opts: { actorUserId: string | null; text?: string },
): Promise<void> {
  const text = opts.text ?? comment.response ?? '';
  const { status, changes } = replyStep(comment.status, action, text, opts.actorUserId);
  await tx.update(socialComments).set(changes).where(eq(socialComments.id, comment.id));
  await writeAudit(tx, {
    restaurantId: comment.restaurantId,
    actorUserId: opts.actorUserId,
    action: `reply.${action}`,
    entityType: 'social_comment',
    entityId: comment.id,
    data: { from: comment.status, to: status, text },
  });
}
