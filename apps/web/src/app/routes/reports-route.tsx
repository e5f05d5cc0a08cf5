import { ReportsScreen } from '../../features/analytics/components/reports-screen.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { AnalyticsFrame } from './analytics-frame.tsx';

export function ReportsRoute() {
  const { me, role } = useSignedInSession();
  const restaurantId = me.restaurant?.id;
  return (
    <AnalyticsFrame
      route="reports"
      render={(id) =>
        restaurantId ? (
          <ReportsScreen
            restaurantId={restaurantId}
            restaurantName={me.restaurant?.name ?? ''}
            locationId={id}
            role={role}
            timeZone={me.restaurant?.timezone}
          />
        ) : null
      }
    />
  );
}
