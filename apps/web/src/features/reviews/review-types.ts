import type { ReviewStatus } from '@tableside/domain/reply-lifecycle';
import type { TReview } from '@tableside/domain/schemas/reviews';

/** The latest attempt to publish a reply; absent on servers that do not report it yet. */
export type ReviewPosting = {
  state: 'queued' | 'sending' | 'failed' | 'confirmed' | (string & {});
  channel?: 'platform' | 'webhook' | 'manual' | (string & {}) | null;
  error: string | null;
  platform_url?: string | null;
};

export type ReviewItem = Omit<TReview, 'posting'> & { posting?: ReviewPosting | null };

/** What a call about one review needs: replies are addressed by the review's own location. */
export type ReviewRef = Pick<ReviewItem, 'id' | 'location_id'>;

/**
 * The statuses and sources as values. The domain's lists sit beside zod schemas the web does
 * not load; these records fail to compile if a status is added there and not here.
 */
const STATUS_SET: Record<ReviewStatus, true> = {
  new: true,
  draft: true,
  edited: true,
  regenerated: true,
  approved: true,
  posted: true,
};
export const REVIEW_STATUS_LIST = Object.keys(STATUS_SET) as ReviewStatus[];

export const REVIEW_SOURCE_LIST = [
  'google',
  'yelp',
  'tripadvisor',
  'facebook',
  'instagram',
  'csv',
  'webhook',
] as const;

export function hasReplyText(review: Pick<ReviewItem, 'response'>): boolean {
  return (review.response ?? '').trim() !== '';
}

export function isPostingInFlight(review: Pick<ReviewItem, 'posting'> | undefined): boolean {
  const state = review?.posting?.state;
  return state === 'queued' || state === 'sending';
}
