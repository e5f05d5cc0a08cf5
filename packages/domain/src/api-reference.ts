import { API_ACCESS, type ApiAccess, type ApiOperation } from './api-access.ts';
import { API_DOCS, type ApiDoc, type ApiOperationDoc } from './api-docs.ts';
import { TIERS } from './tiers.ts';

/** The area of an operation: what its name has before the first dot (`reviews.list` → reviews). */
export type ApiArea = ApiOperation extends `${infer Area}.${string}` ? Area : never;

/** The OpenAPI tags, in the order /docs shows them, each with what its area holds. */
export const API_TAGS = [
  { name: 'Auth', description: 'Signing in and out, tokens, single sign-on and passwords.' },
  { name: 'Users', description: 'The users of a restaurant, their roles and invitations.' },
  {
    name: 'Restaurants',
    description: 'A restaurant’s settings, integrations and ingestion secret.',
  },
  { name: 'Locations', description: 'The locations of a restaurant.' },
  { name: 'Reviews', description: 'Reviews per location (or `all`) and per platform.' },
  {
    name: 'Replies',
    description:
      'The reply lifecycle: draft → edited or regenerated → approved → posted exactly once.',
  },
  { name: 'Ingestion', description: 'Reviews pushed by other systems, signed with HMAC.' },
  { name: 'Review import', description: 'Importing reviews from a CSV or JSON file.' },
  { name: 'Sources', description: 'Connecting review platforms and syncing their reviews.' },
  { name: 'Analytics', description: 'Review figures, series and mention trends over a period.' },
  { name: 'Insights', description: 'Keywords, menu and staff mentions found in reviews.' },
  { name: 'Menu', description: 'The menu catalogue that dish mentions are matched against.' },
  { name: 'Staff', description: 'The staff roster that staff mentions are matched against.' },
  { name: 'Reports', description: 'Saved reports with frozen figures, and the weekly e-mail.' },
  { name: 'Alerts', description: 'Bad-review alerts and each user’s alert settings.' },
  {
    name: 'Team workflow',
    description: 'The shared work inbox: assignment, assignment rules and internal notes.',
  },
  { name: 'Reservations', description: 'Bookings from the restaurant’s booking system.' },
  {
    name: 'Review requests',
    description:
      'Asking guests for a review after their visit: settings, visits, the guest’s links and the conversion.',
  },
  { name: 'Social comments', description: 'Facebook and Instagram comments and their replies.' },
  { name: 'Agent', description: 'Questions to the AI agent about reviews and figures.' },
  { name: 'Plans', description: 'Subscription tiers: what each plan includes and costs.' },
  { name: 'Console', description: 'The SuperAdmin console: overview, leads and e-mail outbox.' },
  { name: 'Public site', description: 'Signed-out calls of the public site; rate-limited.' },
] as const satisfies readonly { name: string; description: string }[];

export type ApiTag = (typeof API_TAGS)[number]['name'];

/** Null for areas kept out of the document (health checks, the document itself). */
const TAG_OF_AREA = {
  health: null,
  docs: null,
  auth: 'Auth',
  users: 'Users',
  restaurants: 'Restaurants',
  locations: 'Locations',
  reviews: 'Reviews',
  replies: 'Replies',
  ingest: 'Ingestion',
  reviewImports: 'Review import',
  sources: 'Sources',
  analytics: 'Analytics',
  insights: 'Insights',
  menuItems: 'Menu',
  staffMembers: 'Staff',
  reports: 'Reports',
  alerts: 'Alerts',
  workflow: 'Team workflow',
  bookings: 'Reservations',
  reviewRequests: 'Review requests',
  socials: 'Social comments',
  agent: 'Agent',
  tiers: 'Plans',
  console: 'Console',
  leads: 'Console',
  outbox: 'Console',
  public: 'Public site',
} as const satisfies Record<ApiArea, ApiTag | null>;

export function apiTagOf(operation: ApiOperation): ApiTag | null {
  return TAG_OF_AREA[operation.slice(0, operation.indexOf('.')) as ApiArea];
}

const list = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/**
 * Who may call an operation, in words, read from the same rule the guard applies: the
 * SuperAdmin passes every role and plan check, so it is named even where the map omits it.
 */
export function describeAccess(access: ApiAccess): string {
  if (access === 'public') return 'Public: no access token needed.';
  if (access === 'authenticated') return 'Any signed-in user, whatever the role.';
  const roles = [...new Set(['SuperAdmin', ...access.roles])];
  const plan = access.tier
    ? ` Plan: ${list(TIERS.slice(TIERS.indexOf(access.tier)))} (403 \`plan_required\` below it; the SuperAdmin is not held to it).`
    : '';
  return `Roles: ${list(roles)} (403 \`forbidden\` otherwise).${plan}`;
}

/** The key of a route in `ApiOperationDoc.routes`: `GET /v1/location/{id}/review`. */
export function apiRouteKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
}

export type ApiReference = ApiDoc & { tags: ApiTag[]; security: { bearer: [] }[] };

/** What the OpenAPI document says about one route of an operation. */
export function apiReference(operation: ApiOperation, method: string, path: string): ApiReference {
  const doc: ApiOperationDoc = API_DOCS[operation];
  const own = doc.routes?.[apiRouteKey(method, path)] ?? doc;
  const access = API_ACCESS[operation];
  const tag = apiTagOf(operation);
  return {
    summary: own.summary,
    description: `${own.description}\n\n**Who may call it:** ${describeAccess(access)}`,
    tags: tag ? [tag] : [],
    security: access === 'public' ? [] : [{ bearer: [] }],
  };
}
