import type { QueryClient } from '@tanstack/react-query';
import type { AlertItem } from '../alert-types.ts';
import { withSeen } from '../parse-alerts.ts';
import { alertKeys } from './alert-keys.ts';
import { markAlertSeen, markAlertsSeen } from './alerts-api.ts';

/**
 * Marking seen, one or many (docs/product/alerts.md#marking-seen): the list shows them seen at
 * once; if the call fails they revert to unseen and the mutation keeps the error for the screen to
 * show. Only the ids of this call revert, so a concurrent success is not undone.
 */
export function markSeenOptions(queryClient: QueryClient, restaurantId: string) {
  const key = alertKeys.list(restaurantId);
  const update = (ids: readonly string[], seen: boolean) => {
    const current = queryClient.getQueryData<AlertItem[]>(key);
    if (current) queryClient.setQueryData(key, withSeen(current, ids, seen));
  };
  return {
    mutationKey: ['alerts', 'seen', restaurantId],
    mutationFn: (ids: string[]) =>
      ids.length === 1 ? markAlertSeen(ids[0] as string) : markAlertsSeen(ids),
    onMutate: async (ids: string[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      update(ids, true);
    },
    onError: (_error: unknown, ids: string[]) => update(ids, false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
