import type { DashboardRoute } from '@tableside/domain/access';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ROUTE_ICONS } from '../route-icons.ts';
import { ScreenHeader } from './screen-header.tsx';

/**
 * A dashboard screen before its data arrives in a later issue: its title and an empty state
 * saying what will appear there, never a blank page.
 */
export function DashboardScreen({
  route,
  locationName,
}: {
  route: DashboardRoute;
  locationName: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col gap-6" data-testid={`screen-${route}`}>
      <ScreenHeader route={route} subtitle={t('screen.showing', { location: locationName })} />
      <EmptyState
        icon={ROUTE_ICONS[route]}
        title={t(`routes.${route}.emptyTitle`)}
        description={t(`routes.${route}.emptyDescription`)}
      />
    </div>
  );
}
