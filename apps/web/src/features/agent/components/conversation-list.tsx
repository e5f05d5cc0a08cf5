import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useConversations } from '../api/use-agent.ts';

/** The user's past conversations, latest first; one reopens on a click. */
export function ConversationList({
  activeId,
  onOpen,
}: {
  activeId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const conversations = useConversations();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <nav aria-label={t('agent.history')} data-testid="agent-history">
      <h2 className="mb-2 text-sm font-semibold">{t('agent.history')}</h2>
      {conversations.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">
          {t(errorMessageKey(conversations.error))}
        </p>
      ) : (conversations.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {conversations.isPending ? t('agent.loading') : t('agent.noHistory')}
        </p>
      ) : (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto lg:max-h-[28rem]">
          {conversations.data?.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onOpen(c.id)}
                aria-current={c.id === activeId ? 'true' : undefined}
                className="flex w-full flex-col rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 aria-[current=true]:bg-slate-200 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-slate-700"
                data-testid="agent-history-item"
              >
                <span className="line-clamp-2 break-words">{c.title}</span>
                <span className="text-xs text-slate-700 dark:text-slate-300">
                  {format.format(new Date(c.updated_at))}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
