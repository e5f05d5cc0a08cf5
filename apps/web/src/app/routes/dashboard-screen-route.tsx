import type { DashboardRoute } from '@tableside/domain/access';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';
import { useLocationName } from '../../features/locations/hooks/use-location-name.ts';
import { useSelectedLocation } from '../../features/locations/hooks/use-selected-location.ts';
import { RequireRoute } from '../guards/require-route.tsx';

/** Every dashboard route: gated by the domain's access map, then its screen for the location. */
export function DashboardScreenRoute({ route }: { route: DashboardRoute }) {
  const { selected } = useSelectedLocation();
  const nameOf = useLocationName();
  return (
    <RequireRoute route={route}>
      <DashboardScreen route={route} locationName={nameOf(selected)} />
    </RequireRoute>
  );
}
