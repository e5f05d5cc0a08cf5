import { useQuery } from '@tanstack/react-query';
import type { ReviewRef } from '../review-types.ts';
import { reviewKeys } from './review-cache.ts';
import { getReplyHistory } from './reviews-api.ts';

export function useReplyHistory(ref: ReviewRef) {
  return useQuery({
    queryKey: reviewKeys.history(ref.id),
    queryFn: ({ signal }) => getReplyHistory(ref, signal),
  });
}
