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

/** The statuses and sources as values, from the domain's zod-free module. */
export {
  REVIEW_STATUSES as REVIEW_STATUS_LIST,
  REVIEW_SOURCES as REVIEW_SOURCE_LIST,
} from '@tableside/domain/reviews';

export function hasReplyText(review: Pick<ReviewItem, 'response'>): boolean {
  return (review.response ?? '').trim() !== '';
}

export function isPostingInFlight(review: Pick<ReviewItem, 'posting'> | undefined): boolean {
  const state = review?.posting?.state;
  return state === 'queued' || state === 'sending';
}
