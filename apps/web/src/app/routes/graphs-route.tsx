import { GraphsScreen } from '../../features/analytics/components/graphs-screen.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { AnalyticsFrame } from './analytics-frame.tsx';

export function GraphsRoute() {
  const timeZone = useSignedInSession().me.restaurant?.timezone;
  return (
    <AnalyticsFrame
      route="graphs"
      render={(id) => <GraphsScreen locationId={id} timeZone={timeZone} />}
    />
  );
}
