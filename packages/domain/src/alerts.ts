import { isValidEmail } from './validation.ts';

/** How alert e-mails are grouped: one per alert, or one summary an hour or a day. */
export const ALERT_DIGESTS = ['immediate', 'hourly', 'daily'] as const;
export type AlertDigest = (typeof ALERT_DIGESTS)[number];

/** The one kind of alert the product raises (docs/product/alerts.md#bad-review-alerts). */
export const ALERT_TYPE = 'bad_review';

/**
 * Alert polling (docs/product/alerts.md#alert-refresh): every 5 minutes, beside the server's push
 * stream.
 */
export const ALERT_POLL_MS = 300_000;

/** The most ids one "mark seen" call may name. */
export const ALERT_SEEN_MAX = 500;

/** A new restaurant's bad-review threshold: its negative reviews (1–2 stars) raise alerts. */
export const DEFAULT_BAD_REVIEW_THRESHOLD = 2;

/**
 * A review raises alerts when its rating is at or under the restaurant's threshold
 * (docs/product/alerts.md#bad-review-alerts). The alert query applies it in SQL
 * (`apps/server/src/db/rating-sql.ts`), tested against this function.
 */
export function isBadReview(rating: number, threshold: number): boolean {
  return rating <= threshold;
}

export type AlertEmailProblem = 'empty' | 'invalid';

/**
 * The notification e-mail rule (docs/product/alerts.md#notification-e-mail-rule): no spaces, text
 * before and after '@', and a dot followed by text in the domain. Empty is its own case: it is
 * allowed while e-mail alerts are off, but the e-mail toggle cannot be switched on.
 */
export function alertEmailProblem(email: string): AlertEmailProblem | null {
  if (email === '') return 'empty';
  return isValidEmail(email) ? null : 'invalid';
}

/**
 * The e-mail toggle is usable only with a valid address, and not while the settings load or
 * save (docs/product/alerts.md#notification-e-mail-rule).
 */
export function emailToggleDisabled(email: string, busy: boolean): boolean {
  return busy || alertEmailProblem(email) !== null;
}

/** What raises an alert: a bad review, or the work inbox's assignment, @mention and overdue review. */
export const ALERT_TYPES = ['bad_review', 'assigned', 'mention', 'overdue'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
