import type { Role } from '@tableside/domain/roles';
import { tierLevel, type TierName } from '@tableside/domain/tiers';

export const DEMO_PASSWORD = 'tableside-demo';

export type DemoUser = {
  email: string;
  role: Role;
  /** The restaurant the user works in (for SuperAdmin: the one chosen with "Manage"). */
  restaurant: string;
  tier: TierName;
};

export const SUPERADMIN: DemoUser = {
  email: 'superadmin@tableside.demo',
  role: 'SuperAdmin',
  restaurant: 'Maison Tableside',
  tier: 'Pro',
};
export const ADMIN: DemoUser = {
  email: 'admin@tableside.demo',
  role: 'Admin',
  restaurant: 'Maison Tableside',
  tier: 'Pro',
};
export const MANAGER: DemoUser = {
  email: 'manager@tableside.demo',
  role: 'Manager',
  restaurant: 'Maison Tableside',
  tier: 'Pro',
};
export const BOH: DemoUser = {
  email: 'boh@tableside.demo',
  role: 'BOH',
  restaurant: 'Maison Tableside',
  tier: 'Pro',
};
export const GROWTH_ADMIN: DemoUser = {
  email: 'admin@growth.tableside.demo',
  role: 'Admin',
  restaurant: 'Le Petit Growth',
  tier: 'Growth',
};

export const DEMO_USERS = [SUPERADMIN, ADMIN, MANAGER, BOH, GROWTH_ADMIN];

export function levelOf(user: DemoUser): number {
  return tierLevel(user.tier);
}

/**
 * The demo's restaurants on a free trial (apps/server/src/db/seed/demo-trials.ts): Bistro Essai 12
 * days in, Café Échu ended two days ago. Not in DEMO_USERS: the journeys over every demo user
 * expect a restaurant that can change things.
 */
export const TRIAL_ADMIN: DemoUser = {
  email: 'admin@essai.tableside.demo',
  role: 'Admin',
  restaurant: 'Bistro Essai',
  tier: 'Pro',
};
export const EXPIRED_ADMIN: DemoUser = {
  email: 'admin@echu.tableside.demo',
  role: 'Admin',
  restaurant: 'Café Échu',
  tier: 'Essential',
};
export const EXPIRED_MANAGER: DemoUser = {
  email: 'manager@echu.tableside.demo',
  role: 'Manager',
  restaurant: 'Café Échu',
  tier: 'Essential',
};
