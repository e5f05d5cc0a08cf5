import { clsx } from 'clsx';
import { Flag, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReviewAction } from '../api/use-reply-actions.ts';
import type { ReviewItem } from '../review-types.ts';
import { ActionError } from './action-error.tsx';
import { useReadOnly } from '../../../components/read-only.tsx';

/** Flags a review for follow-up; the button's pressed state says whether it is flagged. */
export function FlagToggle({ review, author }: { review: ReviewItem; author: string }) {
  const { t } = useTranslation('dashboard');
  const flag = useReviewAction('flag');
  const readOnly = useReadOnly();
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={review.flagged}
        aria-label={t('reviews.flag.label', { author })}
        title={review.flagged ? t('reviews.flag.on') : t('reviews.flag.off')}
        disabled={flag.isPending || readOnly}
        data-testid="flag-toggle"
        onClick={() => flag.mutate({ review, flagged: !review.flagged })}
        className={clsx(
          'rounded-md p-1.5 hover:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800',
          review.flagged ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400',
        )}
      >
        {flag.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Flag aria-hidden="true" className={clsx('size-5', review.flagged && 'fill-current')} />
        )}
      </button>
      {flag.isError && <ActionError action="flag" error={flag.error} />}
    </div>
  );
}
