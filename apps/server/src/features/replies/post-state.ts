import { sql } from 'drizzle-orm';
import { replyPosts } from '../../db/schema.ts';
import { postKey } from './channel.ts';
import type { PostChannel, ReplyRow, ReplyTarget, Tx } from './target.ts';

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
