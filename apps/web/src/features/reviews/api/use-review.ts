import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isPostingInFlight, type ReviewItem, type ReviewRef } from '../review-types.ts';
import { reviewKeys, storeReview } from './review-cache.ts';
import { getReview } from './reviews-api.ts';

/** While a reply is queued or sending, the review is read again this often. */
const POSTING_POLL_MS = 3000;

function reviewQuery(queryClient: QueryClient, ref: ReviewRef) {
  return {
    queryKey: reviewKeys.detail(ref.id),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const review = await getReview(ref, signal);
      // A fresher copy also updates the lists that show this review.
      storeReview(queryClient, review);
      return review;
    },
  };
}

/** One review, for the detail panel; the list's copy shows until the fresh one arrives. */
export function useReview(ref: ReviewRef, fromList: ReviewItem | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...reviewQuery(queryClient, ref),
    placeholderData: fromList,
    refetchInterval: (query) => (isPostingInFlight(query.state.data) ? POSTING_POLL_MS : false),
  });
}

/** Follows a reply being published until the platform confirms or refuses it. */
export function usePostingProgress(review: ReviewItem) {
  const queryClient = useQueryClient();
  const inFlight = isPostingInFlight(review);
  useQuery({
    ...reviewQuery(queryClient, review),
    enabled: inFlight,
    refetchInterval: inFlight ? POSTING_POLL_MS : false,
    staleTime: 0,
  });
}
