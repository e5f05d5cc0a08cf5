import { AGENT_QUESTION_MAX } from '@tableside/domain/agent';
import type { TAgentCitation } from '@tableside/domain/schemas/agent';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquarePlus, Send } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { askAgent, getConversation } from '../api/agent-api.ts';
import { agentKeys } from '../api/use-agent.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessageItem, type ChatMessage } from './message-item.tsx';

const EXAMPLE_COUNT = 5;

/**
 * The agent page: a conversation about the restaurant's reviews. Answers appear as they are
 * written; each cites the reviews it used, linked to the reviews screen. Past conversations
 * reopen from the list.
 */
export function AgentScreen({
  restaurantId,
  reviewHref,
}: {
  restaurantId: string;
  /** Where a cited review opens (the reviews screen's detail). */
  reviewHref: (citation: TAgentCitation) => string;
}) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const examples = t('agent.examples', { returnObjects: true }) as string[];

  const handleAsk = async (text: string) => {
    const asked = text.trim();
    if (!asked || pending) return;
    if (asked.length > AGENT_QUESTION_MAX) {
      setError(t('common:errors.question_too_long'));
      return;
    }
    setError(null);
    setPending(true);
    setQuestion('');
    const controller = new AbortController();
    abort.current = controller;
    const id = `local-${Date.now()}`;
    setMessages((list) => [
      ...list,
      { id: `${id}-q`, role: 'user', content: asked, citations: [] },
      { id: `${id}-a`, role: 'assistant', content: '', citations: [], streaming: true },
    ]);
    const update = (change: (m: ChatMessage) => ChatMessage) =>
      setMessages((list) => list.map((m) => (m.id === `${id}-a` ? change(m) : m)));
    try {
      const answer = await askAgent(
        {
          user_query: asked,
          restaurant_id: restaurantId,
          ...(conversationId ? { conversation_id: conversationId } : {}),
        },
        (piece) => update((m) => ({ ...m, content: m.content + piece })),
        controller.signal,
      );
      update((m) => ({
        ...m,
        content: answer.answer,
        citations: answer.citations,
        streaming: false,
      }));
      setConversationId(answer.conversation_id);
      void queryClient.invalidateQueries({ queryKey: agentKeys.conversations });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setMessages((list) => list.filter((m) => !m.id.startsWith(id)));
      setQuestion(asked);
      setError(t(errorMessageKey(failure)));
    } finally {
      setPending(false);
    }
  };

  const handleOpen = async (id: string) => {
    abort.current?.abort();
    setPending(false);
    setError(null);
    try {
      const detail = await queryClient.fetchQuery({
        queryKey: agentKeys.conversation(id),
        queryFn: ({ signal }) => getConversation(id, signal),
        staleTime: 0,
      });
      setConversationId(detail.id);
      setMessages(detail.messages);
    } catch (failure) {
      setError(t(errorMessageKey(failure)));
    }
  };

  const handleNew = () => {
    abort.current?.abort();
    setPending(false);
    setConversationId(null);
    setMessages([]);
    setError(null);
    input.current?.focus();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void handleAsk(question);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void handleAsk(question);
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]" data-testid="agent-screen">
      <aside className="flex flex-col gap-3">
        <Button variant="secondary" onClick={handleNew} data-testid="agent-new">
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t('agent.newConversation')}
        </Button>
        <ConversationList activeId={conversationId} onOpen={(id) => void handleOpen(id)} />
      </aside>
      <section
        aria-label={t('agent.conversation')}
        className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        {messages.length === 0 ? (
          <div className="flex flex-col gap-3" data-testid="agent-examples">
            <h2 className="text-lg font-semibold">{t('agent.examplesTitle')}</h2>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('agent.intro')}</p>
            <ul className="flex flex-col gap-2">
              {examples.slice(0, EXAMPLE_COUNT).map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    className="w-full rounded-md border border-slate-300 px-3 py-2 text-left text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                    onClick={() => void handleAsk(example)}
                    disabled={pending}
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div role="log" aria-live="polite" aria-busy={pending} aria-label={t('agent.messages')}>
            <ol className="flex flex-col gap-4" data-testid="agent-messages">
              {messages.map((message) => (
                <MessageItem key={message.id} message={message} reviewHref={reviewHref} />
              ))}
            </ol>
          </div>
        )}
        {error && (
          <p
            role="alert"
            className="text-sm text-red-700 dark:text-red-400"
            data-testid="agent-error"
          >
            {error}
          </p>
        )}
        <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="agent-question" className="text-sm font-medium">
              {t('agent.question')}
            </label>
            <textarea
              id="agent-question"
              ref={input}
              rows={2}
              value={question}
              maxLength={AGENT_QUESTION_MAX}
              onChange={(event) => setQuestion(event.target.value)}
              onKeyDown={handleKeyDown}
              placeholder={t('agent.placeholder')}
              className="w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-950"
              data-testid="agent-input"
            />
          </div>
          <Button
            type="submit"
            disabled={pending || question.trim() === ''}
            data-testid="agent-send"
          >
            <Send aria-hidden="true" className="size-4" />
            {pending ? t('agent.answering') : t('agent.send')}
          </Button>
        </form>
      </section>
    </div>
  );
}
