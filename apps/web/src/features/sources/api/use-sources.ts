import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getConnectionPage, getSourcesSummary, type ConnectionPageParams } from './sources-api.ts';

export const sourcesKey = (restaurantId: string) => ['sources', restaurantId] as const;

/**
 * The panel's head: each platform with its locations counted by state. Refreshed every 15 s, as
 * the page below, so a running sync's progress and counts move.
 */
export function useSourcesSummary(restaurantId: string) {
  return useQuery({
    queryKey: [...sourcesKey(restaurantId), 'summary'],
    queryFn: ({ signal }) => getSourcesSummary(restaurantId, signal),
    refetchInterval: 15_000,
  });
}

/** One page of connections; the previous page stays on screen while the next one loads. */
export function useConnectionPage(
  restaurantId: string,
  params: ConnectionPageParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    enabled,
    queryKey: [...sourcesKey(restaurantId), 'connections', params],
    queryFn: ({ signal }) => getConnectionPage(restaurantId, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** A change to the sources; the summary and the page reload once it lands. */
export function useSourceAction<V>(restaurantId: string, action: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcesKey(restaurantId) }),
  });
}
