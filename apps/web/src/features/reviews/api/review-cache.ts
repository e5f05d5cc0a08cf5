import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ReviewListParams } from '../review-query.ts';
import type { ReviewItem } from '../review-types.ts';
import type { ReviewPage } from './reviews-api.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (locationId: string, params: ReviewListParams) =>
    ['reviews', 'list', locationId, params] as const,
  detail: (reviewId: string) => ['reviews', 'detail', reviewId] as const,
  history: (reviewId: string) => ['reviews', 'history', reviewId] as const,
};

/**
 * Puts the server's answer about one review wherever it is shown, then marks every review query
 * stale so filtered lists and the history catch up. Nothing is guessed before the server answers.
 */
export function storeReview(queryClient: QueryClient, review: ReviewItem): void {
  queryClient.setQueryData(reviewKeys.detail(review.id), review);
  queryClient.setQueriesData<InfiniteData<ReviewPage>>(
    { queryKey: ['reviews', 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) =>
          page.rows.some(({ id }) => id === review.id)
            ? { ...page, rows: page.rows.map((row) => (row.id === review.id ? review : row)) }
            : page,
        ),
      },
  );
}

export function refreshReviews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
}
