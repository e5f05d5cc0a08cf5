import { clsx } from 'clsx';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../ui/field.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { focusFirstOption, moveFocus } from './list-focus.ts';
import { MatchStatus, PopoverSearchInput } from './search-parts.tsx';
import type { PickerLocation } from './location-selection.ts';
import { matchLocations, SEARCH_PAST, SHOWN_LOCATIONS } from '../../lib/match-locations.ts';

const nameOf = (l: PickerLocation) => l.name;
const OPTION =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

export type LocationSelectProps = {
  label: string;
  locations: readonly PickerLocation[];
  value: string | null;
  onChange: (id: string | null) => void;
  /** The choice of no location ("Every location", "Any"); without it a location is required. */
  emptyLabel?: string;
  invalid?: boolean;
  /** The native select's own check, a few locations only; past them the form checks. */
  required?: boolean;
  testId?: string;
  labelClassName?: string;
  className?: string;
};

/**
 * One location, or none when `emptyLabel` offers it. A native select for a few locations; past
 * a screenful, a button opening a search over them that lists the first matches, as the
 * sidebar's switcher does, so a chain's 1,000 locations are found by typing.
 */
export function LocationSelect(props: LocationSelectProps) {
  const { label, locations, value, onChange, emptyLabel, invalid, required, testId } = props;
  const id = useId();
  const labelClassName = props.labelClassName ?? 'text-xs font-medium';
  if (locations.length > SEARCH_PAST) return <SearchedSelect {...props} />;
  return (
    <div className={clsx('flex flex-col gap-1', props.className)}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={invalid || undefined}
        required={required}
        className={FIELD_CLASS}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value || null)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function SearchedSelect({
  label,
  locations,
  value,
  onChange,
  emptyLabel,
  invalid,
  testId,
  labelClassName = 'text-xs font-medium',
  className,
}: LocationSelectProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const labelId = useId();
  const valueId = useId();
  const searchId = useId();
  const statusId = useId();
  const matches = useMemo(() => matchLocations(locations, query, nameOf), [locations, query]);
  const shown = matches.slice(0, SHOWN_LOCATIONS);
  const current = locations.find((l) => l.id === value);
  // The empty choice stays above the matches until the user types.
  const offerEmpty = emptyLabel !== undefined && query.trim() === '';
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };
  const choose = (id: string | null) => {
    onChange(id);
    openChange(false);
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOption(event.currentTarget);
    } else if (event.key === 'Enter') {
      // Enter picks the first match and never submits the form around the picker.
      event.preventDefault();
      if (shown[0]) choose(shown[0].id);
    }
  };
  const onOptionKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    moveFocus(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
  };
  const option = (id: string | null, name: string) => {
    const selected = (value ?? null) === id;
    return (
      <li key={id ?? ''}>
        <button
          type="button"
          aria-pressed={selected}
          onClick={() => choose(id)}
          onKeyDown={onOptionKey}
          data-location-option=""
          className={OPTION}
        >
          <span className="flex size-4 shrink-0 items-center justify-center">
            {selected && <Check aria-hidden="true" className="size-4" />}
          </span>
          <span className="min-w-0 break-words">{name}</span>
        </button>
      </li>
    );
  };
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <span id={labelId} className={labelClassName}>
        {label}
      </span>
      {/* Modal: inside a dialog, the list must scroll and take the focus as its own layer. */}
      <Popover modal open={open} onOpenChange={openChange}>
        <PopoverTrigger asChild>
          <button
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-invalid={invalid || undefined}
            className={clsx(FIELD_CLASS, 'flex min-w-44 items-center gap-2 text-left')}
            data-testid={testId}
            data-location-picker=""
          >
            <span id={valueId} className="min-w-0 flex-1 truncate">
              {current?.name ?? emptyLabel ?? t('locationPicker.choose')}
            </span>
            <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0" />
          </button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-72 p-1" data-location-search="">
          <PopoverSearchInput
            id={searchId}
            value={query}
            onChange={setQuery}
            onKeyDown={onSearchKey}
            describedBy={statusId}
          />
          <ul
            aria-label={t('locationPicker.list', { label })}
            className="max-h-[300px] overflow-y-auto"
          >
            {offerEmpty && option(null, emptyLabel)}
            {shown.map((l) => option(l.id, l.name))}
          </ul>
          <MatchStatus
            id={statusId}
            count={matches.length}
            shown={shown.length}
            className="px-2 py-1.5"
            testId="location-picker-status"
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
