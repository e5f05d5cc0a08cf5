import type { ReplyAction } from '@tableside/domain/reply-lifecycle';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ReplyRow, ReplyScope, ReplyTarget, Tx } from './target.ts';
import { applyReplyAction } from './transition.ts';

/*
 * The reply steps a person takes, on any reply target (a review, a social comment): what the
 * reviews' and the socials' services call, each with its own target and scope.
 */

/** The row, locked for this transaction, if the scope may touch it; otherwise it looks absent. */
export async function lockInScope<Row extends ReplyRow>(
  tx: Tx,
  target: ReplyTarget<Row>,
  scope: ReplyScope,
  id: string,
): Promise<Row> {
  const row = await target.lock(tx, id, scope);
  if (!row) throw notFound(target.noun);
  return row;
}

/** One lifecycle step (edit, approve, mark as posted…) on a row the scope may touch. */
export async function applyInScope<Row extends ReplyRow>(
  db: Db,
  target: ReplyTarget<Row>,
  scope: ReplyScope,
  id: string,
  action: ReplyAction,
  opts: { actorUserId: string; text?: string },
): Promise<void> {
  await db.transaction(async (tx) =>
    applyReplyAction(tx, target, await lockInScope(tx, target, scope, id), action, opts),
  );
}
