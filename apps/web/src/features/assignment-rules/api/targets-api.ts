import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResponseTargets } from '@tableside/domain/schemas/workflow';
import { apiData } from '../../../lib/api-client.ts';

// Response-time targets (docs/product/team-workflow.md#response-time-targets).

const targetsKey = (restaurantId: string) => ['response-targets', restaurantId] as const;

export function useTargets(restaurantId: string) {
  return useQuery({
    queryKey: targetsKey(restaurantId),
    queryFn: ({ signal }) =>
      apiData<TResponseTargets>(`/v1/restaurant/${restaurantId}/response-target`, { signal }),
  });
}

export function useSaveTargets(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targets: TResponseTargets) =>
      apiData<TResponseTargets>(`/v1/restaurant/${restaurantId}/response-target`, {
        method: 'PUT',
        body: targets,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(targetsKey(restaurantId), saved);
      // Every review's due time follows the targets.
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
