import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_ROUTE_KEYS,
  alertBadgeTone,
  mayUseAllLocations,
  routeAccess,
  routeBadge,
  socialsBadge,
  type DashboardRoute,
  workflowAccess,
} from './access.ts';
import type { Role } from './roles.ts';
import { TIERS, tierLevel, type TierName } from './tiers.ts';

// The tables of docs/product/plans-and-roles.md#dashboard-routes, written out again independently
// of the map under test.
const ROLE_TABLE: Record<DashboardRoute, Role[]> = {
  home: ['SuperAdmin', 'Admin', 'Manager', 'BOH'],
  alerts: ['SuperAdmin', 'Admin', 'Manager', 'BOH'],
  reports: ['SuperAdmin', 'Admin', 'Manager', 'BOH'],
  agent: ['SuperAdmin', 'Admin'],
  keywords: ['SuperAdmin', 'Admin'],
  administration: ['SuperAdmin', 'Admin'],
  reservations: ['SuperAdmin', 'Admin'],
  'socials/posts': ['SuperAdmin', 'Admin'],
  'socials/platforms': ['SuperAdmin', 'Admin'],
  trends: ['SuperAdmin', 'Admin', 'Manager'],
  reviews: ['SuperAdmin', 'Admin', 'Manager'],
  staff: ['SuperAdmin', 'Admin', 'Manager'],
  'staff/profiles': ['SuperAdmin', 'Admin', 'Manager'],
  graphs: ['SuperAdmin', 'Admin', 'Manager'],
  menu: ['SuperAdmin', 'Admin', 'BOH'],
};
const TIER_TABLE: Record<DashboardRoute, TierName> = {
  home: 'Growth',
  alerts: 'Growth',
  reviews: 'Growth',
  staff: 'Growth',
  menu: 'Growth',
  trends: 'Growth',
  administration: 'Growth',
  'staff/profiles': 'Essential',
  keywords: 'Essential',
  graphs: 'Essential',
  reports: 'Essential',
  agent: 'Pro',
  'socials/posts': 'Pro',
  'socials/platforms': 'Pro',
  reservations: 'Pro',
};
const ALL_ROLES: Role[] = ['SuperAdmin', 'Admin', 'Manager', 'BOH', 'User'];

describe('routeAccess', () => {
  it('covers exactly the dashboard routes', () => {
    expect([...DASHBOARD_ROUTE_KEYS].sort()).toEqual(Object.keys(ROLE_TABLE).sort());
  });

  for (const route of DASHBOARD_ROUTE_KEYS) {
    for (const role of ALL_ROLES) {
      for (const tier of TIERS) {
        it(`${role} on ${tier} → ${route}`, () => {
          const access = routeAccess(route, role, tierLevel(tier));
          if (role === 'SuperAdmin') return expect(access).toEqual({ kind: 'allowed' });
          if (!ROLE_TABLE[route].includes(role)) return expect(access).toEqual({ kind: 'hidden' });
          const needed = TIER_TABLE[route];
          if (tierLevel(tier) >= tierLevel(needed)) {
            return expect(access).toEqual({ kind: 'allowed' });
          }
          // Reservations appears only for Pro and Enterprise
          // (docs/product/plans-and-roles.md#locked-and-hidden-routes).
          if (route === 'reservations') return expect(access).toEqual({ kind: 'hidden' });
          expect(access).toEqual({ kind: 'locked', requiredTier: needed });
          expect(routeBadge(route, role, tierLevel(tier))).toBe(needed);
        });
      }
    }
  }

  it('treats a restaurant without a tier as Growth', () => {
    expect(routeAccess('graphs', 'Admin', null)).toEqual({
      kind: 'locked',
      requiredTier: 'Essential',
    });
    expect(routeAccess('home', 'Admin', null)).toEqual({ kind: 'allowed' });
  });
});

describe('badges', () => {
  it('marks socials PRO below Pro only', () => {
    expect(socialsBadge('Admin', tierLevel('Growth'))).toBe('Pro');
    expect(socialsBadge('Admin', tierLevel('Essential'))).toBe('Pro');
    expect(socialsBadge('Admin', tierLevel('Pro'))).toBeNull();
    expect(socialsBadge('Admin', tierLevel('Enterprise'))).toBeNull();
  });

  it('colours the alert badge red above 5', () => {
    expect(alertBadgeTone(0)).toBe('blue');
    expect(alertBadgeTone(5)).toBe('blue');
    expect(alertBadgeTone(6)).toBe('red');
  });
});

describe('All location', () => {
  it('is offered to SuperAdmin, Admin and BOH only', () => {
    expect(ALL_ROLES.filter(mayUseAllLocations)).toEqual(['SuperAdmin', 'Admin', 'BOH']);
  });
});

describe('work inbox access (docs/product/team-workflow.md#who-may-do-what)', () => {
  const growth = tierLevel('Growth');
  const essential = tierLevel('Essential');
  it('opens assignment to Admins and Managers from Essential, and hints the plan on Growth', () => {
    expect(workflowAccess('assign', 'Manager', essential)).toEqual({ kind: 'allowed' });
    expect(workflowAccess('assign', 'Admin', growth)).toEqual({
      kind: 'locked',
      requiredTier: 'Essential',
    });
    expect(workflowAccess('assign', 'BOH', essential)).toEqual({ kind: 'hidden' });
  });
  it('lets the kitchen read and add notes, and keeps rules to Admins', () => {
    expect(workflowAccess('readNotes', 'BOH', essential).kind).toBe('allowed');
    expect(workflowAccess('writeNotes', 'BOH', essential).kind).toBe('allowed');
    expect(workflowAccess('writeNotes', 'User', essential).kind).toBe('hidden');
    expect(workflowAccess('rules', 'Manager', essential).kind).toBe('hidden');
    expect(workflowAccess('rules', 'Admin', essential).kind).toBe('allowed');
    expect(workflowAccess('rules', 'SuperAdmin', growth).kind).toBe('allowed');
  });
  it('keeps reply templates to Admins, and lets whoever replies insert them', () => {
    expect(workflowAccess('templates', 'Admin', essential).kind).toBe('allowed');
    expect(workflowAccess('templates', 'Manager', essential).kind).toBe('hidden');
    expect(workflowAccess('templates', 'Admin', growth).kind).toBe('locked');
    expect(workflowAccess('useTemplates', 'Manager', essential).kind).toBe('allowed');
    expect(workflowAccess('useTemplates', 'BOH', essential).kind).toBe('hidden');
  });
  it('keeps escalation channels to Admins on Essential and up', () => {
    expect(workflowAccess('channels', 'Admin', essential).kind).toBe('allowed');
    expect(workflowAccess('channels', 'SuperAdmin', growth).kind).toBe('allowed');
    expect(workflowAccess('channels', 'Manager', essential).kind).toBe('hidden');
    expect(workflowAccess('channels', 'Admin', growth).kind).toBe('locked');
  });
});
