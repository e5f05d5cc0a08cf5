import type { TColleague, TNote } from '@tableside/domain/schemas/workflow';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { MessageSquareLock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../hooks/use-lang.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../ui/button.tsx';
import { ErrorText } from '../ui/error-text.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { MentionTextarea } from './mention-textarea.tsx';
import { mentionsIn } from './mentions.ts';

export type NoteInput = { body: string; mentions: string[] };

function Note({ note }: { note: TNote }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  return (
    <li
      className="flex flex-col gap-1 rounded-md bg-amber-50 p-3 dark:bg-slate-800"
      data-testid="note"
    >
      <p className="flex flex-wrap items-baseline gap-2 text-xs text-slate-700 dark:text-slate-300">
        <span className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {note.author_name ?? t('workflow.notes.formerUser')}
        </span>
        <time dateTime={note.created_at}>{formatDateTime(note.created_at, lang)}</time>
      </p>
      <p className="text-sm whitespace-pre-line">{note.body}</p>
    </li>
  );
}

/**
 * The staff's internal notes on a review or a social comment
 * (docs/product/team-workflow.md#internal-notes): never sent to the platform. "@" mentions a
 * colleague who may see the location. The feature that shows it reads and adds the notes.
 */
export function NotesPanel({
  notes,
  add,
  colleagues,
  mayWrite,
  hint,
  titled = true,
}: {
  notes: UseQueryResult<TNote[]>;
  add: UseMutationResult<unknown, Error, NoteInput>;
  colleagues: readonly TColleague[];
  mayWrite: boolean;
  hint?: string;
  /** False under a disclosure that already names the notes: no second heading. */
  titled?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <section
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : t('workflow.notes.title')}
      className="flex flex-col gap-3"
      data-testid="notes-thread"
    >
      {titled && (
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          <MessageSquareLock aria-hidden="true" className="size-4" />
          {t('workflow.notes.title')}
        </h3>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('workflow.notes.private')}</p>
      <NoteList notes={notes} />
      {mayWrite && <NoteComposer add={add} colleagues={colleagues} hint={hint} />}
    </section>
  );
}

function NoteList({ notes }: { notes: UseQueryResult<TNote[]> }) {
  const { t } = useTranslation('dashboard');
  if (notes.isPending) return <Spinner label={t('common:loading')} showLabel />;
  if (notes.isError) return <ErrorText error={notes.error} />;
  if (notes.data.length === 0)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('workflow.notes.empty')}</p>
    );
  return (
    <ul className="flex flex-col gap-2">
      {notes.data.map((note) => (
        <Note key={note.id} note={note} />
      ))}
    </ul>
  );
}

function NoteComposer({
  add,
  colleagues,
  hint,
}: {
  add: UseMutationResult<unknown, Error, NoteInput>;
  colleagues: readonly TColleague[];
  hint?: string;
}) {
  const { t } = useTranslation('dashboard');
  const [body, setBody] = useState('');
  const [picked, setPicked] = useState<Map<string, string>>(new Map());

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') return;
    add.mutate(
      { body, mentions: mentionsIn(body, picked) },
      {
        onSuccess: () => {
          setBody('');
          setPicked(new Map());
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <MentionTextarea
        value={body}
        onChange={setBody}
        onPick={(c: TColleague) => setPicked((m) => new Map(m).set(c.id, c.name))}
        colleagues={colleagues}
        label={t('workflow.notes.add')}
        hint={hint}
        disabled={add.isPending}
      />
      {add.isError && <ErrorText error={add.error} />}
      <Button
        type="submit"
        size="sm"
        className="self-start"
        disabled={add.isPending || body.trim() === ''}
        data-testid="note-submit"
      >
        {t('workflow.notes.submit')}
      </Button>
    </form>
  );
}
