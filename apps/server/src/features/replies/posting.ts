import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, replyPosts, restaurants, reviews } from '../../db/schema.ts';
import { DEFAULT_RETRY, PlatformError } from '../../integrations/platform-http.ts';
import type { SourceAdapters } from '../../integrations/registry.ts';
import type { AdapterContext, SourceAdapter } from '../../integrations/source-adapter.ts';
import { connectedPlatform } from '../../integrations/connection-context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { replyPostOutcomes } from '../../metrics/registry.ts';
import { OutboundRefused } from '../../lib/outbound/outbound-fetch.ts';
import { tenantFetch } from '../../lib/outbound/tenant-fetch.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { sealedWebhookSecret, storeFirstWebhookSecret } from '../restaurants/public.ts';
import { giveUpSocialPost, sendSocialReply } from '../socials/public.ts';
import { applyReplyAction, type ReviewRow } from './transition.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';

export type PostingDeps = {
  db: Db;
  secrets: SecretBox;
  allowPrivateWebhooks: boolean;
  /** The operator's outbound guard, for the platform and booking calls. */
  operatorFetch: OutboundFetch;
  /** The platform adapters (default: without an OAuth client, so no token refresh). */
  adapters?: SourceAdapters;
};

/** After this many attempts a post is given up and shown as failed, with the last reason. */
export const MAX_POST_ATTEMPTS = 6;
/** How long a claimed post is left alone before another worker may take it back. */
export const SENDING_LEASE_SECONDS = 60;

type Post = typeof replyPosts.$inferSelect;

const ONE_TRY = { ...DEFAULT_RETRY, attempts: 1, timeoutMs: 15_000 };

type PlatformTarget = {
  adapter: SourceAdapter & Required<Pick<SourceAdapter, 'reply' | 'readReply'>>;
  ctx: AdapterContext;
  location: string;
  externalId: string;
};

/** The review's platform, through its adapter, with the location's connection. */
async function platformTarget(deps: PostingDeps, review: ReviewRow): Promise<PlatformTarget> {
  // One try per job: the job's own retry reads the platform back before posting again.
  const { adapter, connection, ctx } = await connectedPlatform(
    deps,
    review.locationId,
    review.source,
    ONE_TRY,
  );
  if (!adapter?.reply || !adapter.readReply || !connection || !ctx)
    throw new PlatformError(`${review.source} is not connected for this location`, 0, true);
  return {
    adapter: adapter as PlatformTarget['adapter'],
    ctx,
    location: connection.externalLocation,
    externalId: review.externalId,
  };
}

async function webhookSecret(deps: PostingDeps, restaurantId: string): Promise<string> {
  const sealed = await sealedWebhookSecret(deps.db, restaurantId);
  if (sealed) return deps.secrets.open(sealed);
  const secret = randomBytes(32).toString('base64url');
  await storeFirstWebhookSecret(deps.db, restaurantId, deps.secrets.seal(secret));
  return deps.secrets.open((await sealedWebhookSecret(deps.db, restaurantId)) as string);
}

/**
 * A signed JSON POST, compatible with Zapier catch hooks: `X-Tableside-Signature` is
 * HMAC-SHA256 of `<timestamp>.<body>`, and `Idempotency-Key` stays the same on every retry so
 * the receiver can drop duplicates (a webhook cannot be read back).
 */
