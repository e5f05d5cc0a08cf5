import { PlatformError } from '../../integrations/platform-http.ts';
import { replyPostOutcomes } from '../../metrics/registry.ts';
import { commentTarget } from './comment-target.ts';
import { platformReply, type PlatformDeps } from './post-platform.ts';
import { claimPost, confirmPost, giveUpPost, markOutcomeUnknown, type Post } from './post-state.ts';
import { postWebhook, type WebhookDeps } from './post-webhook.ts';
import { restaurantIsReadOnly } from './read-only.ts';
import { reviewTarget } from './review-target.ts';
import type { ReplyRow, ReplyTarget } from './target.ts';

// The sweeper (jobs.ts) re-sends what outlives the lease the worker claims with.
export { SENDING_LEASE_SECONDS } from './post-state.ts';

/** What posting needs: the platforms (with the operator's outbound guard) and the webhook. */
export type PostingDeps = PlatformDeps & WebhookDeps;

/** Why a post of a restaurant whose trial lapsed was given up (the reviews screen shows it). */
export const TRIAL_ENDED_REASON =
  'The free trial has ended: nothing is posted until the plan is extended or converted';

/** After this many attempts a post is given up and shown as failed, with the last reason. */
export const MAX_POST_ATTEMPTS = 6;

/**
 * Publishes one reply post, exactly once, whatever crashes in between
 * (docs/decisions/0003-exactly-once-posting.md): the post is claimed (state `sending`) before
 * the platform is called, so a retry that finds it already `sending` knows the outcome is
 * unknown and reads the platform back before posting again. Throws to ask the queue for a
 * retry (network errors, 5xx, 429).
 */
export async function processReplyPost(deps: PostingDeps, postId: string): Promise<void> {
  const claimed = await claimPost(deps.db, postId);
  if (!claimed) return;
  // A post answers a review or a social comment, never both (`reply_posts_one_target`).
  const { reviewId, socialCommentId } = claimed.post;
  if (reviewId) await sendPost(deps, claimed, reviewTarget, reviewId);
  else if (socialCommentId) await sendPost(deps, claimed, commentTarget, socialCommentId);
}

async function sendPost<Row extends ReplyRow>(
  deps: PostingDeps,
  { post, outcomeUnknown }: { post: Post; outcomeUnknown: boolean },
  target: ReplyTarget<Row>,
  id: string,
): Promise<void> {
  const row = await target.find(deps.db, id);
  if (!row) return giveUpPost(deps.db, post, target, id, target.goneReason);
  // A lapsed trial posts nothing (docs/product/plans-and-roles.md#free-trial); a post whose
  // outcome is unknown may already be on the platform, so it is read back as usual.
  if (!outcomeUnknown && (await restaurantIsReadOnly(deps.db, row.restaurantId))) {
    return giveUpPost(deps.db, post, target, id, TRIAL_ENDED_REASON);
  }
  const confirm = () => {
    replyPostOutcomes.inc({ channel: post.channel, outcome: 'confirmed' });
    return confirmPost(deps.db, post, target, id);
  };
  const subject = target.webhookSubject?.(row);
  try {
    if (post.channel === 'webhook' && subject) {
      await postWebhook(deps, post, row, subject);
    } else {
      const platform = await platformReply(deps, target, row);
      if (outcomeUnknown && (await platform.read()) === post.text) return confirm();
      await platform.send(post.text);
    }
  } catch (error) {
    // A platform's refusal shows its own reason (decision 0003); anything else, our words only.
    const reason =
      error instanceof PlatformError
        ? (error.platformReason ?? error.message)
        : error instanceof Error
          ? error.message
          : String(error);
    const stop =
      (error instanceof PlatformError && error.refused) || post.attempts >= MAX_POST_ATTEMPTS;
    replyPostOutcomes.inc({ channel: post.channel, outcome: stop ? 'failed' : 'retried' });
    if (stop) return giveUpPost(deps.db, post, target, id, reason);
    await markOutcomeUnknown(deps.db, post, reason);
    throw error;
  }
  await confirm();
}
