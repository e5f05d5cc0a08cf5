import type { TReplyEvent } from '@tableside/domain/schemas/reviews';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../hooks/use-lang.ts';
import { errorMessageKey } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Spinner } from '../ui/spinner.tsx';

function HistoryEvent({
  event,
  status,
}: {
  event: TReplyEvent;
  status: (status: string | null) => ReactNode;
}) {
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
        {status(event.status)}
      </p>
      {event.text && (
        <blockquote className="border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-line text-slate-800 dark:border-slate-600 dark:text-slate-200">
          {event.text}
        </blockquote>
      )}
    </li>
  );
}

/**
 * What happened to a review or a social comment, oldest first (assignments, notes, each reply
 * step with its text), who did it and when. The feature that shows it reads the history and
 * says how a reply's status looks.
 */
export function HistoryTimeline({
  history,
  status,
  titled = true,
  empty,
}: {
  history: UseQueryResult<TReplyEvent[]>;
  status: (status: string | null) => ReactNode;
  /** False under a disclosure that already names the history: no second heading. */
  titled?: boolean;
  /** What an empty history says; a review's by default. */
  empty?: string;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <section
      aria-labelledby={titled ? headingId : undefined}
      className="flex flex-col gap-3"
      data-testid="history"
    >
      {titled && (
        <h3 id={headingId} className="font-semibold">
          {t('reviews.history.title')}
        </h3>
      )}
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
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {empty ?? t('reviews.history.empty')}
        </p>
      )}
      {history.data && history.data.length > 0 && (
        <ol className="ml-1 border-l border-slate-300 dark:border-slate-600">
          {history.data.map((event) => (
            <HistoryEvent key={event.id} event={event} status={status} />
          ))}
        </ol>
      )}
    </section>
  );
}
