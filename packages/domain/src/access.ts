import type { Role } from './roles.ts';
import { tierAtLeast, type TierName } from './tiers.ts';

/**
 * The dashboard routes with who may use them and the lowest tier that unlocks them
 * (docs/product/plans-and-roles.md#dashboard-routes). The web's guards and sidebar and the server's
 * guards all read this one map.
 */
export const DASHBOARD_ROUTES = {
  home: { roles: ['SuperAdmin', 'Admin', 'Manager', 'BOH'], tier: 'Growth' },
  agent: { roles: ['SuperAdmin', 'Admin'], tier: 'Pro' },
  alerts: { roles: ['SuperAdmin', 'Admin', 'Manager', 'BOH'], tier: 'Growth' },
  reviews: { roles: ['SuperAdmin', 'Admin', 'Manager'], tier: 'Growth' },
  staff: { roles: ['SuperAdmin', 'Admin', 'Manager'], tier: 'Growth' },
  'staff/profiles': { roles: ['SuperAdmin', 'Admin', 'Manager'], tier: 'Essential' },
  menu: { roles: ['SuperAdmin', 'Admin', 'BOH'], tier: 'Growth' },
  'socials/posts': { roles: ['SuperAdmin', 'Admin'], tier: 'Pro' },
  'socials/platforms': { roles: ['SuperAdmin', 'Admin'], tier: 'Pro' },
  trends: { roles: ['SuperAdmin', 'Admin', 'Manager'], tier: 'Growth' },
  graphs: { roles: ['SuperAdmin', 'Admin', 'Manager'], tier: 'Essential' },
  keywords: { roles: ['SuperAdmin', 'Admin'], tier: 'Essential' },
  reports: { roles: ['SuperAdmin', 'Admin', 'Manager', 'BOH'], tier: 'Essential' },
  reservations: { roles: ['SuperAdmin', 'Admin'], tier: 'Pro', hiddenBelowTier: true },
  administration: { roles: ['SuperAdmin', 'Admin'], tier: 'Growth' },
} as const satisfies Record<
  string,
  { roles: readonly Role[]; tier: TierName; hiddenBelowTier?: boolean }
>;

export type DashboardRoute = keyof typeof DASHBOARD_ROUTES;
export const DASHBOARD_ROUTE_KEYS = Object.keys(DASHBOARD_ROUTES) as DashboardRoute[];

export type RouteAccess =
  | { kind: 'allowed' }
  /** The role may not use it: not in the sidebar, and its URL redirects home. */
  | { kind: 'hidden' }
  /** The role may, the plan may not: shown with a badge naming the plan; opens the upgrade panel. */
  | { kind: 'locked'; requiredTier: TierName };

export function routeAccess(
  route: DashboardRoute,
  role: Role,
  tierLevel: number | null,
): RouteAccess {
  const rule: { roles: readonly Role[]; tier: TierName; hiddenBelowTier?: boolean } =
    DASHBOARD_ROUTES[route];
  if (role === 'SuperAdmin') return { kind: 'allowed' };
  if (!rule.roles.includes(role)) return { kind: 'hidden' };
  if (tierAtLeast(tierLevel, rule.tier)) return { kind: 'allowed' };
  if (rule.hiddenBelowTier) return { kind: 'hidden' };
  return { kind: 'locked', requiredTier: rule.tier };
}

/**
 * Whether someone can be given a social comment: only who opens the socials screen (Admins, by
 * the route table) can work it, so Managers and the kitchen are not offered one.
 */
export function takesComments(role: string): boolean {
  const roles: readonly string[] = DASHBOARD_ROUTES['socials/posts'].roles;
  return role === 'SuperAdmin' || roles.includes(role);
}

/**
 * The shared work inbox (docs/product/team-workflow.md#who-may-do-what): assignment, internal
 * notes, assignment rules and response-time targets, Essential and up. The kitchen (BOH) reads and adds notes: a
 * complaint about a dish is often theirs to explain, though they never reply to guests nor take
 * assignments. The API's access map and the web's controls read this one map.
 */
