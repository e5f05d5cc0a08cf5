import type { DraftCheck, HoldReason } from '@tableside/domain/draft-checks';
import { orderedChecks } from '../../lib/draft-checks.ts';
import type { ReviewItem } from './review-types.ts';

/*
 * What staff see of a verified draft (docs/product/reviews-and-replies.md#verified-drafts): the
 * checks it went through and why auto-approval leaves it to them.
 */

/** The checks to show: only beside a reply that is there to read. */
export function shownChecks(
  review: Pick<ReviewItem, 'draft_checks' | 'response'>,
): DraftCheck[] | null {
  const checks = review.draft_checks;
  if (!checks?.length || !(review.response ?? '').trim()) return null;
  return orderedChecks(checks);
}

/**
 * Why the review waits for a person, while that still matters: once the reply is approved or
 * posted, someone already decided.
 */
export function shownHoldReasons(
  review: Pick<ReviewItem, 'hold_reasons' | 'status'>,
): HoldReason[] {
  if (review.status === 'approved' || review.status === 'posted') return [];
  return review.hold_reasons ?? [];
}
