import type { QueryClient } from '@tanstack/react-query';
import type { AlertItem } from '../alert-types.ts';
import { withSeen } from '../parse-alerts.ts';
import { alertKeys } from './alert-keys.ts';
import { markAlertSeen, markAlertsSeen, markCommentAlertSeen } from './alerts-api.ts';

/** Reviews' alerts in one call (or the single one), each comment's alerts in its own. */
async function markSeen(ids: string[], comments: ReadonlySet<string>) {
  const reviewIds = ids.filter((id) => !comments.has(id));
  const calls: Promise<unknown>[] = ids.filter((id) => comments.has(id)).map(markCommentAlertSeen);
  if (reviewIds.length === 1) calls.push(markAlertSeen(reviewIds[0] as string));
  else if (reviewIds.length > 1) calls.push(markAlertsSeen(reviewIds));
  await Promise.all(calls);
}

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
    mutationFn: (ids: string[]) => {
      const items = queryClient.getQueryData<AlertItem[]>(key) ?? [];
      return markSeen(ids, new Set(items.flatMap((a) => (a.commentId ? [a.commentId] : []))));
    },
    onMutate: async (ids: string[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      update(ids, true);
    },
    onError: (_error: unknown, ids: string[]) => update(ids, false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
