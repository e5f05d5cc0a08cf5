import { routeAccess, type DashboardRoute } from '@tableside/domain/access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { UpgradePanel } from '../../features/dashboard/components/upgrade-panel.tsx';
import { useLang } from '../../hooks/use-lang.ts';

/** A route the role may not use redirects home; one above the plan shows the upgrade panel. */
export function RequireRoute({ route, children }: { route: DashboardRoute; children: ReactNode }) {
  const { role, tierLevel, me } = useSignedInSession();
  const lang = useLang();
  const access = routeAccess(route, role, tierLevel);
  if (access.kind === 'hidden') return <Navigate replace to={`/${lang}/dashboard/home`} />;
  if (access.kind === 'locked') {
    return (
      <UpgradePanel
        route={route}
        requiredTier={access.requiredTier}
        currentTier={me.restaurant?.subscription_tier?.name ?? null}
        restaurantName={me.restaurant?.name ?? ''}
        admin={
          role === 'Admin' && me.restaurant
            ? {
                currentLevel: tierLevel ?? 0,
                lang,
                timezone: me.restaurant.timezone,
              }
            : undefined
        }
      />
    );
  }
  return children;
}
