import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import type { TReplyEvent } from '@tableside/domain/schemas/reviews';
import { apiData, apiRequest } from '../../../lib/api-client.ts';
import { REVIEWS_PAGE_SIZE, type ReviewListParams } from '../review-query.ts';
import type { ReviewItem, ReviewRef } from '../review-types.ts';

/** `locationId` is a location's id or `all` (refused to a Manager). */
const reviewsPath = (locationId: string) => `/v1/location/${encodeURIComponent(locationId)}/review`;
/** Calls about one review go through the review's own location. */
const reviewPath = (ref: ReviewRef) => `${reviewsPath(ref.location_id)}/${ref.id}`;

/** One page of the inbox and where the next starts (null: this was the last). */
export type ReviewPage = { rows: ReviewItem[]; next: string | null };

/** A page after `cursor` (the first page without one): keyset paging, docs/product/api.md#paging. */
export async function listReviews(
  locationId: string,
  params: ReviewListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const page = await apiRequest<{ data: ReviewItem[]; next_cursor: string | null }>(
    reviewsPath(locationId),
    {
      query: {
        ...params,
        limit: String(REVIEWS_PAGE_SIZE),
        ...(cursor ? { cursor } : {}),
      },
      signal,
    },
  );
  return { rows: page.data, next: page.next_cursor };
}

export function getReview(ref: ReviewRef, signal?: AbortSignal): Promise<ReviewItem> {
  return apiData(reviewPath(ref), { signal });
}

export function getReplyHistory(ref: ReviewRef, signal?: AbortSignal): Promise<TReplyEvent[]> {
  return apiData(`${reviewPath(ref)}/history`, { signal });
}

export function updateResponse(ref: ReviewRef, response: string): Promise<ReviewItem> {
  return apiData(`${reviewPath(ref)}/response`, { method: 'PUT', body: { response } });
}

/** The instructions the engine could not follow, by the regenerated review they came with. */
const unfollowed = new WeakMap<ReviewItem, UnfollowedNote[]>();

/** What the last regeneration of this review copy left out of the instructions, and why. */
export const unfollowedInstructions = (review: ReviewItem): UnfollowedNote[] =>
  unfollowed.get(review) ?? [];

export async function regenerateResponse(
  ref: ReviewRef,
  additionalInstructions: string,
): Promise<ReviewItem> {
  const data = await apiData<{
    response: string;
    review: ReviewItem;
    unfollowed_notes?: UnfollowedNote[];
  }>(`${reviewPath(ref)}/response/regenerate`, {
    method: 'POST',
    body: { additional_instructions: additionalInstructions },
  });
  unfollowed.set(data.review, data.unfollowed_notes ?? []);
  return data.review;
}

export function approveResponse(ref: ReviewRef): Promise<ReviewItem> {
  return apiData(`${reviewPath(ref)}/response/approve`, { method: 'PUT' });
}

export function postResponse(ref: ReviewRef): Promise<ReviewItem> {
  return apiData(`${reviewPath(ref)}/response/post`, { method: 'POST' });
}

export function markResponsePosted(ref: ReviewRef): Promise<ReviewItem> {
  return apiData(`${reviewPath(ref)}/response/mark-posted`, { method: 'POST' });
}

export function setReviewFlag(ref: ReviewRef, flagged: boolean): Promise<ReviewItem> {
  return apiData(`${reviewPath(ref)}/flag`, { method: 'PUT', body: { flagged } });
}

export type BulkAction = 'approve' | 'regenerate';
export type BulkResult = {
  done: string[];
  refused: { review_id: string; code: string; message: string }[];
};

export function runBulkAction(
  locationId: string,
  body: { action: BulkAction; review_ids: string[]; additional_instructions?: string },
): Promise<BulkResult> {
  return apiData(`${reviewsPath(locationId)}/bulk`, { method: 'POST', body });
}
