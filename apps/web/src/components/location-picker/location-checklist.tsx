import { Search } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../ui/checkbox.tsx';
import { FIELD_CLASS } from '../ui/field.ts';
import {
  clearMatching,
  matchingState,
  selectMatching,
  toggleLocation,
  type PickerLocation,
} from './location-selection.ts';
import { matchLocations, SEARCH_PAST, SHOWN_LOCATIONS } from '../../lib/match-locations.ts';
import { MatchStatus } from './search-parts.tsx';

const nameOf = (l: PickerLocation) => l.name;
const ROW = 'flex items-center gap-2 py-1 text-sm';

/**
 * Several locations, ticked. A plain list of boxes for a few; past a screenful, a search over
 * them with how many are chosen, a box for every match at once and the first matches listed, so
 * a chain's 1,000 locations are found by typing rather than scrolled.
 */
export type LocationChecklistProps = {
  label: string;
  locations: readonly PickerLocation[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  testId?: string;
};

export function LocationChecklist({
  label,
  locations,
  value,
  onChange,
  testId,
}: LocationChecklistProps) {
  const box = (l: PickerLocation) => (
    <label key={l.id} className={ROW}>
      <Checkbox
        checked={value.includes(l.id)}
        onChange={(e) => onChange(toggleLocation(value, l.id, e.target.checked))}
      />
      <span className="min-w-0 break-words">{l.name}</span>
    </label>
  );
  if (locations.length <= SEARCH_PAST)
    return (
      <fieldset className="flex flex-col gap-1" data-testid={testId}>
        <legend className="text-xs font-medium">{label}</legend>
        <div className="flex flex-wrap gap-x-4">{locations.map(box)}</div>
      </fieldset>
    );
  return (
    <SearchedChecklist
      label={label}
      locations={locations}
      value={value}
      onChange={onChange}
      testId={testId}
      box={box}
    />
  );
}

function SearchedChecklist({
  label,
  locations,
  value,
  onChange,
  testId,
  box,
}: {
  label: string;
  locations: readonly PickerLocation[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  testId?: string;
  box: (l: PickerLocation) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const [selectedOnly, setSelectedOnly] = useState(false);
  const searchId = useId();
  const statusId = useId();
  const matches = useMemo(() => {
    const chosen = new Set(value);
    const pool = selectedOnly ? locations.filter((l) => chosen.has(l.id)) : locations;
    return matchLocations(pool, query, nameOf);
  }, [locations, value, query, selectedOnly]);
  const shown = matches.slice(0, SHOWN_LOCATIONS);
  const state = matchingState(value, matches);
  const searched = query.trim() !== '';
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid={testId} data-location-picker="">
      <legend className="text-xs font-medium">{label}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="relative min-w-0 flex-1 basis-full sm:basis-56">
          <label htmlFor={searchId} className="sr-only">
            {t('locationPicker.search')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-600 dark:text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('locationPicker.search')}
            aria-describedby={statusId}
            onChange={(e) => setQuery(e.target.value)}
            // Enter in the search must not submit the form around the picker.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            className={`${FIELD_CLASS} w-full py-1.5 pl-8`}
          />
        </div>
        <p
          className="text-sm font-medium text-slate-800 dark:text-slate-200"
          data-testid="location-picker-count"
        >
          {t('locationPicker.selected', { count: value.length })}
        </p>
        <label className={ROW}>
          <Checkbox checked={selectedOnly} onChange={(e) => setSelectedOnly(e.target.checked)} />
          {t('locationPicker.selectedOnly')}
        </label>
      </div>
      {matches.length > 0 && (
        <label
          className={`${ROW} border-b border-slate-200 pb-2 font-medium dark:border-slate-700`}
        >
          <Checkbox
            checked={state === 'all'}
            indeterminate={state === 'some'}
            onChange={() =>
              onChange(
                state === 'all' ? clearMatching(value, matches) : selectMatching(value, matches),
              )
            }
            data-testid="location-picker-all"
          />
          {searched || selectedOnly
            ? t('locationPicker.selectMatching', { count: matches.length })
            : t('locationPicker.selectAll', { count: matches.length })}
        </label>
      )}
      <div
        role="group"
        aria-label={t('locationPicker.list', { label })}
        className="flex max-h-64 flex-col overflow-y-auto pl-1"
      >
        {shown.map(box)}
      </div>
      <MatchStatus
        id={statusId}
        count={matches.length}
        shown={shown.length}
        testId="location-picker-status"
      />
    </fieldset>
  );
}
