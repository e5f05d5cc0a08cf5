import { Check } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuProps } from '../../../components/ui/deferred-menu.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { useLocationName } from '../hooks/use-location-name.ts';
import { useSelectedLocation } from '../hooks/use-selected-location.ts';
import { focusFirstOption, moveFocus } from '../../../components/location-picker/list-focus.ts';
import {
  MatchStatus,
  PopoverSearchInput,
} from '../../../components/location-picker/search-parts.tsx';
import { matchLocations, SHOWN_LOCATIONS } from '../../../lib/match-locations.ts';

/**
 * The location switcher of a chain: a search field over the first matches, so 1,000 locations
 * are found by typing rather than rendered and scrolled. A popover rather than a menu, since a
 * menu may hold only its items. The arrow keys move from the field into the list; Enter in the
 * field picks the first match.
 */
export function LocationSearchPopover({ trigger, defaultOpen }: MenuProps) {
  const { t } = useTranslation('dashboard');
  const { locations, selectedId, select } = useSelectedLocation();
  const nameOf = useLocationName();
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const statusId = useId();
  const matches = useMemo(
    () => matchLocations(locations, query, nameOf),
    [locations, query, nameOf],
  );
  const shown = matches.slice(0, SHOWN_LOCATIONS);
  // Each opening starts from the whole list.
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };
  const choose = (id: string) => {
    select(id);
    openChange(false);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOption(event.currentTarget);
    } else if (event.key === 'Enter' && shown[0]) {
      event.preventDefault();
      choose(shown[0].id);
    }
  };
  const onOptionKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    moveFocus(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-1" data-location-search="">
        <PopoverSearchInput
          id={searchId}
          value={query}
          onChange={setQuery}
          onKeyDown={onSearchKey}
          describedBy={statusId}
          testId="location-search"
        />
        <ul aria-label={t('locations.label')} className="max-h-[300px] overflow-y-auto">
          {shown.map((location) => {
            const selected = location.id === selectedId;
            return (
              <li key={location.id}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => choose(location.id)}
                  onKeyDown={onOptionKey}
                  data-location-option=""
                  data-testid={`location-option-${location.id}`}
                  className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                >
                  <span className="flex size-4 shrink-0 items-center justify-center">
                    {selected && <Check aria-hidden="true" className="size-4" />}
                  </span>
                  <span className="min-w-0 truncate">{nameOf(location)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <MatchStatus
          id={statusId}
          count={matches.length}
          shown={shown.length}
          className="px-2 py-1.5"
          testId="location-search-status"
        />
      </PopoverContent>
    </Popover>
  );
}
