import { ALL_LOCATION_ID, reviewRequestAccess } from '@tableside/domain/access';
import { GraphsScreen } from '../../features/analytics/components/graphs-screen.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { ConversionCards } from '../../features/review-requests/components/conversion-cards.tsx';
import { AnalyticsFrame } from './analytics-frame.tsx';

/** Graphs, with the review requests' conversion on Pro and up (docs/product/review-requests.md). */
export function GraphsRoute() {
  const { me, role, tierLevel } = useSignedInSession();
  const restaurantId = me.restaurant?.id;
  const showRequests =
    restaurantId && reviewRequestAccess('figures', role, tierLevel).kind === 'allowed';
  const canSetUp = reviewRequestAccess('keep', role, tierLevel).kind === 'allowed';
  return (
    <AnalyticsFrame
      route="graphs"
      render={(id) => (
        <GraphsScreen
          locationId={id}
          timeZone={me.restaurant?.timezone}
          extra={
            showRequests
              ? (range) => (
                  <ConversionCards
                    restaurantId={restaurantId}
                    locationId={id === ALL_LOCATION_ID ? null : id}
                    range={range}
                    canSetUp={canSetUp}
                  />
                )
              : undefined
          }
        />
      )}
    />
  );
}
