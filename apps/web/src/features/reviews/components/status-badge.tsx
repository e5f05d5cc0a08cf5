import type { ReviewStatus } from '@tableside/domain/reply-lifecycle';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const TONES: Record<ReviewStatus, string> = {
  new: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
  draft: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  edited: 'bg-sky-100 text-sky-950 dark:bg-sky-900 dark:text-sky-50',
  regenerated: 'bg-violet-100 text-violet-950 dark:bg-violet-900 dark:text-violet-50',
  approved: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50',
  posted: 'bg-green-700 text-white dark:bg-green-800',
};

/**
 * The reply's place in its lifecycle (docs/product/reviews-and-replies.md#reply-lifecycle), in
 * words.
 */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <span
      data-testid="reply-status"
      data-status={status}
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        TONES[status],
      )}
    >
      {t(`reviews.status.${status}`)}
    </span>
  );
}
