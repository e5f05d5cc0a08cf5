import type { ReviewItem } from '../review-types.ts';
import { FlagToggle } from './flag-toggle.tsx';
import { RatingStars } from './rating-stars.tsx';
import { ReplyBox } from './reply-box.tsx';
import { ReviewDate, useAuthorName } from './review-meta.tsx';
import { ReviewSummary } from './review-summary.tsx';

/** A review at 640px or narrower: the same content as a row, stacked. */
export function ReviewCard({
  review,
  showLocation,
  onOpen,
}: {
  review: ReviewItem;
  showLocation: boolean;
  onOpen: (review: ReviewItem) => void;
}) {
  const author = useAuthorName()(review);
  return (
    <article className="flex flex-col gap-3" aria-label={author}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingStars rating={review.rating} />
          <ReviewDate iso={review.review_date} />
        </div>
        <FlagToggle review={review} author={author} />
      </div>
      <ReviewSummary review={review} showLocation={showLocation} onOpen={onOpen} />
      <ReplyBox review={review} author={author} />
    </article>
  );
}
