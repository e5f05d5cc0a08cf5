import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ReviewListParams } from '../review-query.ts';
import type { ReviewItem } from '../review-types.ts';
import { reviewKeys } from './review-cache.ts';
import { listReviews, type ReviewPage } from './reviews-api.ts';

const allRows = (data: InfiniteData<ReviewPage, string | null>): ReviewItem[] =>
  data.pages.flatMap((page) => page.rows);

/**
 * The reviews of a location (or `all`) for the filters, 50 per page by cursor, filtered on the server. A
 * new filter keeps the rows in view until its answer arrives; a new location starts empty.
 */
export function useReviews(locationId: string, params: ReviewListParams) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(locationId, params),
    queryFn: ({ pageParam, signal }) => listReviews(locationId, params, pageParam, signal),
    initialPageParam: null as string | null,
    // The server's cursor, not an offset: a review arriving while the manager scrolls does not
    // shift the next page, and page 20 costs what page 1 does.
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === locationId ? previous : undefined,
    select: allRows,
  });
}