export const WORKFLOW_ACCESS = {
  assign: { roles: ['SuperAdmin', 'Admin', 'Manager'], tier: 'Essential' },
  readNotes: { roles: ['SuperAdmin', 'Admin', 'Manager', 'BOH'], tier: 'Essential' },
  writeNotes: { roles: ['SuperAdmin', 'Admin', 'Manager', 'BOH'], tier: 'Essential' },
  rules: { roles: ['SuperAdmin', 'Admin'], tier: 'Essential' },
  /** Response-time targets (docs/product/team-workflow.md#response-time-targets). */
  targets: { roles: ['SuperAdmin', 'Admin'], tier: 'Essential' },
  /**
   * Saved reply templates (docs/product/reviews-and-replies.md#reply-templates): the restaurant's
   * voice, kept by its Admins in Administration; whoever replies to guests inserts them.
   */
  templates: { roles: ['SuperAdmin', 'Admin'], tier: 'Essential' },
  useTemplates: { roles: ['SuperAdmin', 'Admin', 'Manager'], tier: 'Essential' },
  /**
   * Escalation channels (docs/product/team-workflow.md#escalation-channels): where the team
   * already talks, so Slack and Teams URLs and webhook secrets stay with the Admins.
   */
  channels: { roles: ['SuperAdmin', 'Admin'], tier: 'Essential' },
} as const satisfies Record<string, { roles: readonly Role[]; tier: TierName }>;

export type WorkflowAction = keyof typeof WORKFLOW_ACCESS;

/** Whether a role on a plan may use a workflow action: the same three answers as a route. */
export function workflowAccess(
  action: WorkflowAction,
  role: Role,
  tierLevel: number | null,
): RouteAccess {
  return actionAccess(WORKFLOW_ACCESS[action], role, tierLevel);
}

/**
 * Review requests (docs/product/review-requests.md): Admins keep them in Administration; every
 * dashboard role reads their conversion on the analytics screen. Pro and Enterprise.
 */
export const REVIEW_REQUEST_ACCESS = {
  keep: { roles: ['SuperAdmin', 'Admin'], tier: 'Pro' },
  figures: { roles: ['SuperAdmin', 'Admin', 'Manager', 'BOH'], tier: 'Pro' },
} as const satisfies Record<string, { roles: readonly Role[]; tier: TierName }>;

export function reviewRequestAccess(
  action: keyof typeof REVIEW_REQUEST_ACCESS,
  role: Role,
  tierLevel: number | null,
): RouteAccess {
  return actionAccess(REVIEW_REQUEST_ACCESS[action], role, tierLevel);
}

function actionAccess(
  rule: { roles: readonly Role[]; tier: TierName },
  role: Role,
  tierLevel: number | null,
): RouteAccess {
  if (role === 'SuperAdmin') return { kind: 'allowed' };
  if (!rule.roles.includes(role)) return { kind: 'hidden' };
  if (tierAtLeast(tierLevel, rule.tier)) return { kind: 'allowed' };
  return { kind: 'locked', requiredTier: rule.tier };
}

/** The badge beside a sidebar item: the plan it needs, when the restaurant's plan is below it. */
export function routeBadge(
  route: DashboardRoute,
  role: Role,
  tierLevel: number | null,
): TierName | null {
  const access = routeAccess(route, role, tierLevel);
  return access.kind === 'locked' ? access.requiredTier : null;
}

/**
 * Socials group header: a PRO badge for tiers other than Pro and Enterprise
 * (docs/product/plans-and-roles.md#locked-and-hidden-routes).
 */
export function socialsBadge(role: Role, tierLevel: number | null): TierName | null {
  if (role === 'SuperAdmin') return null;
  return tierAtLeast(tierLevel, 'Pro') ? null : 'Pro';
}

/**
 * Roles that get the synthetic All location and may ask for `all`
 * (docs/product/plans-and-roles.md#which-locations-a-user-may-use).
 */
export const ROLES_WITH_ALL_LOCATION: readonly Role[] = ['SuperAdmin', 'Admin', 'BOH'];
export const ALL_LOCATION_ID = 'all';

export function mayUseAllLocations(role: Role): boolean {
  return ROLES_WITH_ALL_LOCATION.includes(role);
}

/** Unseen-alert badge colour (docs/product/alerts.md#alert-badge): red above 5, blue otherwise. */
export function alertBadgeTone(unseen: number): 'red' | 'blue' {
  return unseen > 5 ? 'red' : 'blue';
}
