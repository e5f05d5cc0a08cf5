import { routeAccess } from '@tableside/domain/access';
import { HomeScreen } from '../../features/analytics/components/home-screen.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { AnalyticsFrame } from './analytics-frame.tsx';

/** Home: its own chunk without the charts library, as every sign-in lands here. */
export function HomeRoute() {
  const { role, tierLevel, me } = useSignedInSession();
  const showReviews = routeAccess('reviews', role, tierLevel).kind === 'allowed';
  return (
    <AnalyticsFrame
      route="home"
      render={(id) => (
        <HomeScreen locationId={id} showReviews={showReviews} timeZone={me.restaurant?.timezone} />
      )}
    />
  );
}
