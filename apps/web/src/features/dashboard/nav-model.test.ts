import {
  DASHBOARD_ROUTE_KEYS,
  routeAccess,
  routeBadge,
  socialsBadge,
} from '@tableside/domain/access';
import type { Role } from '@tableside/domain/roles';
import { TIERS, tierLevel } from '@tableside/domain/tiers';
import { describe, expect, it } from 'vitest';
import { NAV_LAYOUT, buildNav } from './nav-model.ts';

const ROLES: Role[] = ['SuperAdmin', 'Admin', 'Manager', 'BOH', 'User'];

describe('NAV_LAYOUT', () => {
  it('places every dashboard route exactly once', () => {
    const placed = NAV_LAYOUT.flatMap((section) => [...section.routes, ...(section.socials ?? [])]);
    expect([...placed].sort()).toEqual([...DASHBOARD_ROUTE_KEYS].sort());
  });
});

describe('buildNav', () => {
  for (const role of ROLES) {
    for (const tier of TIERS) {
      const level = tierLevel(tier);
      it(`${role} on ${tier}: shows exactly the routes the access map does not hide`, () => {
        const sections = buildNav(role, level);
        const items = sections.flatMap((s) => [...s.items, ...(s.socials?.items ?? [])]);
        const expected = DASHBOARD_ROUTE_KEYS.filter(
          (route) => routeAccess(route, role, level).kind !== 'hidden',
        );
        expect(items.map((item) => item.route).sort()).toEqual([...expected].sort());
        for (const item of items) expect(item.badge).toBe(routeBadge(item.route, role, level));
        for (const section of sections) {
          expect(section.items.length + (section.socials?.items.length ?? 0)).toBeGreaterThan(0);
          if (section.socials) expect(section.socials.badge).toBe(socialsBadge(role, level));
        }
      });
    }
  }

  it('hides reservations and the Integrations section below Pro', () => {
    const ids = buildNav('Admin', tierLevel('Growth')).map((section) => section.id);
    expect(ids).not.toContain('integrations');
    expect(buildNav('Admin', tierLevel('Pro')).map((section) => section.id)).toContain(
      'integrations',
    );
  });

  it('gives a role without dashboard routes no section at all', () => {
    expect(buildNav('User', tierLevel('Enterprise'))).toEqual([]);
  });
});
