import type { SourcePlatform } from '@tableside/domain/sources';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getConnectionPage,
  getSourcesSummary,
  syncLocationNow,
  type ConnectionPageParams,
} from './sources-api.ts';

export const sourcesKey = (restaurantId: string) => ['sources', restaurantId] as const;

/** The panel reads again every 15 s, so a running sync's progress and counts move. */
const POLL_MS = 15_000;
/**
 * After "Sync now", every 2 s for half a minute: the queued sync usually starts and ends within
 * it, and the Admin who asked sees its counts then, not up to 15 s later.
 */
const FOLLOW_POLL_MS = 2_000;
const FOLLOW_MS = 30_000;
const syncAskedAt = new Map<string, number>();

const pollInterval = (restaurantId: string) => {
  const asked = syncAskedAt.get(restaurantId);
  return asked !== undefined && Date.now() - asked < FOLLOW_MS ? FOLLOW_POLL_MS : POLL_MS;
};

/** The panel's head: each platform with its locations counted by state. */
export function useSourcesSummary(restaurantId: string) {
  return useQuery({
    queryKey: [...sourcesKey(restaurantId), 'summary'],
    queryFn: ({ signal }) => getSourcesSummary(restaurantId, signal),
    refetchInterval: () => pollInterval(restaurantId),
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
    refetchInterval: () => pollInterval(restaurantId),
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

/** "Sync now" for one location: queues its sync, then follows it closely (FOLLOW_MS). */
export function useSyncNow(restaurantId: string, locationId: string, platform: SourcePlatform) {
  return useSourceAction(restaurantId, async () => {
    const connection = await syncLocationNow(locationId, platform);
    syncAskedAt.set(restaurantId, Date.now());
    return connection;
  });
}
