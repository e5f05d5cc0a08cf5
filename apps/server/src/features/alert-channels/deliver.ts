import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TChannelKind } from '@tableside/domain/schemas/alert-channels';
import type { Db } from '../../db/client.ts';
import {
  alertDeliveries,
  locations,
  restaurants,
  reviews,
  socialComments,
  users,
} from '../../db/schema.ts';
import { OutboundRefused } from '../../lib/outbound/outbound-fetch.ts';
import type { AllowedHosts } from '../../lib/outbound/address.ts';
import { channelFetch } from '../../lib/outbound/tenant-fetch.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { signBody } from '../ingest/public.ts';
import { channelPayload, type AlertMessage } from './messages.ts';
import { retryAfterSeconds } from './retry-after.ts';
import { sealedChannel } from './sealed.ts';

export type DeliveryDeps = {
  db: Db;
  secrets: SecretBox;
  allowPrivateWebhooks: boolean;
  channelAllowHosts: AllowedHosts;
  publicUrl: string;
};

/** Five attempts in all: the job's four retries, with exponential backoff (jobs.ts). */
export const MAX_ATTEMPTS = 5;
/** How long one attempt may hold the row before another worker may take it over. */
const LEASE_SECONDS = 60;

/** `wait`: the channel asked for time (`Retry-After`); the next attempt is due that many seconds on. */
export type DeliveryOutcome = 'sent' | 'skipped' | 'failed' | 'retry' | { wait: number };

/** What one call to the channel came to; `wait`: the seconds a 429 or 503 asked for. */
type CallResult = {
  ok: boolean;
  status: number | null;
  error: string | null;
  final: boolean;
  wait?: number | null;
};

/** Slack answers its refusals as a bare code (`invalid_payload`, `no_service`); anything else reads `http_error`. */
const SLACK_CODE = /^[a-z_]{3,60}$/;

async function call(
  deps: DeliveryDeps,
  kind: string,
  url: string,
  signingSecret: string | null,
  deliveryId: string,
  payload: unknown,
): Promise<CallResult> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (kind === 'webhook' && signingSecret) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers['x-tableside-timestamp'] = timestamp;
    headers['x-tableside-signature'] = signBody(signingSecret, timestamp, body);
    // The same on every retry, so the receiver can drop a duplicate after a lost answer.
    headers['idempotency-key'] = deliveryId;
  }
  let res: Response;
  try {
    res = await channelFetch(deps.allowPrivateWebhooks, deps.channelAllowHosts)(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    if (error instanceof OutboundRefused)
      return {
        ok: false,
        status: null,
        error: error.reason === 'address' ? 'address_not_allowed' : 'redirect_refused',
        final: true,
      };
    return { ok: false, status: null, error: 'network_error', final: false };
  }
  // Only Slack's own short codes are kept: a body could otherwise tell an Admin what sits
  // behind an address (decision 0010).
  const text = kind === 'slack' ? (await res.text()).trim().slice(0, 100) : '';
  if (kind !== 'slack') await res.body?.cancel();
  if (res.status >= 200 && res.status < 300)
    return { ok: true, status: res.status, error: null, final: true };
  const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
  return {
    ok: false,
    status: res.status,
    error: SLACK_CODE.test(text) ? text : 'http_error',
    final: !retryable,
    // Slack and Teams rate limits, and a receiver in maintenance, say how long to stay away.
    wait:
      res.status === 429 || res.status === 503
        ? retryAfterSeconds(res.headers.get('retry-after'))
        : null,
  };
}

