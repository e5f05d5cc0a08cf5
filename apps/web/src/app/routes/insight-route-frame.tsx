import type { DashboardRoute } from '@tableside/domain/access';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { useLocationName } from '../../features/locations/hooks/use-location-name.ts';
import { useSelectedLocation } from '../../features/locations/hooks/use-selected-location.ts';
import { RequireRoute } from '../guards/require-route.tsx';

/** An insight screen for the selected location (or All), behind its route's access rule. */
export function InsightRouteFrame({
  route,
  children,
}: {
  route: DashboardRoute;
  children: (locationId: string) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { selected, selectedId } = useSelectedLocation();
  const nameOf = useLocationName();
  return (
    <RequireRoute route={route}>
      {selected && selectedId ? (
        <div className="flex flex-col gap-6" data-testid={`screen-${route}`}>
          <ScreenHeader
            route={route}
            subtitle={t('screen.showing', { location: nameOf(selected) })}
          />
          {children(selectedId)}
        </div>
      ) : (
        <DashboardScreen route={route} locationName={nameOf(selected)} />
      )}
    </RequireRoute>
  );
}
