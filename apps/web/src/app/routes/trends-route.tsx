import { workflowAccess } from '@tableside/domain/access';
import { TrendsScreen } from '../../features/analytics/components/trends-screen.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { AnalyticsFrame } from './analytics-frame.tsx';

export function TrendsRoute() {
  const { me, role, tierLevel } = useSignedInSession();
  // Time to first reply measures the response-time targets: the work inbox's plan.
  const firstReply = workflowAccess('assign', role, tierLevel).kind === 'allowed';
  return (
    <AnalyticsFrame
      route="trends"
      render={(id) => (
        <TrendsScreen locationId={id} timeZone={me.restaurant?.timezone} firstReply={firstReply} />
      )}
    />
  );
}
