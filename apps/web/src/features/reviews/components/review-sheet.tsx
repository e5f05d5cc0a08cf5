import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { useReview } from '../api/use-review.ts';
import type { ReviewItem, ReviewRef } from '../review-types.ts';
import { AssigneeControl } from './assignee-control.tsx';
import { FlagToggle } from './flag-toggle.tsx';
import { HoldBadge } from './hold-badge.tsx';
import { SpamReason } from './spam-reason.tsx';
import { RatingStars } from './rating-stars.tsx';
import { ReplyBox } from './reply-box.tsx';
import { ReplyHistory } from './reply-history.tsx';
import { ReviewDate, ReviewMeta, useAuthorName } from './review-meta.tsx';
import { NotesThread } from './notes-thread.tsx';
import { ReviewText } from './review-text.tsx';
import { VerifiedGuestBadge } from './verified-guest.tsx';

function ReviewDetail({ review }: { review: ReviewItem }) {
  const author = useAuthorName()(review);
  return (
    <div className="flex flex-col gap-6 p-5" data-testid="review-detail">
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3 text-sm">
          <div className="flex flex-wrap items-center gap-3">
            <RatingStars rating={review.rating} />
            <ReviewDate iso={review.review_date} />
          </div>
          <FlagToggle review={review} author={author} />
        </div>
        <ReviewMeta review={review} showLocation showAssignee={false} />
        <AssigneeControl review={review} />
        <VerifiedGuestBadge reviewId={review.id} />
        <HoldBadge review={review} explain />
        <SpamReason review={review} />
        <ReviewText text={review.text} full />
      </div>
      <ReplyBox review={review} author={author} showLabel detailed />
      <NotesThread review={review} />
      <ReplyHistory review={review} />
    </div>
  );
}

/**
 * The detail panel: a side sheet (the whole screen on a phone) with the full review, the reply
 * editor and the reply's history. Radix traps focus inside and returns it on close.
 */
export function ReviewSheet({
  open,
  fromList,
  onClose,
}: {
  open: ReviewRef | null;
  fromList: ReviewItem | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const authorOf = useAuthorName();
  return (
    <Dialog open={open !== null} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <SheetBody
          reviewRef={open}
          fromList={fromList}
          title={(review) => t('reviews.detail.title', { author: authorOf(review) })}
        />
      )}
    </Dialog>
  );
}

function SheetBody({
  reviewRef,
  fromList,
  title,
}: {
  reviewRef: ReviewRef;
  fromList: ReviewItem | undefined;
  title: (review: ReviewItem) => string;
}) {
  const { t } = useTranslation('dashboard');
  const review = useReview(reviewRef, fromList);
  return (
    <DialogContent
      placement="sheet"
      title={review.data ? title(review.data) : t('reviews.detail.loading')}
      closeLabel={t('common:actions.close')}
      onCloseAutoFocus={(event) => {
        // Opened from a row, not a trigger: focus returns to that review's open button.
        event.preventDefault();
        document.querySelector<HTMLElement>(`[data-review-open="${reviewRef.id}"]`)?.focus();
      }}
    >
      {review.data ? (
        <ReviewDetail review={review.data} />
      ) : review.isError ? (
        <p role="alert" className="p-5 text-sm text-red-800 dark:text-red-300">
          {t('reviews.detail.failed')}
        </p>
      ) : (
        <p className="p-5 text-sm">{t('common:loading')}</p>
      )}
    </DialogContent>
  );
}
