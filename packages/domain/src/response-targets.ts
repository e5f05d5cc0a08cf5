import { ratingClass, type RatingClass } from './ratings.ts';
import { IMPORT_HISTORY_DAYS, isHistoricReview } from './review-import.ts';
import type { REVIEW_STATUSES } from './reviews.ts';

/*
 * Response-time targets (docs/product/team-workflow.md#response-time-targets): how many hours
 * the team gives itself to answer a review of each rating class, and where a review stands
 * against its target. Without zod, so the browser can import it cheaply.
 */

/** Hours to answer a review, per rating class (negative 1–2★, neutral 3★, positive 4–5★). */
export type ResponseTargets = Record<RatingClass, number>;

export const DEFAULT_RESPONSE_TARGETS: ResponseTargets = { negative: 4, neutral: 12, positive: 24 };

/** Hours to answer a guest's social comment, unless the Admin sets another. */
export const DEFAULT_COMMENT_RESPONSE_HOURS = 24;

/** A target is whole hours, from one hour up to thirty days. */
export const RESPONSE_TARGET_MIN_HOURS = 1;
export const RESPONSE_TARGET_MAX_HOURS = 720;

/** "Due soon" once no more than this share of the target is left (1 h of 4, 6 h of 24). */
export const DUE_SOON_SHARE = 0.25;

export type DueState = 'on_time' | 'due_soon' | 'overdue' | 'answered';

export type ResponseDue = { dueAt: Date; state: DueState };

const HOUR_MS = 3_600_000;

/** The hours the restaurant gives itself to answer a review of this rating. */
export function targetHours(rating: number, targets: ResponseTargets): number {
  return targets[ratingClass(rating)];
}

/**
 * When a review should be answered, and where it stands now. The clock starts when the guest
 * posted it (`reviewDate`); it is answered once a reply is posted, or marked posted by hand —
 * the same line `awaitingReply` draws (every status short of `posted` still waits). Overdue
 * from the due instant itself; due soon when a quarter of the target or less is left.
 */
export function responseDue(
  review: { rating: number; reviewDate: Date; status: (typeof REVIEW_STATUSES)[number] },
  targets: ResponseTargets,
  now: Date,
): ResponseDue {
  const hours = targetHours(review.rating, targets);
  const dueAt = new Date(review.reviewDate.getTime() + hours * HOUR_MS);
  if (review.status === 'posted') return { dueAt, state: 'answered' };
  const left = dueAt.getTime() - now.getTime();
  if (left <= 0) return { dueAt, state: 'overdue' };
  if (left <= hours * HOUR_MS * DUE_SOON_SHARE) return { dueAt, state: 'due_soon' };
  return { dueAt, state: 'on_time' };
}

/**
 * When a social comment should be answered, and where it stands (docs/product/team-workflow.md#social-comments):
 * the review's rule with one target for every comment, its clock starting when the guest commented.
 */
export function commentResponseDue(
  comment: { commentedAt: Date; status: (typeof REVIEW_STATUSES)[number] },
  hours: number,
  now: Date,
): ResponseDue {
  const all = { negative: hours, neutral: hours, positive: hours };
  return responseDue(
    { rating: 5, reviewDate: comment.commentedAt, status: comment.status },
    all,
    now,
  );
}

/**
 * Whether a review has a due time at all: not when it was already history when Tableside received
 * it (older than IMPORT_HISTORY_DAYS at arrival: an imported file, a platform's first sync).
 * Nobody could have answered those in time, and an Overdue view full of last year's reviews
 * would hide the ones that matter. History is analysed, never drafted nor alerted, the same line.
 * Nor when the analysis read it as spam (`spam` set): it gets no draft, so no clock either; the
 * inbox shows why it was flagged instead.
 */
export function hasResponseDue(review: {
  reviewDate: Date;
  createdAt: Date;
  spam?: boolean;
}): boolean {
  return !review.spam && !isHistoricReview(review.reviewDate, review.createdAt);
}

/** The days past which a review is history on arrival, for the SQL of the same rule. */
export const RESPONSE_HISTORY_DAYS = IMPORT_HISTORY_DAYS;

export type DueDistance = { overdue: boolean; unit: 'minute' | 'hour' | 'day'; value: number };

/**
 * How far the due instant is from now, in the one unit a person reads at a glance: minutes
 * under an hour, hours under two days, days beyond; rounded down, never below one minute.
 */
export function dueDistance(dueAt: Date, now: Date): DueDistance {
  const ms = dueAt.getTime() - now.getTime();
  const overdue = ms <= 0;
  const minutes = Math.max(1, Math.floor(Math.abs(ms) / 60_000));
  if (minutes < 60) return { overdue, unit: 'minute', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { overdue, unit: 'hour', value: hours };
  return { overdue, unit: 'day', value: Math.floor(hours / 24) };
}

/**
 * Escalation of overdue reviews (docs/product/team-workflow.md#escalation): step 1 when a
 * review is overdue (to its assignee, else the location's managers), step 2 when it is still
 * unanswered a further target later (to the restaurant's Admins).
 */
export const ESCALATION_STEPS = [1, 2] as const;
export type EscalationStep = (typeof ESCALATION_STEPS)[number];

/**
 * A step is taken only within this many hours of its time: a restaurant that moves up to the
 * work inbox's plan, or workers that were down for days, do not flood the team with old reviews.
 */
export const ESCALATION_WINDOW_HOURS = 7 * 24;

/** When a step is due: the due time for step 1, a further target later for step 2. */
export function escalationAt(
  review: { rating: number; reviewDate: Date },
  targets: ResponseTargets,
  step: EscalationStep,
): Date {
  return new Date(
    review.reviewDate.getTime() + step * targetHours(review.rating, targets) * HOUR_MS,
  );
}

/**
 * The steps whose time has come for a review, within the window: none for a review that is
 * answered or has no due time. The escalation job applies the same rule in SQL, and records
 * each step once.
 */
export function escalationStepsDue(
  review: {
    rating: number;
    reviewDate: Date;
    createdAt: Date;
    status: (typeof REVIEW_STATUSES)[number];
  },
  targets: ResponseTargets,
  now: Date,
): EscalationStep[] {
  if (review.status === 'posted' || !hasResponseDue(review)) return [];
  return ESCALATION_STEPS.filter((step) => {
    const at = escalationAt(review, targets, step).getTime();
    return at <= now.getTime() && at > now.getTime() - ESCALATION_WINDOW_HOURS * HOUR_MS;
  });
}
