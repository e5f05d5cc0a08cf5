import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { useLang } from '../../../hooks/use-lang.ts';
import type { ReviewItem } from '../review-types.ts';
import { FlagToggle } from './flag-toggle.tsx';
import { RatingStars } from './rating-stars.tsx';
import { ReplyBox } from './reply-box.tsx';
import { ReviewDate, useAuthorName } from './review-meta.tsx';
import { ReviewSummary } from './review-summary.tsx';

/** The table layout's columns; date and rating sort on the server. */
export function useReviewColumns({
  showLocation,
  onOpen,
}: {
  showLocation: boolean;
  onOpen: (review: ReviewItem) => void;
}): DataTableColumn<ReviewItem>[] {
  const { t } = useTranslation('dashboard');
  const authorOf = useAuthorName();
  const lang = useLang();
  return useMemo(
    () => [
      {
        key: 'review_date',
        label: t('reviews.columns.date'),
        sortable: true,
        // French months are written out ("20 septembre 2026").
        width: lang === 'fr' ? '10rem' : '7.5rem',
        cell: (review) => <ReviewDate iso={review.review_date} />,
      },
      {
        key: 'rating',
        label: t('reviews.columns.rating'),
        sortable: true,
        type: 'number',
        width: '6.5rem',
        cell: (review) => <RatingStars rating={review.rating} />,
      },
      {
        key: 'text',
        label: t('reviews.columns.review'),
        width: 'minmax(14rem, 1fr)',
        cell: (review) => (
          <ReviewSummary review={review} showLocation={showLocation} onOpen={onOpen} />
        ),
      },
      {
        key: 'response',
        label: t('reviews.columns.reply'),
        width: 'minmax(18rem, 1.2fr)',
        cell: (review) => <ReplyBox review={review} author={authorOf(review)} />,
      },
      {
        key: 'flagged',
        label: t('reviews.columns.flag'),
        hideLabel: true,
        width: '3.5rem',
        cell: (review) => <FlagToggle review={review} author={authorOf(review)} />,
      },
    ],
    [t, lang, authorOf, showLocation, onOpen],
  );
}
