import type { ReviewItem } from '../review-types.ts';
import { HoldBadge } from './hold-badge.tsx';
import { SpamReason } from './spam-reason.tsx';
import { ReviewMeta, useAuthorName } from './review-meta.tsx';
import { ReviewText } from './review-text.tsx';
import { VerifiedGuestBadge } from './verified-guest.tsx';

/** Who wrote it (a button opening the detail panel), where it comes from, and what they said. */
export function ReviewSummary({
  review,
  showLocation,
  onOpen,
}: {
  review: ReviewItem;
  showLocation: boolean;
  onOpen: (review: ReviewItem) => void;
}) {
  const authorOf = useAuthorName();
  return (
    <div className="flex flex-col gap-1.5">
      <button
        type="button"
        onClick={() => onOpen(review)}
        data-testid="review-open"
        data-review-open={review.id}
        className="self-start text-left font-semibold text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
      >
        {authorOf(review)}
      </button>
      <VerifiedGuestBadge reviewId={review.id} />
      <HoldBadge review={review} />
      <SpamReason review={review} />
      <ReviewMeta review={review} showLocation={showLocation} />
      <ReviewText text={review.text} />
    </div>
  );
}
