import type { ReviewStatus } from '@tableside/domain/reply-lifecycle';
import type { TReplyEvent } from '@tableside/domain/schemas/reviews';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useReplyHistory } from '../api/use-reply-history.ts';
import { REVIEW_STATUS_LIST, type ReviewRef } from '../review-types.ts';
import { StatusBadge } from './status-badge.tsx';

const isStatus = (value: string | null): value is ReviewStatus =>
  REVIEW_STATUS_LIST.some((status) => status === value);

function HistoryEvent({ event }: { event: TReplyEvent }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const action = t(`reviews.history.actions.${event.action}`, {
    defaultValue: event.action.replace(/_/g, ' '),
  });
  return (
    <li className="relative flex flex-col gap-1 pb-5 pl-5" data-testid="history-event">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[5px] size-2.5 rounded-full bg-blue-700 dark:bg-blue-400"
      />
      <time dateTime={event.created_at} className="text-xs text-slate-700 dark:text-slate-300">
        {formatDateTime(event.created_at, lang)}
      </time>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{action}</span>
        {event.actor_name && (
          <span className="text-slate-700 dark:text-slate-300">
            {t('reviews.history.by', { name: event.actor_name })}
          </span>
        )}
        {isStatus(event.status) && <StatusBadge status={event.status} />}
      </p>
      {event.text && (
        <blockquote className="border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-line text-slate-800 dark:border-slate-600 dark:text-slate-200">
          {event.text}
        </blockquote>
      )}
    </li>
  );
}

/** What happened to the reply, oldest first: drafts, edits, approvals, publishing. */
export function ReplyHistory({ review }: { review: ReviewRef }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const history = useReplyHistory(review);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {t('reviews.history.title')}
      </h3>
      {history.isPending && <Spinner label={t('common:loading')} showLabel />}
      {history.isError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t('common:withDetail', {
            text: t('reviews.history.failed'),
            detail: t(errorMessageKey(history.error)),
          })}
        </p>
      )}
      {history.data?.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('reviews.history.empty')}</p>
      )}
      {history.data && history.data.length > 0 && (
        <ol className="ml-1 border-l border-slate-300 dark:border-slate-600">
          {history.data.map((event) => (
            <HistoryEvent key={event.id} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}
