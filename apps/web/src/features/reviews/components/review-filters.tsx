import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableFilter } from '../../../components/ui/data-table/types.ts';
import { REVIEW_SOURCE_LIST, REVIEW_STATUS_LIST, type ReviewItem } from '../review-types.ts';
import { useSourceName } from '../../../hooks/use-source-name.ts';

const RATINGS = [5, 4, 3, 2, 1];

/** The inbox's dropdown filters; each key is the review field it narrows. */
export function useReviewFilters(): DataTableFilter<ReviewItem>[] {
  const { t } = useTranslation('dashboard');
  const sourceName = useSourceName();
  return useMemo(
    () => [
      {
        key: 'rating',
        label: t('reviews.filters.rating'),
        multiple: true,
        options: RATINGS.map((rating) => ({
          value: String(rating),
          label: t('reviews.filters.stars', { count: rating }),
        })),
      },
      {
        key: 'status',
        label: t('reviews.filters.status'),
        options: REVIEW_STATUS_LIST.map((status) => ({
          value: status,
          label: t(`reviews.status.${status}`),
        })),
      },
      {
        key: 'source',
        label: t('reviews.filters.source'),
        options: REVIEW_SOURCE_LIST.map((source) => ({ value: source, label: sourceName(source) })),
      },
      {
        key: 'flagged',
        label: t('reviews.filters.flag'),
        options: [
          { value: 'true', label: t('reviews.filters.flagged') },
          { value: 'false', label: t('reviews.filters.notFlagged') },
        ],
      },
      {
        key: 'response',
        label: t('reviews.filters.reply'),
        options: [
          { value: 'true', label: t('reviews.filters.withReply') },
          { value: 'false', label: t('reviews.filters.withoutReply') },
        ],
      },
    ],
    [t, sourceName],
  );
}
