import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiEntity, apiRequest } from '../../../lib/api-client.ts';

const key = ['console', 'tiers'] as const;

/** Every tier, the ones hidden from the public site included. */
export function useTiers() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiData<TSubscriptionTier[]>('/v1/console/subscription-tier', { unscoped: true, signal }),
  });
}

export type TierInput = Omit<TSubscriptionTier, 'id'> & { id?: string };

export function useSaveTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TierInput) =>
      id
        ? apiEntity<TSubscriptionTier>(`/v1/subscription-tier/${id}`, {
            unscoped: true,
            method: 'PUT',
            body,
          })
        : apiEntity<TSubscriptionTier>('/v1/subscription-tier', {
            unscoped: true,
            method: 'POST',
            body,
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

export function useDeleteTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/v1/subscription-tier/${id}`, { unscoped: true, method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}
