import { TrendsScreen } from '../../features/analytics/components/trends-screen.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { AnalyticsFrame } from './analytics-frame.tsx';

export function TrendsRoute() {
  const timeZone = useSignedInSession().me.restaurant?.timezone;
  return (
    <AnalyticsFrame
      route="trends"
      render={(id) => <TrendsScreen locationId={id} timeZone={timeZone} />}
    />
  );
}
