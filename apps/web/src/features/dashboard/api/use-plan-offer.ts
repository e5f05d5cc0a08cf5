import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import type { TUpgradeRequest } from '@tableside/domain/schemas/trial';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiEntity } from '../../../lib/api-client.ts';

const upgradeKey = ['upgrade-request'] as const;

/** The plans on offer (the public tier records): what the next plans add and their price. */
export function usePlans(enabled: boolean) {
  return useQuery({
    queryKey: ['plans'],
    queryFn: ({ signal }) => apiData<TSubscriptionTier[]>('/v1/subscription-tier', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** The restaurant's upgrade request still waiting for an answer (Admins). */
export function useUpgradeRequest(enabled: boolean) {
  return useQuery({
    queryKey: upgradeKey,
    queryFn: ({ signal }) =>
      apiData<TUpgradeRequest | null>('/v1/restaurant/self/upgrade-request', { signal }),
    enabled,
  });
}

export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tierId: string) =>
      apiEntity<TUpgradeRequest>('/v1/restaurant/self/upgrade-request', {
        method: 'POST',
        body: { subscription_tier_id: tierId },
      }),
    onSuccess: (request) => queryClient.setQueryData(upgradeKey, request),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: upgradeKey }),
  });
}
