import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '../review-types.ts';

/**
 * "Flagged as spam · About another location: Gatineau": why the analysis reads the review as no
 * guest's review of this place (docs/product/review-understanding.md#signals), so staff can
 * check the flag before leaving the review unanswered.
 */
export function SpamReason({ review }: { review: Pick<ReviewItem, 'spam'> }) {
  const { t } = useTranslation('dashboard');
  const spam = review.spam;
  if (!spam) return null;
  const reason = spam.other_location
    ? t('reviews.spam.otherLocation', { location: spam.other_location })
    : t(`reviews.spam.reasons.${spam.kind}`);
  return (
    <span
      data-testid="spam-reason"
      data-kind={spam.kind}
      className="inline-flex items-start gap-1 self-start rounded-lg bg-rose-100 px-2 py-0.5 text-xs text-rose-950 dark:bg-rose-900 dark:text-rose-50"
    >
      <Ban aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        <span className="font-semibold">{t('reviews.spam.badge')}</span>
        {' · '}
        {reason}
      </span>
    </span>
  );
}
