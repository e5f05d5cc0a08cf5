import type { TColleague } from '@tableside/domain/schemas/workflow';
import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../ui/field.ts';
import { mentionCandidates, mentionQuery } from './mentions.ts';

/**
 * A plain text area where "@" opens a list of the colleagues who may see the location; picking
 * one writes "@Name" and remembers who it is (`onPick`), so the server gets ids, not guesses.
 */
export function MentionTextarea({
  value,
  onChange,
  onPick,
  colleagues,
  label,
  hint,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  onPick: (colleague: TColleague) => void;
  colleagues: readonly TColleague[];
  label: string;
  /** The line under the box; by default, that a mention notifies. */
  hint?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const listId = `${id}-mentions`;
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const query = mentionQuery(value, caret);
  const options = query ? mentionCandidates(colleagues, query.query) : [];
  const open = options.length > 0;

  function pick(colleague: TColleague) {
    if (!query) return;
    const inserted = `@${colleague.name} `;
    const next = value.slice(0, query.start) + inserted + value.slice(caret);
    const at = query.start + inserted.length;
    onChange(next);
    onPick(colleague);
    setCaret(at);
    requestAnimationFrame(() => area.current?.setSelectionRange(at, at));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(options[Math.min(active, options.length - 1)] as TColleague);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setCaret(-1);
    }
  }

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={area}
        id={id}
        rows={3}
        value={value}
        disabled={disabled}
        className={clsx(FIELD_CLASS, 'w-full')}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        data-testid="note-input"
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={handleKeyDown}
      />
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {hint ?? t('workflow.notes.hint')}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('workflow.notes.mentionList')}
        hidden={!open}
        className="absolute top-full z-10 mt-1 max-h-56 w-64 overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {options.map((c, i) => (
          <li
            key={c.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            data-testid="mention-option"
            onMouseDown={(event) => {
              // Keep the text area's focus and caret.
              event.preventDefault();
              pick(c);
            }}
            className={clsx(
              'cursor-pointer px-3 py-1.5 text-sm',
              i === active && 'bg-blue-100 dark:bg-slate-700',
            )}
          >
            <span className="font-medium">{c.name}</span>{' '}
            <span className="text-slate-700 dark:text-slate-300">
              {t(`common:roles.${c.role}`, { defaultValue: c.role })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
