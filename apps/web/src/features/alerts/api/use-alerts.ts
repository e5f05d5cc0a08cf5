import { ALERT_POLL_MS } from '@tableside/domain/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/**
 * Opening a comment from its alert marks the alert seen, once the list shows one unseen: nothing
 * is called for a comment that alerted nobody.
 */
export function useCommentAlertsSeen(restaurantId: string | null, commentId: string | null) {
  const alerts = useAlerts(restaurantId ?? '');
  const markSeen = useMarkSeen(restaurantId ?? '');
  const { mutate } = markSeen;
  const unseen = Boolean(
    commentId && alerts.data?.some((a) => a.commentId === commentId && !a.seen),
  );
  useEffect(() => {
    if (unseen && commentId) mutate([commentId]);
  }, [unseen, commentId, mutate]);
}
