import {
  routeAccess,
  routeBadge,
  socialsBadge,
  type DashboardRoute,
} from '@tableside/domain/access';
import type { Role } from '@tableside/domain/roles';
import type { TierName } from '@tableside/domain/tiers';

export type NavSectionId = 'main' | 'feedback' | 'analytics' | 'integrations' | 'settings';

/**
 * The sidebar's order and grouping (docs/product/dashboard-screens.md#sidebar); who sees what comes
 * from the domain map.
 */
export const NAV_LAYOUT: readonly {
  id: NavSectionId;
  routes: readonly DashboardRoute[];
  socials?: readonly DashboardRoute[];
}[] = [
  { id: 'main', routes: ['home', 'agent', 'alerts'] },
  {
    id: 'feedback',
    routes: ['reviews', 'staff', 'staff/profiles', 'menu'],
    socials: ['socials/posts', 'socials/platforms'],
  },
  { id: 'analytics', routes: ['trends', 'graphs', 'keywords', 'reports'] },
  { id: 'integrations', routes: ['reservations'] },
  { id: 'settings', routes: ['administration'] },
];

export type NavItem = { route: DashboardRoute; badge: TierName | null };
export type NavSection = {
  id: NavSectionId;
  items: NavItem[];
  socials: { badge: TierName | null; items: NavItem[] } | null;
};

function visibleItems(
  routes: readonly DashboardRoute[],
  role: Role,
  tierLevel: number | null,
): NavItem[] {
  return routes
    .filter((route) => routeAccess(route, role, tierLevel).kind !== 'hidden')
    .map((route) => ({ route, badge: routeBadge(route, role, tierLevel) }));
}

/** The sections the sidebar shows: hidden routes are left out, locked ones carry their plan. */
export function buildNav(role: Role, tierLevel: number | null): NavSection[] {
  return NAV_LAYOUT.map((section) => {
    const socialItems = visibleItems(section.socials ?? [], role, tierLevel);
    return {
      id: section.id,
      items: visibleItems(section.routes, role, tierLevel),
      socials:
        socialItems.length > 0
          ? { badge: socialsBadge(role, tierLevel), items: socialItems }
          : null,
    };
  }).filter((section) => section.items.length > 0 || section.socials !== null);
}
