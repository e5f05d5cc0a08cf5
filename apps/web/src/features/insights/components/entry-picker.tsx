import type { MentionKind } from '@tableside/domain/mention-corrections';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { useLang } from '../../../hooks/use-lang.ts';
import { INTL_LOCALES } from '../../../lib/languages.ts';
import { searchEntries, type PickableEntry } from './entry-search.ts';

/**
 * Another dish or person, filtered as one types (a combobox over a listbox: arrows move, Enter
 * picks, Escape closes the dialog around it), sorted by name. Focus stays in the search field.
 */
export function EntryPicker({
  kind,
  entries,
  onPick,
}: {
  kind: MentionKind;
  entries: readonly PickableEntry[];
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ids = { input: useId(), list: useId() };
  const listRef = useRef<HTMLUListElement>(null);
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(INTL_LOCALES[lang], { sensitivity: 'base' });
    return [...entries].sort((a, b) => collator.compare(a.name, b.name));
  }, [entries, lang]);
  const shown = useMemo(() => searchEntries(sorted, query), [sorted, query]);
  const current = Math.min(active, shown.length - 1);
  const optionId = (i: number) => `${ids.list}-${i}`;

  useEffect(() => {
    listRef.current
      ?.querySelector(`[data-index="${current}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
    };
    if (event.key in moves && shown.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' && shown[current]) {
      event.preventDefault();
      onPick(shown[current].id);
    }
  }

  const k = `insights.correction.${kind}`;
  return (
    <div className="flex min-h-0 flex-col gap-2 px-5 py-4" data-testid="entry-choices">
      <label htmlFor={ids.input} className="text-sm font-medium">
        {t(`${k}.search`)}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600 dark:text-slate-400"
        />
        <input
          id={ids.input}
          type="text"
          role="combobox"
          aria-expanded={shown.length > 0}
          aria-controls={shown.length > 0 ? ids.list : undefined}
          aria-autocomplete="list"
          aria-activedescendant={shown.length > 0 ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          // The dialog opens on the search: the first thing one does is type.
          autoFocus
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={handleKey}
          className={clsx(FIELD_CLASS, 'w-full pl-9')}
        />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
          {t(`${k}.noMatch`, { query: query.trim() })}
        </p>
      ) : (
        <ul
          ref={listRef}
          id={ids.list}
          role="listbox"
          tabIndex={-1}
          aria-label={t(`${k}.choices`)}
          className="flex max-h-[min(20rem,50dvh)] flex-col gap-0.5 overflow-y-auto rounded-md border border-slate-200 p-1 dark:border-slate-700"
        >
          {shown.map((e, i) => (
            <li
              key={e.id}
              id={optionId(i)}
              data-index={i}
              role="option"
              aria-selected={i === current}
              onMouseMove={() => i !== current && setActive(i)}
              // Keep the focus in the field: a click picks without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(e.id)}
              className={clsx(
                'cursor-pointer rounded px-3 py-2 text-sm',
                i === current
                  ? 'bg-blue-700 text-white dark:bg-blue-400 dark:text-slate-950'
                  : 'text-slate-900 dark:text-slate-100',
              )}
            >
              {e.name}
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {t('insights.correction.matches', { count: shown.length })}
      </p>
    </div>
  );
}
