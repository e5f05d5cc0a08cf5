import { safeHref } from '@tableside/domain/web-link';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatDate } from '../../../lib/format-date.ts';
import type { ReviewItem } from '../review-types.ts';

const STATES = ['queued', 'sending', 'failed', 'confirmed'];

/** Where publishing stands: queued, sending, failed (with the platform's reason) or done. */
export function PostingState({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const posting = review.posting;
  const inLifecycle = review.status === 'approved' || review.status === 'posted';
  const showPosting = inLifecycle && posting && STATES.includes(posting.state);
  if (!showPosting && !(review.status === 'posted' && review.posted_date)) return null;
  return (
    <p
      role="status"
      className="text-xs text-slate-700 dark:text-slate-300"
      data-testid="posting-state"
    >
      {showPosting
        ? posting.state === 'failed'
          ? t('reviews.posting.failed', {
              reason: posting.error || t('common:errors.internal_error'),
            })
          : t(`reviews.posting.${posting.state}`)
        : null}
      {!showPosting && review.posted_date
        ? t('reviews.posting.postedOn', { date: formatDate(review.posted_date, lang) })
        : null}
      {safeHref(posting?.platform_url) && (
        <>
          {' '}
          <a
            href={safeHref(posting?.platform_url)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-blue-800 underline dark:text-blue-300"
          >
            {t('reviews.posting.view')}
          </a>
        </>
      )}
    </p>
  );
}
