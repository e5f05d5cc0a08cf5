/** Review vocabulary without zod, so the browser can import it cheaply. */
export const REVIEW_SOURCES = [
  'google',
  'yelp',
  'tripadvisor',
  'facebook',
  'instagram',
  'csv',
  'webhook',
] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/**
 * docs/product/reviews-and-replies.md#reply-lifecycle: `new` has no reply yet; the rest is the
 * reply lifecycle.
 */
export const REVIEW_STATUSES = [
  'new',
  'draft',
  'edited',
  'regenerated',
  'approved',
  'posted',
] as const;

/** Reviews still waiting for an answer: every status short of a posted reply. */
export function awaitingReply(byStatus: Record<(typeof REVIEW_STATUSES)[number], number>): number {
  return REVIEW_STATUSES.reduce(
    (sum, status) => (status === 'posted' ? sum : sum + byStatus[status]),
    0,
  );
}

export const BULK_MAX_REVIEWS = 200;

/**
 * Sources whose platform takes replies through its API once the location is connected
 * (Facebook: the Page's comment on the rating).
 */
export const PLATFORM_REPLY_SOURCES: readonly string[] = ['google', 'facebook'];

/** How an approved reply reaches the guest. */
export type ReplyChannel = 'platform' | 'webhook' | 'manual';

/**
 * The platform's reply API when the location is connected and the platform has one (Google),
 * else the restaurant's approval webhook, else a person posts it by hand.
 */
export function replyChannel(
  source: string,
  locationConnected: boolean,
  hasWebhook: boolean,
): ReplyChannel {
  if (PLATFORM_REPLY_SOURCES.includes(source) && locationConnected) return 'platform';
  return hasWebhook ? 'webhook' : 'manual';
}

/**
 * How far ahead of now a review may be dated: a day covers every time zone and a platform's clock
 * skew. Anything later is a typing mistake or a platform bug, and would sit on top of every list
 * and skew the month's figures.
 */
export const REVIEW_DATE_MAX_AHEAD_MS = 24 * 3600_000;

export function isReviewDateTooFarAhead(reviewDate: Date, now: Date): boolean {
  return reviewDate.getTime() > now.getTime() + REVIEW_DATE_MAX_AHEAD_MS;
}
