import { REVIEW_REQUEST_ACCESS, WORKFLOW_ACCESS } from './access.ts';
import type { Role } from './roles.ts';
import type { TierName } from './tiers.ts';

const ADMINS = ['SuperAdmin', 'Admin'] as const satisfies readonly Role[];
const SUPER = ['SuperAdmin'] as const satisfies readonly Role[];
/**
 * The roles of the reviews screen (docs/product/plans-and-roles.md#dashboard-routes): BOH does not
 * reply to guests.
 */
const REPLIERS = ['SuperAdmin', 'Admin', 'Manager'] as const satisfies readonly Role[];
/** Home and reports (docs/product/plans-and-roles.md#dashboard-routes): every dashboard role. */
const DASHBOARD = ['SuperAdmin', 'Admin', 'Manager', 'BOH'] as const satisfies readonly Role[];
/** The roles of the alerts screen (docs/product/plans-and-roles.md#dashboard-routes). */
const ALERTED = ['SuperAdmin', 'Admin', 'Manager', 'BOH'] as const satisfies readonly Role[];
/** The menu screen's roles: the kitchen (BOH) reads and keeps the menu. */
const MENU = ['SuperAdmin', 'Admin', 'BOH'] as const satisfies readonly Role[];

export type ApiAccess =
  /** No token needed (sign-in, public tier list, onboarding). */
  | 'public'
  /** Any signed-in user, whatever the role; the service scopes what they see. */
  | 'authenticated'
  | { roles: readonly Role[]; tier?: TierName };

