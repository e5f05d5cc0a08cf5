import { Check } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { matchLocations, SHOWN_LOCATIONS } from '../../lib/match-locations.ts';
import { focusFirstOption, moveFocus } from './list-focus.ts';
import { MatchStatus, PopoverSearchInput } from './search-parts.tsx';

const OPTION =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

export type LocationSearchListProps<L extends { id: string }> = {
  locations: readonly L[];
  nameOf: (location: L) => string;
  selectedId: string | null;
  onChoose: (id: string | null) => void;
  listLabel: string;
  /** The choice of no location, listed above the matches until the user types. */
  emptyLabel?: string;
  /** How the chosen option is marked: the page's current location, or a form field's value. */
  mark: 'current' | 'pressed';
  /** A switcher's names stay on one line; a form's wrap so the whole name shows. */
  wrapNames?: boolean;
  searchTestId?: string;
  statusTestId: string;
  optionTestId?: (id: string) => string;
};

/**
 * The inside of a location search popover (the sidebar's switcher and a form's location field):
 * a search field over the first matches, so 1,000 locations are found by typing rather than
 * scrolled. The arrow keys move from the field into the list; Enter in the field picks the first
 * match and never submits a form around it. It lives inside the popover's content, so each
 * opening starts from an empty search.
 */
export function LocationSearchList<L extends { id: string }>(props: LocationSearchListProps<L>) {
  const { locations, nameOf, selectedId, onChoose, emptyLabel, mark } = props;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const statusId = useId();
  const matches = useMemo(
    () => matchLocations(locations, query, nameOf),
    [locations, query, nameOf],
  );
  const shown = matches.slice(0, SHOWN_LOCATIONS);
  const offerEmpty = emptyLabel !== undefined && query.trim() === '';

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOption(event.currentTarget);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (shown[0]) onChoose(shown[0].id);
    }
  };
  const onOptionKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    moveFocus(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
  };
  const option = (id: string | null, name: string) => {
    const selected = (selectedId ?? null) === id;
    return (
      <li key={id ?? ''}>
        <button
          type="button"
          aria-current={mark === 'current' && selected ? 'true' : undefined}
          aria-pressed={mark === 'pressed' ? selected : undefined}
          onClick={() => onChoose(id)}
          onKeyDown={onOptionKey}
          data-location-option=""
          data-testid={id === null ? undefined : props.optionTestId?.(id)}
          className={OPTION}
        >
          <span className="flex size-4 shrink-0 items-center justify-center">
            {selected && <Check aria-hidden="true" className="size-4" />}
          </span>
          <span className={props.wrapNames ? 'min-w-0 break-words' : 'min-w-0 truncate'}>
            {name}
          </span>
        </button>
      </li>
    );
  };

  return (
    <>
      <PopoverSearchInput
        id={searchId}
        value={query}
        onChange={setQuery}
        onKeyDown={onSearchKey}
        describedBy={statusId}
        testId={props.searchTestId}
      />
      <ul aria-label={props.listLabel} className="max-h-[300px] overflow-y-auto">
        {offerEmpty && option(null, emptyLabel)}
        {shown.map((location) => option(location.id, nameOf(location)))}
      </ul>
      <MatchStatus
        id={statusId}
        count={matches.length}
        shown={shown.length}
        className="px-2 py-1.5"
        testId={props.statusTestId}
      />
    </>
  );
}
