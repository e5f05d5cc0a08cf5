import type { REVIEW_STATUSES } from './reviews.ts';

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReplyAction = 'edit' | 'regenerate' | 'approve' | 'post' | 'mark_posted';

/** Platform limits on reply length; Google's is the tightest we post to. */
export const REPLY_MAX_LENGTH = 4096;

export type TransitionRefusal = 'reply_empty' | 'reply_not_approved' | 'reply_already_posted';

/**
 * docs/product/reviews-and-replies.md#reply-lifecycle: draft → edited / regenerated (any number of
 * times) → approved → posted. Approved may go back to edited before posting; a posted reply may be
 * edited (it becomes edited and must be approved again). Approving an empty reply and posting an
 * unapproved one are refused. Returns the refusal, or null when the action is allowed.
 */
export function replyRefusal(
  status: ReviewStatus,
  action: ReplyAction,
  hasText: boolean,
): TransitionRefusal | null {
  switch (action) {
    case 'edit':
    case 'regenerate':
      return null;
    case 'approve':
      if (status === 'posted') return 'reply_already_posted';
      return hasText ? null : 'reply_empty';
    case 'post':
    case 'mark_posted':
      if (status === 'posted') return 'reply_already_posted';
      return status === 'approved' && hasText ? null : 'reply_not_approved';
  }
}

/** The status an allowed action leads to; posting stays approved until the platform confirms. */
export function statusAfter(action: ReplyAction): ReviewStatus {
  switch (action) {
    case 'edit':
      return 'edited';
    case 'regenerate':
      return 'regenerated';
    case 'approve':
    case 'post':
      return 'approved';
    case 'mark_posted':
      return 'posted';
  }
}
