import type { ApiOperation } from './api-access.ts';

/**
 * The free trial (docs/product/plans-and-roles.md#free-trial): a provisioned lead gets
 * `TRIAL_DAYS` on its chosen plan; when the end passes without a conversion the restaurant is
 * read-only until the SuperAdmin extends or converts it.
 */
export const TRIAL_DAYS = 30;
/** From this many days before the end, the trial is "ending soon" (the banner turns amber). */
export const TRIAL_ENDING_SOON_DAYS = 7;
/** Reminder e-mails go to the Admins this many days before the end (each at most once). */
export const TRIAL_REMINDER_DAYS = [7, 1] as const;
export type TrialReminderDays = (typeof TRIAL_REMINDER_DAYS)[number];
/** How far the SuperAdmin may extend a trial in one step. */
export const TRIAL_EXTEND_MAX_DAYS = 365;

/** `none`: never on trial (a paying customer from the start). */
export const TRIAL_STATES = ['none', 'active', 'ending_soon', 'expired', 'converted'] as const;
export type TrialState = (typeof TRIAL_STATES)[number];

const DAY_MS = 86_400_000;

type TrialDates = {
  endsAt: Date | string | null;
  convertedAt: Date | string | null;
};

const time = (d: Date | string) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

/** The one rule for a restaurant's trial, from its dates. */
export function trialState(
  { endsAt, convertedAt }: TrialDates,
  now: Date = new Date(),
): TrialState {
  if (convertedAt) return 'converted';
  if (!endsAt) return 'none';
  const left = time(endsAt) - now.getTime();
  if (left <= 0) return 'expired';
  return left <= TRIAL_ENDING_SOON_DAYS * DAY_MS ? 'ending_soon' : 'active';
}

/** Whole days left, counting a started day as one ("1 day left" on the last day); 0 once ended. */
export function trialDaysLeft(endsAt: Date | string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((time(endsAt) - now.getTime()) / DAY_MS));
}

/** A paying customer: never on trial, or converted. A trial, running or lapsed, is not (yet). */
export function isPaying(state: TrialState): boolean {
  return state === 'none' || state === 'converted';
}

/** Whether the restaurant's users may change nothing (reviews still arrive and are analysed). */
export function isReadOnly(state: TrialState): boolean {
  return state === 'expired';
}

/**
 * Writes a read-only restaurant's users keep: signing in and out, their own profile and alert
 * settings, marking alerts seen, exports (reports), questions to the agent, and asking for a plan.
 * Every other write is refused with `trial_expired`.
 */
const KEPT_WHILE_READ_ONLY: ReadonlySet<ApiOperation> = new Set<ApiOperation>([
  'auth.login',
  'auth.refresh',
  'auth.logout',
  'auth.exchange',
  'auth.setPassword',
  'auth.forgotPassword',
  'alerts.seen',
  'alerts.seenMany',
  'alerts.seenComment',
  'alerts.config.update',
  'reports.create',
  'agent.query',
  'restaurants.requestUpgrade',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a read-only restaurant's user is refused this call (the SuperAdmin never is). `ownProfile`:
 * the call changes the caller's own account (their name, language, password), which stays theirs.
 */
export function refusedWhileReadOnly(
  operation: ApiOperation,
  method: string,
  ownProfile = false,
): boolean {
  if (READS.has(method.toUpperCase()) || KEPT_WHILE_READ_ONLY.has(operation)) return false;
  return !(operation === 'users.update' && ownProfile);
}
