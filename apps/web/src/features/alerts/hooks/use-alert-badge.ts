import { useEffect, useRef } from 'react';
import { useAlerts } from '../api/use-alerts.ts';
import { unseenCount } from '../alert-types.ts';

/**
 * The sidebar's unseen count. Fetched at load, every 5 minutes and on every route change except to
 * the alerts screen, which reads the list itself (docs/product/alerts.md#alert-refresh); the push
 * stream does the rest.
 */
export function useAlertBadge(restaurantId: string, pathname: string, onAlertsPage: boolean) {
  const alerts = useAlerts(restaurantId);
  const { refetch } = alerts;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!onAlertsPage) void refetch();
  }, [pathname, onAlertsPage, refetch]);
  return unseenCount(alerts.data);
}
