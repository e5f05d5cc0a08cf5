import type { TReviewAllowance } from '@tableside/domain/schemas/tiers';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/**
 * docs/product/plans-and-roles.md#plan-limits: this month's reviews against the plan (Admins only;
 * others are refused).
 */
export function useReviewAllowance(enabled: boolean) {
  return useQuery({
    queryKey: ['review-allowance'],
    queryFn: ({ signal }) =>
      apiData<TReviewAllowance>('/v1/restaurant/self/review-allowance', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
