import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, type ReviewListParams } from '../review-query.ts';
import type { ReviewItem } from '../review-types.ts';
import { reviewKeys } from './review-cache.ts';
import { listReviews } from './reviews-api.ts';

const allRows = (data: InfiniteData<ReviewItem[], number>) => data.pages.flat();

/**
 * The reviews of a location (or `all`) for the filters, 50 per page, filtered on the server. A
 * new filter keeps the rows in view until its answer arrives; a new location starts empty.
 */
export function useReviews(locationId: string, params: ReviewListParams) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(locationId, params),
    queryFn: ({ pageParam, signal }) => listReviews(locationId, params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length === REVIEWS_PAGE_SIZE ? lastOffset + REVIEWS_PAGE_SIZE : undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === locationId ? previous : undefined,
    select: allRows,
  });
}
