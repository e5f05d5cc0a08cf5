import { routeAccess } from '@tableside/domain/access';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { useSearchParams } from 'react-router';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { useLocationName } from '../../features/locations/hooks/use-location-name.ts';
import { useSelectedLocation } from '../../features/locations/hooks/use-selected-location.ts';
import { isAllLocation } from '../../features/locations/pick-location.ts';
import { ReviewsScreen } from '../../features/reviews/components/reviews-screen.tsx';
import { WorkflowContext } from '../../features/reviews/workflow-context.ts';
import { RequireRoute } from '../guards/require-route.tsx';
import { useWorkflowAccessState } from '../workflow-access.ts';

/**
 * The reviews inbox for the selected location: a new location starts a new list. Its own lazy
 * chunk, so the dashboard shell never loads the table or the virtualiser.
 */
export function ReviewsRoute() {
  const { t } = useTranslation('dashboard');
  const { role, tierLevel, me } = useSignedInSession();
  const workflow = useWorkflowAccessState();
  // Verified-guest marks come with reservations (Pro and Enterprise Admins).
  const verifiedGuestsFor =
    routeAccess('reservations', role, tierLevel).kind === 'allowed'
      ? (me.restaurant?.id ?? null)
      : null;
  const { selected, selectedId } = useSelectedLocation();
  const nameOf = useLocationName();
  const [params] = useSearchParams();
  const linked = params.get('review');
  const linkedLocation = params.get('location');
  const initialReview =
    linked && linkedLocation ? { id: linked, location_id: linkedLocation } : null;
  if (!selected || !selectedId) {
    return (
      <RequireRoute route="reviews">
        <DashboardScreen route="reviews" locationName={nameOf(selected)} />
      </RequireRoute>
    );
  }
  return (
    <RequireRoute route="reviews">
      <div className="flex flex-col gap-6" data-testid="screen-reviews">
        <ScreenHeader
          route="reviews"
          subtitle={t('screen.showing', { location: nameOf(selected) })}
        />
        <WorkflowContext.Provider value={workflow}>
          <ReviewsScreen
            locationId={selectedId}
            showLocation={isAllLocation(selected)}
            initialReview={initialReview}
            verifiedGuestsFor={verifiedGuestsFor}
          />
        </WorkflowContext.Provider>
      </div>
    </RequireRoute>
  );
}
