import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import type { DraftCheck } from '@tableside/domain/draft-checks';
import type { ReplyAction } from '@tableside/domain/reply-lifecycle';
import type { ReplyEngine, ReplyRequest } from '../../ai/engine.ts';
import { expectedLanguage, verifyDraft } from '../../ai/replies/verify-draft.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { verifiedDraft, type VerifiedDraft } from './draft-text.ts';
import { createPost } from './post-state.ts';
import type { ReplyRow, ReplyScope, ReplyTarget, Tx } from './target.ts';
import { applyReplyAction, refuseUnless } from './transition.ts';

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
  opts: { actorUserId: string; text?: string; checks?: DraftCheck[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockInScope(tx, target, scope, id);
    await applyReplyAction(tx, target, row, action, opts);
    if (opts.checks && target.saveChecks) await target.saveChecks(tx, row.id, opts.checks);
  });
}

/** A text a person wrote for a row, checked like a draft. */
export async function checkedText<Row extends ReplyRow>(
  db: Db,
  target: ReplyTarget<Row>,
  id: string,
  text: string,
): Promise<DraftCheck[]> {
  const request = await target.draftRequest(db, id, {});
  return verifyDraft(text, request, { language: expectedLanguage(request) });
}

/**
 * A checked draft (draft-text.ts) for a person waiting on it: any failure of the engine, or no
 * text at all, is `ai_failed`, and the previous reply stays.
 */
export async function draftOrFail(
  engine: ReplyEngine,
  request: ReplyRequest,
): Promise<VerifiedDraft> {
  let draft: VerifiedDraft | null;
  try {
    draft = await verifiedDraft(engine, request);
  } catch {
    throw new AppError('ai_failed');
  }
  if (!draft) throw new AppError('ai_failed');
  return draft;
}

/**
 * A new reply for a row, asked by a person, with the parts of their instructions the engine
 * could not follow. The engine runs outside any transaction (it may take seconds); if it fails
 * or writes nothing, the caller gets `ai_failed` and the previous reply stays.
 */
export async function regeneratedText<Row extends ReplyRow>(
  deps: { db: Db; engine: ReplyEngine },
  target: ReplyTarget<Row>,
  id: string,
  extra: { additionalInstructions: string; previousDraft: string | null },
): Promise<{ text: string; unfollowed: UnfollowedNote[]; checks: DraftCheck[] }> {
  const request = await target.draftRequest(deps.db, id, extra);
  const draft = await draftOrFail(deps.engine, request);
  return { text: draft.text, unfollowed: draft.unfollowed, checks: draft.checks };
}

/**
 * Queues a row's approved reply for publishing, once, for a person: refused unless approved
 * (the shared rule) and where no channel takes it (it is posted by hand). Returns the post to
 * hand to the workers, or null when it is already confirmed.
 */
export async function requestReplyPost<Row extends ReplyRow>(
  db: Db,
  target: ReplyTarget<Row>,
  scope: ReplyScope,
  id: string,
  actorUserId: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await lockInScope(tx, target, scope, id);
    refuseUnless(row.status, 'post', row.response);
    const channel = await target.channel(tx, row);
    if (!channel) {
      throw new AppError('reply_posted_by_hand', undefined, { details: { channel: 'manual' } });
    }
    const created = await createPost(tx, target, row, {
      text: row.response ?? '',
      channel,
      requestedBy: actorUserId,
      retryFailed: true,
    });
    if (!created) throw new AppError('internal_error');
    await writeAudit(tx, {
      restaurantId: row.restaurantId,
      actorUserId,
      action: 'reply.post_requested',
      entityType: target.kind,
      entityId: row.id,
      data: { channel, postId: created.id },
    });
    return created.state === 'confirmed' ? null : created.id;
  });
}
