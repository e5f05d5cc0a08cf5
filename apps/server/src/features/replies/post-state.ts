import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { replyPosts } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { postKey } from './post-key.ts';
import type { PostChannel, ReplyRow, ReplyTarget, Tx } from './target.ts';
import { applyReplyAction } from './transition.ts';

/*
 * The states of a reply post (docs/decisions/0003-exactly-once-posting.md): created queued →
 * sending (claimed, a lease) → confirmed, or unknown after a call that may have landed, or
 * failed for good. Only these functions create a post and move it between them.
 */

export type Post = typeof replyPosts.$inferSelect;

/**
 * The post of a row's approved reply: the same row and text always make the same post (the
 * idempotency key), so asking twice never posts twice. With `retryFailed` (a person asking
 * again) the existing post is returned, a failed one queued again; without it (auto-approval)
 * an existing post is left alone and nothing is returned.
 */
export async function createPost<Row extends ReplyRow>(
  tx: Tx,
  target: ReplyTarget<Row>,
  row: Row,
  post: { text: string; channel: PostChannel; requestedBy: string | null; retryFailed: boolean },
): Promise<{ id: string; state: string } | undefined> {
  const insert = tx.insert(replyPosts).values({
    reviewId: target.kind === 'review' ? row.id : null,
    socialCommentId: target.kind === 'social_comment' ? row.id : null,
    restaurantId: row.restaurantId,
    text: post.text,
    idempotencyKey: postKey(row.id, post.text),
    channel: post.channel,
    requestedBy: post.requestedBy,
  });
  const [created] = await (
    post.retryFailed
      ? insert.onConflictDoUpdate({
          target: replyPosts.idempotencyKey,
          set: {
            state: sql`case when ${replyPosts.state} = 'failed' then 'queued' else ${replyPosts.state} end`,
            updatedAt: sql`now()`,
          },
        })
      : insert.onConflictDoNothing()
  ).returning({ id: replyPosts.id, state: replyPosts.state });
  return created;
}

/** How long a claimed post is left alone before another worker may take it back. */
export const SENDING_LEASE_SECONDS = 60;

/**
 * Claims a post for one worker, like a lease: a post left `sending` by a crashed process is
 * taken back after the lease; one `unknown` after a failed call is retried at once. Null when
 * the post is done or another worker holds it; `outcomeUnknown` says the platform must be read
 * back before posting again.
 */
export async function claimPost(
  db: Db,
  postId: string,
): Promise<{ post: Post; outcomeUnknown: boolean } | null> {
  const [before] = await db.select().from(replyPosts).where(eq(replyPosts.id, postId));
  if (!before || before.state === 'confirmed' || before.state === 'failed') return null;
  const [post] = await db
    .update(replyPosts)
    .set({ state: 'sending', attempts: sql`${replyPosts.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(replyPosts.id, postId),
        sql`(${replyPosts.state} in ('queued', 'unknown') or (${replyPosts.state} = 'sending' and ${replyPosts.updatedAt} < now() - make_interval(secs => ${SENDING_LEASE_SECONDS})))`,
      ),
    )
    .returning();
  if (!post) return null;
  return { post, outcomeUnknown: before.state === 'sending' || before.state === 'unknown' };
}

/** The platform has the reply: the post is confirmed and, if its text is still the reply, the row posted. */
export async function confirmPost<Row extends ReplyRow>(
  db: Db,
  post: Post,
  target: ReplyTarget<Row>,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await target.lock(tx, id);
    await tx
      .update(replyPosts)
      .set({ state: 'confirmed', confirmedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
      .where(eq(replyPosts.id, post.id));
    // The reply may have been edited since; only the text that was posted becomes posted.
    if (row && row.status === 'approved' && row.response === post.text) {
      await applyReplyAction(tx, target, row, 'mark_posted', { actorUserId: post.requestedBy });
    }
  });
}

/** The post is given up for good: shown as failed with its reason; the row stays approved. */
export async function giveUpPost<Row extends ReplyRow>(
  db: Db,
  post: Post,
  target: ReplyTarget<Row>,
  id: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(replyPosts)
      .set({ state: 'failed', lastError: reason.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(replyPosts.id, post.id));
    await writeAudit(tx, {
      restaurantId: post.restaurantId,
      actorUserId: null,
      action: 'reply.post_failed',
      entityType: target.kind,
      entityId: id,
      data: { reason: reason.slice(0, 500), channel: post.channel },
    });
  });
}

/** The call may or may not have landed: the retry reads the platform back before posting. */
export async function markOutcomeUnknown(db: Db, post: Post, reason: string): Promise<void> {
  await db
    .update(replyPosts)
    .set({ state: 'unknown', lastError: reason.slice(0, 500), updatedAt: sql`now()` })
    .where(eq(replyPosts.id, post.id));
}
