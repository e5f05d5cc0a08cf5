import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSources } from './sources-api.ts';

export const sourcesKey = (restaurantId: string) => ['sources', restaurantId] as const;

/** The panel's state; refreshed every 15 s so a running sync's progress and counts move. */
export function useSources(restaurantId: string) {
  return useQuery({
    queryKey: sourcesKey(restaurantId),
    queryFn: ({ signal }) => getSources(restaurantId, signal),
    refetchInterval: 15_000,
  });
}

/** A change to the sources; the panel reloads once it lands. */
export function useSourceAction<V>(restaurantId: string, action: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcesKey(restaurantId) }),
  });
}
