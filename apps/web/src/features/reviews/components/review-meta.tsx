import { MapPin, UserRound } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatDate, languageName } from '../../../lib/format-date.ts';
import type { ReviewItem } from '../review-types.ts';
import { ResponseDue } from '../../../components/workflow/response-due.tsx';
import { SourceLabel } from './source-label.tsx';

export function useAuthorName(): (review: Pick<ReviewItem, 'author_name'>) => string {
  const { t } = useTranslation('dashboard');
  return useCallback(
    (review: Pick<ReviewItem, 'author_name'>) =>
      review.author_name?.trim() || t('reviews.anonymous'),
    [t],
  );
}

export function ReviewDate({ iso }: { iso: string }) {
  const lang = useLang();
  return (
    <time dateTime={iso} data-testid="review-date" className="whitespace-nowrap">
      {formatDate(iso, lang)}
    </time>
  );
}

/** The review's language as a short badge, its full name for assistive technology. */
export function LanguageBadge({ code }: { code: string }) {
  const lang = useLang();
  const name = languageName(code, lang);
  return (
    <span
      title={name}
      className="inline-flex rounded border border-slate-400 px-1.5 text-xs font-semibold text-slate-800 uppercase dark:border-slate-500 dark:text-slate-200"
    >
      <span aria-hidden="true">{code}</span>
      <span className="sr-only">{name}</span>
    </span>
  );
}

/**
 * Source, location (when several are shown), language, who works it and the time left to answer,
 * on one line.
 */
export function ReviewMeta({
  review,
  showLocation,
  showAssignee = true,
}: {
  review: ReviewItem;
  showLocation: boolean;
  /** Off where the assignee has its own control (the detail). */
  showAssignee?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
      <SourceLabel source={review.source} />
      {showLocation && (
        <span className="inline-flex items-center gap-1" data-testid="review-location">
          <MapPin aria-hidden="true" className="size-3.5" />
          {review.location_name}
        </span>
      )}
      {review.language && <LanguageBadge code={review.language} />}
      {showAssignee && review.assignee_name && (
        <span className="inline-flex items-center gap-1" data-testid="review-assignee">
          <UserRound aria-hidden="true" className="size-3.5" />
          {t('workflow.assignedTo', { name: review.assignee_name })}
        </span>
      )}
      <ResponseDue due={review.response_due} />
    </div>
  );
}