/**
 * Who may call each API operation (docs/product/plans-and-roles.md#one-api-scoped-by-role). Every
 * server route names one of these operations; a route without one cannot be registered, so nothing
 * is open by accident.
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
  // The console's Users screen: every restaurant's users, so the SuperAdmin's alone.
  'users.page': { roles: SUPER },
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
  'restaurants.facts': { roles: ADMINS },
  'restaurants.integrations.read': { roles: ADMINS },
  'restaurants.integrations.update': { roles: SUPER },
  // The free trial (docs/product/plans-and-roles.md#free-trial): only the SuperAdmin moves it; an
  // Admin asks for a plan, one open request at a time.
  'restaurants.trial.extend': { roles: SUPER },
  'restaurants.trial.convert': { roles: SUPER },
  'restaurants.upgradeRequest.read': { roles: ADMINS },
  'restaurants.requestUpgrade': { roles: ADMINS },
  'locations.list': 'authenticated',
  'locations.page': 'authenticated',
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
  // The per-source calls (docs/product/api.md#per-platform-calls): a review entered by hand, and
  // removing one.
  'reviews.create': { roles: REPLIERS },
  'reviews.delete': { roles: ADMINS },
  // Authenticated by the restaurant's HMAC signature instead of a user token.
  'ingest.reviews': 'public',
  'restaurants.ingestSecret': { roles: ADMINS },
  'restaurants.reviewAllowance': { roles: ADMINS },
  'restaurants.aiUsage': { roles: ADMINS },
  // Importing reviews from a file (the administration screen's Import panel).
  'reviewImports.upload': { roles: ADMINS },
  'reviewImports.start': { roles: ADMINS },
  'reviewImports.get': { roles: ADMINS },
  'reviewImports.list': { roles: ADMINS },
  'reviewImports.report': { roles: ADMINS },
  // Removes the import's record and file, never the reviews it imported.
  'reviewImports.delete': { roles: ADMINS },
  // Home's figures (every role, every plan); graphs and reports start at Essential.
  'analytics.metrics': { roles: DASHBOARD },
  'analytics.series': { roles: DASHBOARD, tier: 'Essential' },
  'analytics.replies': { roles: DASHBOARD, tier: 'Essential' },
  // Time to first reply against the response-time targets: the work inbox's plan.
  'analytics.firstReply': { roles: DASHBOARD, tier: WORKFLOW_ACCESS.assign.tier },
  // Category, menu and staff mentions over time: trends (every plan), home and graphs.
  'analytics.trends': { roles: DASHBOARD },
  // Keyword trends follow the keywords screen (Admins, Essential and up).
  'analytics.keywordTrends': { roles: ADMINS, tier: 'Essential' },
  'reports.list': { roles: DASHBOARD, tier: 'Essential' },
  'reports.get': { roles: DASHBOARD, tier: 'Essential' },
  'reports.create': { roles: DASHBOARD, tier: 'Essential' },
  'reports.delete': { roles: DASHBOARD, tier: 'Essential' },
  // The weekly report e-mail's link: signed for its recipient instead of a user token.
  'reports.unsubscribe': 'public',
  'alerts.list': { roles: ALERTED },
  'alerts.seen': { roles: ALERTED },
  'alerts.seenMany': { roles: ALERTED },
  'alerts.seenComment': { roles: ALERTED },
  'alerts.stream': { roles: ALERTED },
  'alerts.config.restaurant': { roles: ADMINS },
  'alerts.config.self': { roles: ALERTED },
  'alerts.config.update': { roles: ALERTED },
  // Review sources (the Sources panel): the restaurant's Admin connects its platforms.
  'sources.list': { roles: ADMINS },
  'sources.summary': { roles: ADMINS },
  'sources.connections': { roles: ADMINS },
  'sources.authorize': { roles: ADMINS },
  // Google sends the browser back here; the signed state names the restaurant and the user.
  'sources.oauthCallback': 'public',
  'sources.account.save': { roles: ADMINS },
  'sources.account.delete': { roles: ADMINS },
  'sources.platformLocations': { roles: ADMINS },
  'sources.connect': { roles: ADMINS },
  'sources.disconnect': { roles: ADMINS },
  'sources.syncNow': { roles: ADMINS },
  // Reservations (docs/product/reservations-and-socials.md#booking-system) and socials: Pro and
  // Enterprise, Admins.
  'bookings.list': { roles: ADMINS, tier: 'Pro' },
  'bookings.get': { roles: ADMINS, tier: 'Pro' },
  'bookings.account.read': { roles: ADMINS, tier: 'Pro' },
  'bookings.account.save': { roles: ADMINS, tier: 'Pro' },
  'bookings.account.delete': { roles: ADMINS, tier: 'Pro' },
  'bookings.verifiedGuests': { roles: ADMINS, tier: 'Pro' },
  'socials.list': { roles: ADMINS, tier: 'Pro' },
  'socials.delete': { roles: ADMINS, tier: 'Pro' },
  'socials.edit': { roles: ADMINS, tier: 'Pro' },
  'socials.regenerate': { roles: ADMINS, tier: 'Pro' },
  'socials.approve': { roles: ADMINS, tier: 'Pro' },
  'socials.post': { roles: ADMINS, tier: 'Pro' },
  'socials.markPosted': { roles: ADMINS, tier: 'Pro' },
  'socials.history': { roles: ADMINS, tier: 'Pro' },
  // Their assignee and internal notes: the work inbox's rules, as for reviews.
  'socials.assign': WORKFLOW_ACCESS.assign,
  'socials.notes': WORKFLOW_ACCESS.readNotes,
  'socials.addNote': WORKFLOW_ACCESS.writeNotes,
  'tiers.list': 'public',
  'tiers.create': { roles: SUPER },
  'tiers.update': { roles: SUPER },
  'tiers.delete': { roles: SUPER },
  'tiers.listAll': { roles: SUPER },
  // The super-admin console (docs/product/plans-and-roles.md#one-api-scoped-by-role).
  'console.overview': { roles: SUPER },
  'console.analytics': { roles: SUPER },
  'console.aiUsage': { roles: SUPER },
  'leads.list': { roles: SUPER },
  'leads.handle': { roles: SUPER },
  'leads.provision': { roles: SUPER },
  'outbox.list': { roles: SUPER },
  // Set a password from a one-time invitation or reset link: the link's token is the credential.
  'auth.setPassword': 'public',
  'auth.forgotPassword': 'public',
  'users.invite': { roles: ADMINS },
  // Review intelligence (docs/product/plans-and-roles.md#dashboard-routes): keywords, menu, staff
  // and staff profiles.
  'insights.keywords': { roles: ADMINS, tier: 'Essential' },
  'insights.menu': { roles: MENU },
  'insights.staff': { roles: REPLIERS },
  'insights.staffProfile': { roles: REPLIERS, tier: 'Essential' },
  // Correcting a mention: whoever may see the screen that shows it (menu insights, staff profile).
  'insights.menuCorrection': { roles: MENU },
  'insights.staffCorrection': { roles: REPLIERS, tier: 'Essential' },
  'insights.progress': { roles: ['SuperAdmin', 'Admin', 'Manager', 'BOH'] },
  'menuItems.list': { roles: MENU },
  'menuItems.manage': { roles: MENU },
  'staffMembers.list': { roles: REPLIERS },
  'staffMembers.manage': { roles: ADMINS },
  // Alias suggestions (docs/product/review-understanding.md#teaching-the-analysis): whoever keeps
  // the menu or the roster decides.
  'menuItems.aliases': { roles: MENU },
  'staffMembers.aliases': { roles: ADMINS },
  // The public site's forms (rate-limited per address) and the support address it shows.
  'public.config': 'public',
  'public.onboarding': 'public',
  'public.enterpriseQuote': 'public',
  'public.newsletter': 'public',
  'public.places.search': 'public',
  'public.places.details': 'public',
  // The AI agent (docs/product/agent.md#agent-access): Admins on Pro and Enterprise.
  'agent.query': { roles: ADMINS, tier: 'Pro' },
  'agent.conversations': { roles: ADMINS, tier: 'Pro' },
  // The shared work inbox (docs/product/team-workflow.md#who-may-do-what): WORKFLOW_ACCESS.
  'workflow.assign': WORKFLOW_ACCESS.assign,
  'workflow.assignMany': WORKFLOW_ACCESS.assign,
  'workflow.assignees': WORKFLOW_ACCESS.readNotes,
  'workflow.notes': WORKFLOW_ACCESS.readNotes,
  'workflow.addNote': WORKFLOW_ACCESS.writeNotes,
  'workflow.rules': WORKFLOW_ACCESS.rules,
  'workflow.saveRules': WORKFLOW_ACCESS.rules,
  'workflow.targets': WORKFLOW_ACCESS.targets,
  'workflow.saveTargets': WORKFLOW_ACCESS.targets,
  'workflow.templates': WORKFLOW_ACCESS.templates,
  'workflow.createTemplate': WORKFLOW_ACCESS.templates,
  'workflow.updateTemplate': WORKFLOW_ACCESS.templates,
  'workflow.deleteTemplate': WORKFLOW_ACCESS.templates,
  'workflow.reviewTemplates': WORKFLOW_ACCESS.useTemplates,
  'workflow.channels': WORKFLOW_ACCESS.channels,
  'workflow.createChannel': WORKFLOW_ACCESS.channels,
  'workflow.updateChannel': WORKFLOW_ACCESS.channels,
  'workflow.deleteChannel': WORKFLOW_ACCESS.channels,
  'workflow.testChannel': WORKFLOW_ACCESS.channels,
  'workflow.channelDeliveries': WORKFLOW_ACCESS.channels,
  // Review requests (docs/product/review-requests.md): Pro and Enterprise. The guest's links
  // (opt-out, redirect) carry an unguessable token; the visits webhook is signed.
  'reviewRequests.settings.read': REVIEW_REQUEST_ACCESS.keep,
  'reviewRequests.settings.save': REVIEW_REQUEST_ACCESS.keep,
  'reviewRequests.list': REVIEW_REQUEST_ACCESS.keep,
  'reviewRequests.visits.import': REVIEW_REQUEST_ACCESS.keep,
  'reviewRequests.conversion': REVIEW_REQUEST_ACCESS.figures,
  'reviewRequests.visits.webhook': 'public',
  'reviewRequests.optOut.page': 'public',
  'reviewRequests.optOut': 'public',
  'reviewRequests.redirect': 'public',
} as const satisfies Record<string, ApiAccess>;

export type ApiOperation = keyof typeof API_ACCESS;

export function apiAccessFor(operation: ApiOperation): ApiAccess {
  return API_ACCESS[operation];
}