/** The review or comment, restaurant and language a delivery speaks of. */
async function messageFor(
  deps: DeliveryDeps,
  d: typeof alertDeliveries.$inferSelect,
  channelLanguage: string | null,
): Promise<AlertMessage> {
  const [restaurant] = await deps.db
    .select({
      name: restaurants.name,
      language: restaurants.defaultLanguage,
      timezone: restaurants.timezone,
    })
    .from(restaurants)
    .where(eq(restaurants.id, d.restaurantId));
  const language = (channelLanguage ?? restaurant?.language) === 'fr' ? 'fr' : 'en';
  const base = `${deps.publicUrl}/${language}/dashboard`;
  const [review] = d.reviewId
    ? await deps.db
        .select({
          id: reviews.id,
          locationId: reviews.locationId,
          locationName: locations.name,
          rating: reviews.rating,
          authorName: reviews.authorName,
          text: reviews.text,
          reviewDate: reviews.reviewDate,
        })
        .from(reviews)
        .innerJoin(locations, eq(locations.id, reviews.locationId))
        .where(eq(reviews.id, d.reviewId))
    : [];
  const [comment] = d.socialCommentId
    ? await deps.db
        .select({
          id: socialComments.id,
          locationId: socialComments.locationId,
          locationName: locations.name,
          platform: socialComments.platform,
          authorName: socialComments.authorName,
          text: socialComments.text,
          commentedAt: socialComments.commentedAt,
        })
        .from(socialComments)
        .innerJoin(locations, eq(locations.id, socialComments.locationId))
        .where(eq(socialComments.id, d.socialCommentId))
    : [];
  const assigneeId = d.type === 'assignment' ? d.eventKey.split(':').at(-1) : undefined;
  const [assignee] = assigneeId
    ? await deps.db
        .select({ name: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})` })
        .from(users)
        .where(eq(users.id, assigneeId))
    : [];
  return {
    type: d.type as AlertMessage['type'],
    language,
    deliveryId: d.id,
    restaurantId: d.restaurantId,
    restaurantName: restaurant?.name ?? '',
    timezone: restaurant?.timezone ?? 'UTC',
    link: review
      ? `${base}/reviews?review=${review.id}&location=${review.locationId}`
      : comment
        ? `${base}/socials/posts?comment=${comment.id}`
        : base,
    review: review ?? null,
    comment: comment ?? null,
    assignee: assignee?.name || null,
  };
}

/**
 * Sends one delivery. The row is claimed first (a lease), so two workers never send it at once
 * and a sent row is never sent again; a worker that died mid-call leaves a lease that expires.
 * Answers `retry` when the call may pass later and attempts are left (the job then throws, and
 * pg-boss retries it with backoff), or `{ wait }` when the channel also said how long to wait: the
 * row records when the next attempt is due and is not claimed before (the job sends the next
 * attempt for then). `once`: the test button's single attempt.
 */
export async function deliverAlert(
  deps: DeliveryDeps,
  deliveryId: string,
  opts: { once?: boolean } = {},
): Promise<DeliveryOutcome> {
  const [claimed] = await deps.db
    .update(alertDeliveries)
    .set({
      status: 'sending',
      attempts: sql`${alertDeliveries.attempts} + 1`,
      nextAttemptAt: null,
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(alertDeliveries.id, deliveryId),
        // A row whose every attempt was used (a worker died on the last) is closed by the sweep.
        lt(alertDeliveries.attempts, MAX_ATTEMPTS),
        // A job that runs early (the sweep's, a second one) leaves a wait to the job sent for it.
        or(isNull(alertDeliveries.nextAttemptAt), lte(alertDeliveries.nextAttemptAt, sql`now()`)),
        or(
          eq(alertDeliveries.status, 'queued'),
          and(eq(alertDeliveries.status, 'sending'), lt(alertDeliveries.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .returning();
  if (!claimed) return 'skipped';
  const channel = await sealedChannel(deps.db, claimed.channelId);
  let result: CallResult;
  if (!channel || (!channel.enabled && claimed.type !== 'test')) {
    result = { ok: false, status: null, error: 'channel_disabled', final: true };
  } else {
    const message = await messageFor(deps, claimed, channel.language);
    result = await call(
      deps,
      channel.kind,
      deps.secrets.open(channel.url),
      channel.signingSecret ? deps.secrets.open(channel.signingSecret) : null,
      claimed.id,
      channelPayload(channel.kind as TChannelKind, message),
    );
  }
  const again = !result.ok && !result.final && !opts.once && claimed.attempts < MAX_ATTEMPTS;
  const status = result.ok ? 'sent' : again ? 'queued' : 'failed';
  const wait = again && result.wait ? result.wait : null;
  await deps.db
    .update(alertDeliveries)
    .set({
      status,
      leaseUntil: null,
      nextAttemptAt: wait ? sql`now() + make_interval(secs => ${wait})` : null,
      lastStatus: result.status,
      lastError: result.error,
      sentAt: result.ok ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(alertDeliveries.id, deliveryId));
  if (wait) return { wait };
  return again ? 'retry' : status === 'sent' ? 'sent' : 'failed';
}
