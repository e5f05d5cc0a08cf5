import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TColleague, TRule, TRuleInput } from '@tableside/domain/schemas/workflow';
import { apiData } from '../../../lib/api-client.ts';

// The assignment rules (docs/product/team-workflow.md#assignment-rules).

const rulesKey = (restaurantId: string) => ['assignment-rules', restaurantId] as const;

export function useRules(restaurantId: string) {
  return useQuery({
    queryKey: rulesKey(restaurantId),
    queryFn: ({ signal }) =>
      apiData<TRule[]>(`/v1/restaurant/${restaurantId}/assignment-rule`, { signal }),
  });
}

/** Everyone who may take reviews somewhere in the restaurant; the server checks each location. */
export function useAssignableColleagues() {
  return useQuery({
    queryKey: ['assignment-rules', 'colleagues'],
    queryFn: async ({ signal }) =>
      (await apiData<TColleague[]>('/v1/location/all/colleague', { signal })).filter(
        (c) => c.assignable,
      ),
    staleTime: 60_000,
  });
}

export function useSaveRules(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: TRuleInput[]) =>
      apiData<TRule[]>(`/v1/restaurant/${restaurantId}/assignment-rule`, {
        method: 'PUT',
        body: { rules },
      }),
    onSuccess: (saved) => queryClient.setQueryData(rulesKey(restaurantId), saved),
  });
}
