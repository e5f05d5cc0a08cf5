import { ALERT_POLL_MS } from '@tableside/domain/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from './alert-keys.ts';
import { getAlerts } from './alerts-api.ts';
import { markSeenOptions } from './mark-seen.ts';

/**
 * The user's alerts; read again every 5 minutes (docs/product/alerts.md#alert-refresh) besides the
 * pushes of the stream.
 */
export function useAlerts(restaurantId: string) {
  return useQuery({
    queryKey: alertKeys.list(restaurantId),
    queryFn: ({ signal }) => getAlerts(restaurantId, signal),
    refetchInterval: ALERT_POLL_MS,
  });
}

export function useMarkSeen(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation(markSeenOptions(queryClient, restaurantId));
}
