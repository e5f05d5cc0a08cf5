import { Search } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { FIELD_CLASS } from '../ui/field.ts';

/**
 * The labelled search box at the top of a location search popover (the sidebar's switcher and the
 * single-location picker).
 */
export function PopoverSearchInput({
  id,
  label,
  value,
  onChange,
  onKeyDown,
  describedBy,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  describedBy: string;
  testId?: string;
}) {
  return (
    <>
      <label
        htmlFor={id}
        className="block px-2 py-1.5 text-xs font-semibold text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <div className="relative p-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-600 dark:text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={label}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
          className={`${FIELD_CLASS} w-full py-1.5 pl-8`}
          data-testid={testId}
        />
      </div>
    </>
  );
}

/**
 * The line under a location search saying how many match ("No location matches", "7 locations",
 * "50 of 120 shown: type more"), read out as it changes. `words` are the caller's translations.
 */
export function MatchStatus({
  id,
  count,
  shown,
  words,
  className = '',
  testId,
}: {
  id: string;
  count: number;
  shown: number;
  words: { none: string; some: string; more: string };
  className?: string;
  testId: string;
}) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={`text-xs text-slate-700 dark:text-slate-300 ${className}`}
      data-testid={testId}
    >
      {count === 0 ? words.none : count > shown ? words.more : words.some}
    </p>
  );
}
