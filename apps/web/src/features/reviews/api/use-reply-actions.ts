import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ReviewItem, ReviewRef } from '../review-types.ts';
import { BULK_MAX_REVIEWS } from '@tableside/domain/reviews';
import { refreshReviews, reviewKeys, storeReview } from './review-cache.ts';
import {
  approveResponse,
  markResponsePosted,
  postResponse,
  regenerateResponse,
  runBulkAction,
  setReviewFlag,
  updateResponse,
  type BulkAction,
  type BulkResult,
} from './reviews-api.ts';

export type ReviewAction = 'edit' | 'regenerate' | 'approve' | 'post' | 'mark_posted' | 'flag';

type Variables = { review: ReviewRef; text?: string; flagged?: boolean };

const CALLS: Record<ReviewAction, (v: Variables) => Promise<ReviewItem>> = {
  edit: ({ review, text }) => updateResponse(review, text ?? ''),
  regenerate: ({ review, text }) => regenerateResponse(review, text ?? ''),
  approve: ({ review }) => approveResponse(review),
  post: ({ review }) => postResponse(review),
  mark_posted: ({ review }) => markResponsePosted(review),
  flag: ({ review, flagged }) => setReviewFlag(review, flagged ?? false),
};

/**
 * One action on one review. Nothing changes on screen before the server answers; its answer is
 * then shown and every review query refreshed.
 */
export function useReviewAction(action: ReviewAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', action],
    mutationFn: CALLS[action],
    // A read of this review started before the action (say, the refresh after a regenerate)
    // would otherwise land after the answer and put the older copy back.
    onMutate: ({ review }) => queryClient.cancelQueries({ queryKey: reviewKeys.detail(review.id) }),
    onSuccess: (review) => {
      storeReview(queryClient, review);
      refreshReviews(queryClient);
    },
  });
}

export function useBulkAction(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'bulk'],
    mutationFn: async (body: {
      action: BulkAction;
      reviewIds: string[];
      instructions?: string;
    }) => {
      const result: BulkResult = { done: [], refused: [] };
      for (let start = 0; start < body.reviewIds.length; start += BULK_MAX_REVIEWS) {
        const part = await runBulkAction(locationId, {
          action: body.action,
          review_ids: body.reviewIds.slice(start, start + BULK_MAX_REVIEWS),
          additional_instructions: body.instructions || undefined,
        });
        result.done.push(...part.done);
        result.refused.push(...part.refused);
      }
      return result;
    },
    onSettled: () => refreshReviews(queryClient),
  });
}

/**
 * The reviews being approved right now, one by one or in bulk: the earlier product's
 * approvingReviews flag (docs/product/reviews-and-replies.md#reviews-inbox), kept in the mutation
 * cache so it survives a row scrolling out of view.
 */
export function useApprovingReviews(): ReadonlySet<string> {
  const single = useMutationState({
    filters: { mutationKey: ['reviews', 'approve'], status: 'pending' },
    select: (mutation) => (mutation.state.variables as Variables).review.id,
  });
  const bulk = useMutationState({
    filters: { mutationKey: ['reviews', 'bulk'], status: 'pending' },
    select: (mutation) => {
      const body = mutation.state.variables as { action: BulkAction; reviewIds: string[] };
      return body.action === 'approve' ? body.reviewIds : [];
    },
  });
  return new Set([...single, ...bulk.flat()]);
}
