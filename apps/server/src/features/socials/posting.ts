import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { replyPosts, socialComments } from '../../db/schema.ts';
import { PlatformError, type RetryPolicy } from '../../integrations/platform-http.ts';
import type { SourceAdapters } from '../../integrations/registry.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { connectedPlatform } from '../../integrations/connection-context.ts';
import { applyCommentAction } from './transition.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';

type Post = typeof replyPosts.$inferSelect;

export type SocialPostingDeps = {
  db: Db;
  secrets: SecretBox;
  /** The operator's outbound guard, for the platform and booking calls. */
  operatorFetch: OutboundFetch;
  adapters?: SourceAdapters;
};

async function confirm(db: Db, post: Post, commentId: string) {
  await db.transaction(async (tx) => {
    const [comment] = await tx
      .select()
      .from(socialComments)
      .where(eq(socialComments.id, commentId))
      .for('update');
    await tx
      .update(replyPosts)
      .set({ state: 'confirmed', confirmedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
      .where(eq(replyPosts.id, post.id));
    // Edited since: only the text that was posted becomes posted.
    if (comment && comment.status === 'approved' && comment.response === post.text)
      await applyCommentAction(tx, comment, 'mark_posted', { actorUserId: post.requestedBy });
  });
}

export async function giveUpSocialPost(db: Db, post: Post, reason: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(replyPosts)
      .set({ state: 'failed', lastError: reason.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(replyPosts.id, post.id));
    await writeAudit(tx, {
      restaurantId: post.restaurantId,
      actorUserId: null,
      action: 'reply.post_failed',
      entityType: 'social_comment',
      entityId: post.socialCommentId,
      data: { reason: reason.slice(0, 500), channel: post.channel },
    });
  });
}

/**
 * Publishes a claimed reply post to a social comment through the Graph API. `outcomeUnknown`
 * (an earlier attempt crashed or timed out mid-call) reads the platform back first, so the
 * reply is never posted twice. Throws the platform's error for the caller's retry rules.
 */
export async function sendSocialReply(
  deps: SocialPostingDeps,
  post: Post,
  outcomeUnknown: boolean,
  retry: RetryPolicy,
): Promise<'confirmed' | 'gone'> {
  const commentId = post.socialCommentId;
  const [comment] = commentId
    ? await deps.db.select().from(socialComments).where(eq(socialComments.id, commentId))
    : [];
  if (!comment || !commentId) {
    await giveUpSocialPost(deps.db, post, 'The comment no longer exists');
    return 'gone';
  }
  const { adapter, connection, ctx } = await connectedPlatform(
    deps,
    comment.locationId,
    comment.platform,
    retry,
  );
  if (!adapter?.replyToComment || !adapter.readCommentReply || !connection || !ctx)
    throw new PlatformError(`${comment.platform} is not connected for this location`, 0, true);
  if (
    outcomeUnknown &&
    (await adapter.readCommentReply(ctx, connection.externalLocation, comment.externalId)) ===
      post.text
  ) {
    await confirm(deps.db, post, commentId);
    return 'confirmed';
  }
  await adapter.replyToComment(ctx, connection.externalLocation, comment.externalId, post.text);
  await confirm(deps.db, post, commentId);
  return 'confirmed';
}