async function postWebhook(deps: PostingDeps, post: Post, review: ReviewRow): Promise<void> {
  const [row] = await deps.db
    .select({
      url: restaurants.approvalZapierUrl,
      name: restaurants.name,
      location: locations.name,
    })
    .from(restaurants)
    .innerJoin(locations, eq(locations.id, review.locationId))
    .where(eq(restaurants.id, review.restaurantId));
  const url = row?.url;
  if (!url) throw new PlatformError('The approval webhook is not set', 0, true);
  const body = JSON.stringify({
    event: 'reply.approved',
    idempotency_key: post.idempotencyKey,
    restaurant: row?.name,
    location: row?.location,
    review: {
      id: review.id,
      source: review.source,
      external_id: review.externalId,
      author: review.authorName,
      rating: review.rating,
      text: review.text,
      date: review.reviewDate.toISOString(),
    },
    reply: { text: post.text },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', await webhookSecret(deps, review.restaurantId))
    .update(`${timestamp}.${body}`)
    .digest('hex');
  // What the target answered stays in the server's hands: the Admin reads only "failed", so the
  // webhook cannot be used to probe which internal ports and paths exist.
  let status: number;
  try {
    const res = await tenantFetch(deps.allowPrivateWebhooks)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': post.idempotencyKey,
        'x-tableside-timestamp': timestamp,
        'x-tableside-signature': `sha256=${signature}`,
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    await res.body?.cancel();
    status = res.status;
  } catch (error) {
    if (error instanceof OutboundRefused && error.reason === 'address')
      throw new PlatformError('The approval webhook address is not allowed', 0, true);
    // A redirect is refused for good; anything else (timeout, reset) may pass on a retry.
    if (error instanceof OutboundRefused)
      throw new PlatformError('The approval webhook call failed', 0, true);
    throw new PlatformError('The approval webhook call failed', 0, false);
  }
  if (status < 200 || status >= 300) {
    const refused = status >= 400 && status < 500 && status !== 408 && status !== 429;
    throw new PlatformError('The approval webhook call failed', status, refused);
  }
}

async function confirm(db: Db, post: Post, target: ReviewRow) {
  replyPostOutcomes.inc({ channel: post.channel, outcome: 'confirmed' });
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, target.id)).for('update');
    await tx
      .update(replyPosts)
      .set({ state: 'confirmed', confirmedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
      .where(eq(replyPosts.id, post.id));
    // The reply may have been edited since; only the text that was posted becomes posted.
    if (review && review.status === 'approved' && review.response === post.text) {
      await applyReplyAction(tx, review, 'mark_posted', { actorUserId: post.requestedBy });
    }
  });
}

async function giveUp(db: Db, post: Post, reason: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(replyPosts)
      .set({ state: 'failed', lastError: reason.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(replyPosts.id, post.id));
    await writeAudit(tx, {
      restaurantId: post.restaurantId,
      actorUserId: null,
      action: 'reply.post_failed',
      entityType: 'review',
      entityId: post.reviewId,
      data: { reason: reason.slice(0, 500), channel: post.channel },
    });
  });
}

/**
 * Publishes one reply post, exactly once, whatever crashes in between: the post is claimed
 * (state `sending`) before the platform is called, so a retry that finds it already `sending`
 * knows the outcome is unknown and reads the platform back before posting again.
 * Throws to ask the queue for a retry (network errors, 5xx, 429).
 */
export async function processReplyPost(deps: PostingDeps, postId: string): Promise<void> {
  const [before] = await deps.db.select().from(replyPosts).where(eq(replyPosts.id, postId));
  if (!before || before.state === 'confirmed' || before.state === 'failed') return;
  // Claimed like a lease: a post left `sending` by a crashed process is taken back after a
  // minute; a post `unknown` after a failed call is retried at once. Either way, read back first.
  const [post] = await deps.db
    .update(replyPosts)
    .set({ state: 'sending', attempts: sql`${replyPosts.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(replyPosts.id, postId),
        sql`(${replyPosts.state} in ('queued', 'unknown') or (${replyPosts.state} = 'sending' and ${replyPosts.updatedAt} < now() - make_interval(secs => ${SENDING_LEASE_SECONDS})))`,
      ),
    )
    .returning();
  if (!post) return;
  const outcomeUnknown = before.state === 'sending' || before.state === 'unknown';
  // A reply to a social comment: the same claim and retry rules, another target.
  const [review] = post.reviewId
    ? await deps.db.select().from(reviews).where(eq(reviews.id, post.reviewId))
    : [];
  if (!review && !post.socialCommentId) return giveUp(deps.db, post, 'The review no longer exists');
  try {
    if (!review) {
      await sendSocialReply(deps, post, outcomeUnknown, ONE_TRY);
      return;
    }
    if (post.channel === 'platform') {
      const { adapter, ctx, location, externalId } = await platformTarget(deps, review);
      if (outcomeUnknown && (await adapter.readReply(ctx, location, externalId)) === post.text)
        return confirm(deps.db, post, review);
      await adapter.reply(ctx, location, externalId, post.text);
    } else {
      await postWebhook(deps, post, review);
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
    if (stop && !review) return giveUpSocialPost(deps.db, post, reason);
    if (stop) return giveUp(deps.db, post, reason);
    // The call may or may not have landed: the retry reads the platform back before posting.
    await deps.db
      .update(replyPosts)
      .set({ state: 'unknown', lastError: reason.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(replyPosts.id, post.id));
    throw error;
  }
  await confirm(deps.db, post, review);
}
