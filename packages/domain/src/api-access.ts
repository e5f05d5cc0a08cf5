import type { Role } from './roles.ts';
import type { TierName } from './tiers.ts';

const ADMINS = ['SuperAdmin', 'Admin'] as const satisfies readonly Role[];
const SUPER = ['SuperAdmin'] as const satisfies readonly Role[];
/** The roles of the reviews screen (dashboard.md §6): BOH does not reply to guests. */
const REPLIERS = ['SuperAdmin', 'Admin', 'Manager'] as const satisfies readonly Role[];

export type ApiAccess =
  /** No token needed (sign-in, public tier list, onboarding). */
  | 'public'
  /** Any signed-in user, whatever the role; the service scopes what they see. */
  | 'authenticated'
  | { roles: readonly Role[]; tier?: TierName };

/**
 * Who may call each API operation (DECISIONS.md 15). Every server route names one of these
 * operations; a route without one cannot be registered, so nothing is open by accident.
 */
export const API_ACCESS = {
  'health.check': 'public',
  'docs.openapi': 'public',
  'auth.login': 'public',
  'auth.refresh': 'public',
  'auth.logout': 'public',
  'auth.exchange': 'public',
  'auth.oidc.config': 'public',
  'auth.oidc.start': 'public',
  'auth.me': 'authenticated',
  'auth.roles': { roles: ADMINS },
  'users.list': { roles: ADMINS },
  'users.create': { roles: ADMINS },
  // Everyone may edit their own profile; the service refuses anyone else's unless Admin.
  'users.update': 'authenticated',
  'users.delete': { roles: ADMINS },
  'restaurants.list': 'authenticated',
  'restaurants.self': 'authenticated',
  'restaurants.create': { roles: SUPER },
  'restaurants.update': { roles: ADMINS },
  'restaurants.delete': { roles: SUPER },
  'restaurants.instructions': { roles: ADMINS },
  'restaurants.autoApproval': { roles: ADMINS },
  'restaurants.integrations.read': { roles: ADMINS },
  'restaurants.integrations.update': { roles: SUPER },
  'locations.list': 'authenticated',
  'locations.create': { roles: ADMINS },
  'locations.update': { roles: ADMINS },
  'locations.delete': { roles: ADMINS },
  'reviews.list': { roles: REPLIERS },
  'reviews.get': { roles: REPLIERS },
  'replies.edit': { roles: REPLIERS },
  'replies.regenerate': { roles: REPLIERS },
  'replies.approve': { roles: REPLIERS },
  'replies.post': { roles: REPLIERS },
  'replies.markPosted': { roles: REPLIERS },
  'replies.flag': { roles: REPLIERS },
  'replies.history': { roles: REPLIERS },
  'replies.bulk': { roles: REPLIERS },
  // Authenticated by the restaurant's HMAC signature instead of a user token.
  'ingest.reviews': 'public',
  'restaurants.ingestSecret': { roles: ADMINS },
  'tiers.list': 'public',
  'tiers.create': { roles: SUPER },
  'tiers.update': { roles: SUPER },
  'tiers.delete': { roles: SUPER },
} as const satisfies Record<string, ApiAccess>;

export type ApiOperation = keyof typeof API_ACCESS;

export function apiAccessFor(operation: ApiOperation): ApiAccess {
  return API_ACCESS[operation];
}
