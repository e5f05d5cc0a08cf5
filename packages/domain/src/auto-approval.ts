import type { DraftCheck, HoldReason } from './draft-checks.ts';
import type { ReviewSignals } from './review-signals.ts';

/** Auto-approval delays offered, in minutes (docs/product/reviews-and-replies.md#auto-approval). */
export const AUTO_APPROVAL_DELAY_OPTIONS = [1, 15, 30, 60, 240, 720, 1440, 4320, 10080] as const;

export type DelayDisplay =
  { unit: 'none' } | { unit: 'minutes' | 'hours' | 'days' | 'weeks'; value: number };

/**
 * The display rule (docs/product/reviews-and-replies.md#auto-approval): under 60 in minutes, under
 * 1440 in hours, under 10080 in days, else weeks; empty shows "No delay". The web translates the
 * unit.
 */
export function delayDisplay(minutes: number | null | undefined): DelayDisplay {
  if (minutes === null || minutes === undefined || minutes <= 0) return { unit: 'none' };
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  if (minutes < 1440) return { unit: 'hours', value: Math.round((minutes / 60) * 10) / 10 };
  if (minutes < 10080) return { unit: 'days', value: Math.round((minutes / 1440) * 10) / 10 };
  return { unit: 'weeks', value: Math.round((minutes / 10080) * 10) / 10 };
}

/**
 * docs/product/reviews-and-replies.md#auto-approval: only reviews at or above this rating are
 * auto-approved, by default.
 */
export const DEFAULT_AUTO_APPROVAL_MIN_RATING = 4;

export type AutoApprovalSetting = { enabled: boolean; minRating: number };

/**
 * Whether a review's draft may be approved without anyone: the restaurant auto-approves, the
 * review's rating reaches its minimum and nothing holds the draft for a person
 * (docs/product/reviews-and-replies.md#auto-approval). Checked when the draft is written and
 * again when the delayed approval runs.
 */
export function isAutoApprovable(
  rating: number,
  setting: AutoApprovalSetting,
  holdReasons: readonly HoldReason[],
): boolean {
  return setting.enabled && rating >= setting.minRating && holdReasons.length === 0;
}

/**
 * Why a draft waits for a person (docs/product/reviews-and-replies.md#verified-drafts): the
 * review reports an incident, a question is left unanswered, it is spam, or a check failed.
 * `writer: 'person'` is a draft staff wrote themselves: the incident and the spam are theirs to
 * judge and were judged, so only what the checks still find on their text holds it.
 */
export function holdReasonsFor(
  signals: Pick<ReviewSignals, 'incidents' | 'spam'>,
  checks: readonly DraftCheck[] | null,
  writer: 'engine' | 'person' = 'engine',
): HoldReason[] {
  const failed = (checks ?? []).filter((c) => !c.passed);
  const reasons: HoldReason[] = [];
  if (writer === 'engine' && signals.incidents.length > 0) reasons.push('incident');
  if (failed.some((c) => c.check === 'questions-answered')) reasons.push('question');
  if (writer === 'engine' && signals.spam) reasons.push('spam');
  if (failed.length > 0) reasons.push('failed-check');
  return reasons;
}
