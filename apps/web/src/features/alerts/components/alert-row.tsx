import { clsx } from 'clsx';
import { AlarmClock, AtSign, Star, UserRoundCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import type { Language } from '../../../lib/languages.ts';
import { alertId, type AlertItem } from '../alert-types.ts';

/** One alert: the review (rating, location, date, text) with its seen state and actions. */
export function AlertRow({
  alert,
  lang,
  replyHref,
  onMarkSeen,
  renderNotes = null,
}: {
  alert: AlertItem;
  lang: Language;
  /** Where to answer the review; absent for roles that do not reply (BOH). */
  replyHref: ((alert: AlertItem) => string) | null;
  /** Marks the alert seen, by its review's (or comment's) id. */
  onMarkSeen: (alertId: string) => void;
  renderNotes?: ((alert: AlertItem) => ReactNode) | null;
}) {
  const { t } = useTranslation('dashboard');
  const review = alert.review;
  const comment = alert.comment;
  const author = review?.author_name ?? comment?.author_name ?? t('alerts.anonymous');
  const workflow = alert.type !== 'bad_review';
  const reason =
    alert.type === 'mention'
      ? t('alerts.mentioned', { name: alert.by ?? t('alerts.colleague') })
      : alert.type === 'overdue'
        ? t(comment ? 'alerts.commentOverdue' : 'alerts.overdue')
        : alert.by
          ? t(comment ? 'alerts.commentAssignedBy' : 'alerts.assignedBy', { name: alert.by })
          : t('alerts.assignedByRule');
  return (
    <li
      data-testid="alert-item"
      data-review-id={alert.reviewId}
      data-comment-id={alert.commentId}
      data-seen={alert.seen}
      data-type={alert.type}
      className={clsx(
        'flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between',
        alert.seen
          ? 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'
          : workflow
            ? 'border-blue-300 bg-blue-50 dark:border-blue-800 dark:bg-slate-900'
            : 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-slate-900',
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        {workflow && (
          <p
            className="flex items-center gap-1.5 text-sm font-semibold text-blue-900 dark:text-blue-200"
            data-testid="alert-reason"
          >
            {alert.type === 'mention' ? (
              <AtSign aria-hidden="true" className="size-4" />
            ) : alert.type === 'overdue' ? (
              <AlarmClock aria-hidden="true" className="size-4" />
            ) : (
              <UserRoundCheck aria-hidden="true" className="size-4" />
            )}
            {reason}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {review && (
            <span
              className="inline-flex items-center gap-1 font-semibold text-red-800 dark:text-red-300"
              aria-label={t('alerts.rating', { rating: review.rating })}
            >
              <Star aria-hidden="true" className="size-4 fill-current" />
              {review.rating}/5
            </span>
          )}
          {comment && (
            <span className="font-semibold text-blue-900 dark:text-blue-200">
              {t('alerts.commentOn', { platform: t(`socials.platforms.${comment.platform}`) })}
            </span>
          )}
          <span className="font-medium">{author}</span>
          {comment && (
            <span className="text-slate-700 dark:text-slate-300">
              {comment.location_name} · {formatDate(comment.commented_at, lang)}
            </span>
          )}
          {review && (
            <span className="text-slate-700 dark:text-slate-300">
              {review.location_name} · {formatDate(review.review_date, lang)}
            </span>
          )}
          <Badge tone={alert.seen ? 'neutral' : 'red'}>
            {alert.seen ? t('alerts.seen') : t('alerts.new')}
          </Badge>
        </div>
        {(review?.text ?? comment?.text) && (
          <p className="line-clamp-3 text-sm text-slate-800 dark:text-slate-200">
            {review?.text ?? comment?.text}
          </p>
        )}
        {workflow && renderNotes && review && (
          <details className="mt-2" data-testid="alert-notes">
            <summary className="cursor-pointer text-sm font-medium text-blue-800 dark:text-blue-300">
              {t('alerts.openNotes')}
            </summary>
            <div className="mt-3">{renderNotes(alert)}</div>
          </details>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {comment && (
          <Link
            to={`/${lang}/dashboard/socials/posts?comment=${comment.id}`}
            className={buttonClass('secondary', undefined, 'sm')}
            data-testid="alert-open-comment"
          >
            {t('alerts.openComment')}
          </Link>
        )}
        {replyHref && review && (
          <Link
            to={replyHref(alert)}
            className={buttonClass('secondary', undefined, 'sm')}
            data-testid="alert-reply"
          >
            {t('alerts.reply')}
          </Link>
        )}
        {!alert.seen && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onMarkSeen(alertId(alert))}
            data-testid="alert-mark-seen"
            aria-label={t('alerts.markSeenFor', { author })}
          >
            {t('alerts.markSeen')}
          </Button>
        )}
      </div>
    </li>
  );
}
