import { sql } from 'drizzle-orm';
import {
  replyRefusal,
  statusAfter,
  type ReplyAction,
  type ReviewStatus,
} from '@tableside/domain/reply-lifecycle';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { ReplyChanges, ReplyRow, ReplyTarget, Tx } from './target.ts';

/** Throws the shared rule's refusal (409) of `action` on a reply in `status` with `text`. */
export function refuseUnless(status: string, action: ReplyAction, text: string | null): void {
  const refusal = replyRefusal(status as ReviewStatus, action, (text ?? '').trim().length > 0);
  if (refusal) throw new AppError(refusal);
}

/** The status `action` leads to and the reply columns to write, the same on every target. */
function replyStep(action: ReplyAction, text: string, actorUserId: string | null) {
  const status = statusAfter(action);
  const changes: ReplyChanges = {
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
 * Applies one step of the reply lifecycle (docs/product/reviews-and-replies.md#reply-lifecycle,
 * `packages/domain/src/reply-lifecycle.ts`) to a locked row: refuses what the shared rule refuses
 * (409), then updates the row, its reply version and the audit log together. `actorUserId` is null
 * for the system (auto-approval, the
 * platform confirming).
 */
export async function applyReplyAction<Row extends ReplyRow>(
  tx: Tx,
  target: ReplyTarget<Row>,
  row: Row,
  action: ReplyAction,
  opts: { actorUserId: string | null; text?: string },
): Promise<void> {
  const text = opts.text ?? row.response ?? '';
  refuseUnless(row.status, action, text);
  const { status, changes } = replyStep(action, text, opts.actorUserId);
  await target.update(tx, row.id, changes);
  const version = { text, status, actorUserId: opts.actorUserId };
  if (target.keepVersion) await target.keepVersion(tx, row, version);
  await writeAudit(tx, {
    restaurantId: row.restaurantId,
    actorUserId: opts.actorUserId,
    action: `reply.${action}`,
    entityType: target.kind,
    entityId: row.id,
    data: target.keepVersion
      ? { from: row.status, to: status }
      : { from: row.status, to: status, text },
  });
}
