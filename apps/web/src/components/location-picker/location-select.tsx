import { clsx } from 'clsx';
import { ChevronsUpDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../ui/field.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { LocationSearchList } from './location-search-list.tsx';
import type { PickerLocation } from './location-selection.ts';
import { SEARCH_PAST } from '../../lib/match-locations.ts';

const nameOf = (l: PickerLocation) => l.name;

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
  const labelId = useId();
  const valueId = useId();
  const current = locations.find((l) => l.id === value);
  const choose = (id: string | null) => {
    onChange(id);
    setOpen(false);
  };
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <span id={labelId} className={labelClassName}>
        {label}
      </span>
      {/* Modal: inside a dialog, the list must scroll and take the focus as its own layer. */}
      <Popover modal open={open} onOpenChange={setOpen}>
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
          <LocationSearchList
            locations={locations}
            nameOf={nameOf}
            selectedId={value}
            onChoose={choose}
            listLabel={t('locationPicker.list', { label })}
            emptyLabel={emptyLabel}
            mark="pressed"
            wrapNames
            statusTestId="location-picker-status"
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
