import type { ComponentType } from 'react';
import { AnalyticsScreen } from '../../features/superadmin/components/analytics-screen.tsx';
import { LeadsScreen } from '../../features/superadmin/components/leads-screen.tsx';
import { LocationsScreen } from '../../features/superadmin/components/locations-screen.tsx';
import { OutboxScreen } from '../../features/superadmin/components/outbox-screen.tsx';
import { OverviewScreen } from '../../features/superadmin/components/overview-screen.tsx';
import { TiersScreen } from '../../features/superadmin/components/tiers-screen.tsx';
import { UsersScreen } from '../../features/superadmin/components/users-screen.tsx';
import type { SuperadminSection } from '../../features/superadmin/superadmin-nav.ts';

const SCREENS: Record<Exclude<SuperadminSection, 'restaurants'>, ComponentType> = {
  overview: OverviewScreen,
  locations: LocationsScreen,
  users: UsersScreen,
  analytics: AnalyticsScreen,
  subscriptions: TiersScreen,
  leads: LeadsScreen,
  outbox: OutboxScreen,
};

export function SuperadminScreenRoute({
  section,
}: {
  section: Exclude<SuperadminSection, 'restaurants'>;
}) {
  const Screen = SCREENS[section];
  return <Screen />;
}
