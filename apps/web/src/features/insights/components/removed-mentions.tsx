import type { DayRange } from '@tableside/domain/date-ranges';
import type { TRemovedMention } from '@tableside/domain/schemas/mention-corrections';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import type { RemovedFrom } from '../api/insights-api.ts';
import { useCorrectMention, useRemovedMentions } from '../api/use-insights.ts';
import { ReviewDay } from './review-day.tsx';

function RemovedItem({ mention, showEntry }: { mention: TRemovedMention; showEntry: boolean }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const restore = useCorrectMention(mention.kind, mention.entry_id, mention.review_id);
  // What happened to it, by whom and when: "Moved to Onion soup by Jane Doe on Nov 20, 2026".
  const how = mention.action === 'reassign' ? 'moved' : 'removed';
  const what = t(`insights.removed.${how}${mention.corrected_by ? 'By' : ''}`, {
    to: mention.moved_to,
    who: mention.corrected_by,
    date: formatDate(mention.corrected_at, lang),
  });
  return (
    <li
      className="flex flex-wrap items-start gap-2 rounded-md border border-dashed border-slate-300 p-2 dark:border-slate-600"
      data-testid="removed-mention"
    >
      <div className="flex min-w-0 grow basis-56 flex-col gap-1">
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {showEntry && <span className="font-semibold">{mention.entry_name} · </span>}
          <ReviewDay iso={mention.review_date} /> · {what}
        </p>
        <p className="text-slate-800 dark:text-slate-200">{mention.snippet}</p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        disabled={restore.isPending}
        onClick={() => restore.mutate('undo')}
        aria-label={t('insights.removed.restoreLabel', { name: mention.entry_name })}
      >
        <Undo2 aria-hidden="true" className="size-3.5" />
        {t('insights.removed.restore')}
      </Button>
      {restore.isError && (
        <p role="alert" className="basis-full text-xs text-red-800 dark:text-red-300">
          {t(errorMessageKey(restore.error))}
        </p>
      )}
    </li>
  );
}

/**
 * "Removed by your team (n)" under a list of mentions: those a person took off it (not about the
 * entry, or moved to another), each with Restore, which undoes the correction
 * (docs/product/review-understanding.md#teaching-the-analysis). Nothing when there are none.
 */
export function RemovedMentions({
  from,
  range,
  showEntry = false,
}: {
  from: RemovedFrom;
  range: DayRange;
  /** Name the dish or person of each: the list spans several. */
  showEntry?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const removed = useRemovedMentions(from, range);
  // Marked busy while loading, like the lists around it, so "nothing removed" is never read early.
  if (removed.isPending)
    return <div hidden aria-busy="true" data-testid="removed-mentions-loading" />;
  if (!removed.data || removed.data.length === 0) return null;
  return (
    <details className="text-sm" data-testid="removed-mentions">
      <summary className="w-fit cursor-pointer text-slate-700 underline-offset-2 hover:underline dark:text-slate-300">
        {t('insights.removed.title', { count: removed.data.length })}
      </summary>
      <ul className="mt-2 flex flex-col gap-2">
        {removed.data.map((m) => (
          <RemovedItem key={`${m.review_id}-${m.entry_id}`} mention={m} showEntry={showEntry} />
        ))}
      </ul>
    </details>
  );
}
