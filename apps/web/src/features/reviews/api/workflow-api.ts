import type { TFilledTemplate } from '@tableside/domain/schemas/reply-templates';
import type { TAssignResult, TColleague, TNote } from '@tableside/domain/schemas/workflow';
import { apiData } from '../../../lib/api-client.ts';
import type { ReviewRef } from '../review-types.ts';

// The shared work inbox's calls (docs/product/team-workflow.md).

const reviewPath = (ref: ReviewRef) =>
  `/v1/location/${encodeURIComponent(ref.location_id)}/review/${ref.id}`;

export function assignReview(ref: ReviewRef, userId: string | null): Promise<TAssignResult> {
  return apiData(`${reviewPath(ref)}/assignee`, { method: 'PUT', body: { user_id: userId } });
}

export function assignReviews(
  locationId: string,
  reviewIds: string[],
  userId: string | null,
): Promise<TAssignResult> {
  return apiData(`/v1/location/${encodeURIComponent(locationId)}/review/assignee`, {
    method: 'POST',
    body: { review_ids: reviewIds, user_id: userId },
  });
}

/** Colleagues who may see the location (`all`: any of the restaurant's). */
export function listColleagues(locationId: string, signal?: AbortSignal): Promise<TColleague[]> {
  return apiData(`/v1/location/${encodeURIComponent(locationId)}/colleague`, { signal });
}

export function listNotes(ref: ReviewRef, signal?: AbortSignal): Promise<TNote[]> {
  return apiData(`${reviewPath(ref)}/note`, { signal });
}

export function addNote(ref: ReviewRef, body: string, mentions: string[]): Promise<TNote> {
  return apiData(`${reviewPath(ref)}/note`, { method: 'POST', body: { body, mentions } });
}

/** The reply templates for a review, filled from it (docs/product/reviews-and-replies.md#reply-templates). */
export function listReviewTemplates(
  ref: ReviewRef,
  signal?: AbortSignal,
): Promise<TFilledTemplate[]> {
  return apiData(`${reviewPath(ref)}/reply-template`, { signal });
}
