import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';
import { ScreenHeader } from '../../features/dashboard/components/screen-header.tsx';
import { useLocationName } from '../../features/locations/hooks/use-location-name.ts';
import { useSelectedLocation } from '../../features/locations/hooks/use-selected-location.ts';
import { RequireRoute } from '../guards/require-route.tsx';

type AnalyticsRoute = 'home' | 'trends' | 'graphs' | 'reports';

/** The figures screens for the selected location; each screen is keyed by it, so it starts anew. */
export function AnalyticsFrame({
  route,
  render,
}: {
  route: AnalyticsRoute;
  render: (locationId: string) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { selected, selectedId } = useSelectedLocation();
  const nameOf = useLocationName();
  return (
    <RequireRoute route={route}>
      {!selected || !selectedId ? (
        <DashboardScreen route={route} locationName={nameOf(selected)} />
      ) : (
        <div className="flex flex-col gap-6" data-testid={`screen-${route}`}>
          <ScreenHeader
            route={route}
            subtitle={t('screen.showing', { location: nameOf(selected) })}
          />
          <div key={selectedId}>{render(selectedId)}</div>
        </div>
      )}
    </RequireRoute>
  );
}
