import type { TAgentCitation } from '@tableside/domain/schemas/agent';
import { Bot, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type ChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: TAgentCitation[];
  /** The answer is still being written. */
  streaming?: boolean;
};

/** One question or answer; an answer lists the reviews it cites, each opening the review. */
export function MessageItem({
  message,
  reviewHref,
}: {
  message: ChatMessage;
  reviewHref: (citation: TAgentCitation) => string;
}) {
  const { t } = useTranslation('dashboard');
  const mine = message.role === 'user';
  const Icon = mine ? User : Bot;
  return (
    <li
      className={`flex gap-2 ${mine ? 'flex-row-reverse' : ''}`}
      data-testid={mine ? 'agent-question' : 'agent-answer'}
      data-streaming={message.streaming ? 'true' : undefined}
    >
      <Icon
        aria-hidden="true"
        className="mt-1 size-5 shrink-0 text-slate-500 dark:text-slate-400"
      />
      <div
        className={`flex max-w-[min(40rem,100%)] min-w-0 flex-col gap-2 rounded-lg px-3 py-2 text-sm ${
          mine
            ? 'bg-blue-50 text-slate-900 dark:bg-blue-950 dark:text-slate-100'
            : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
        }`}
      >
        <span className="sr-only">{mine ? t('agent.you') : t('agent.agent')}</span>
        <p className="break-words whitespace-pre-line" data-testid="agent-text">
          {message.content || (message.streaming ? t('agent.thinking') : '')}
        </p>
        {message.citations.length > 0 && (
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              {t('agent.sources')}
            </h3>
            <ol className="mt-1 flex flex-col gap-1" data-testid="agent-citations">
              {message.citations.map((citation, i) => (
                <li key={citation.reviewId}>
                  <Link
                    to={reviewHref(citation)}
                    className="text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200"
                    data-testid="agent-citation"
                    data-review-id={citation.reviewId}
                  >
                    [{i + 1}]{' '}
                    {citation.rating !== null && (
                      <span>{t('agent.stars', { rating: citation.rating })} · </span>
                    )}
                    “{citation.snippet}”
                  </Link>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </li>
  );
}
