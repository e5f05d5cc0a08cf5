import { rate } from './percentages.ts';
import { hasResponseDue, targetHours, type ResponseTargets } from './response-targets.ts';

/*
 * Time to first reply and the share answered within target
 * (docs/product/analytics.md#time-to-first-reply). The server computes them in SQL
 * (`apps/server/src/features/analytics/first-reply.ts`), tested against these functions.
 */

/** What the figures read of a review. */
export type FirstReplyReview = {
  rating: number;
  reviewDate: Date;
  createdAt: Date;
  /** When the guest first got a reply (posted, or marked posted); null while unanswered. */
  firstRepliedAt: Date | null;
  /** Read as spam by its analysis: no reply due (`hasResponseDue`). */
  spam?: boolean;
};

export type FirstReplyFigures = {
  /** Reviews with a first reply. */
  answered: number;
  /** Median hours from the guest's review to its first reply, one decimal; null if none. */
  medianHours: number | null;
  /**
   * Reviews with a due time that are settled: answered, or past their due time unanswered. A
   * review still inside its window has not yet succeeded or failed.
   */
  due: number;
  /** Of those, the ones answered by their due time. */
  withinTarget: number;
  /** `withinTarget` of `due`, a percentage with one decimal; null when nothing is due. */
  withinTargetShare: number | null;
};

const HOUR_MS = 3_600_000;

/** The median of the numbers, halfway between the two middle ones for an even count. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  const low = sorted[Math.floor(mid)] as number;
  const high = sorted[Math.ceil(mid)] as number;
  return low + (high - low) * (mid - Math.floor(mid));
}

/** Hours as shown: one decimal. */
export const roundHours = (hours: number) => Math.round(hours * 10) / 10;

/**
 * The figures of a set of reviews against the restaurant's targets. A reply dated before the
 * review (a platform's clock) counts as immediate. Reviews with no due time (history when they
 * arrived, or spam) count in the time to first reply, never as due nor in the share within
 * target.
 */
export function firstReplyFigures(
  reviews: readonly FirstReplyReview[],
  targets: ResponseTargets,
  now: Date,
): FirstReplyFigures {
  const delays: number[] = [];
  let due = 0;
  let withinTarget = 0;
  for (const review of reviews) {
    const replied = review.firstRepliedAt?.getTime() ?? null;
    if (replied !== null) delays.push(Math.max(0, replied - review.reviewDate.getTime()) / HOUR_MS);
    if (!hasResponseDue(review)) continue;
    const dueAt = review.reviewDate.getTime() + targetHours(review.rating, targets) * HOUR_MS;
    if (replied === null && dueAt > now.getTime()) continue;
    due += 1;
    if (replied !== null && replied <= dueAt) withinTarget += 1;
  }
  const mid = median(delays);
  return {
    answered: delays.length,
    medianHours: mid === null ? null : roundHours(mid),
    due,
    withinTarget,
    withinTargetShare: rate(withinTarget, due),
  };
}
