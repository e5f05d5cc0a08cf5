import { Search } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../ui/field.ts';

/**
 * The labelled search box at the top of a location search popover (the sidebar's switcher and the
 * single-location picker), and above the Administration locations panel's list.
 */
export function PopoverSearchInput({
  id,
  value,
  onChange,
  onKeyDown,
  describedBy,
  testId,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  describedBy: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const label = t('locationPicker.search');
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
 * "The first 50 of 120 locations: type to narrow"), read out as it changes.
 */
export function MatchStatus({
  id,
  count,
  shown,
  className = '',
  testId,
}: {
  id: string;
  count: number;
  shown: number;
  className?: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('common');
  // "1,000 locations" / "1 000 établissements", as the panel's page range writes its numbers.
  const total = count.toLocaleString(i18n.language);
  return (
    <p
      id={id}
      aria-live="polite"
      className={`text-xs text-slate-700 dark:text-slate-300 ${className}`}
      data-testid={testId}
    >
      {count === 0
        ? t('locationPicker.noMatch')
        : count > shown
          ? t('locationPicker.moreMatches', { shown, count, total })
          : t('locationPicker.matches', { count, total })}
    </p>
  );
}
