import type { TLocationName } from '@tableside/domain/schemas/locations';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchStatus } from '../../../components/location-picker/search-parts.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { matchLocations, SEARCH_PAST } from '../../../lib/match-locations.ts';

const nameOf = (l: TLocationName) => l.name;

/**
 * The restaurant form's locations, each removable. A chain's 1,000 would push Save a thousand
 * chips down: past a screenful, a search shows the first matches and says how many there are.
 */
export function LocationChips({
  kept,
  added,
  onRemoveKept,
  onRemoveAdded,
}: {
  kept: readonly TLocationName[];
  added: readonly string[];
  onRemoveKept: (location: TLocationName) => void;
  onRemoveAdded: (index: number) => void;
}) {
  const { t } = useTranslation('superadmin');
  const statusId = useId();
  const [search, setSearch] = useState('');
  const searched = kept.length > SEARCH_PAST;
  const matches = searched ? matchLocations(kept, search, nameOf) : kept;
  const shown = matches.slice(0, SEARCH_PAST);
  const chips = [
    ...shown.map((l) => ({ key: l.id, name: l.name, remove: () => onRemoveKept(l) })),
    ...added.map((name, i) => ({ key: `new-${i}`, name, remove: () => onRemoveAdded(i) })),
  ];
  return (
    <>
      {searched && (
        <div className="flex flex-col gap-1">
          <TextField
            label={t('common:locationPicker.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // Enter searches; it never submits the restaurant form.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            aria-describedby={statusId}
          />
          <MatchStatus
            id={statusId}
            count={matches.length}
            shown={shown.length}
            testId="restaurant-locations-status"
          />
        </div>
      )}
      <ul className="flex flex-wrap gap-2 empty:hidden">
        {chips.map((l) => (
          <li
            key={l.key}
            className="flex min-w-0 items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm dark:bg-slate-800"
          >
            <span className="min-w-0 truncate">{l.name}</span>
            <button
              type="button"
              onClick={l.remove}
              aria-label={t('superadmin.restaurants.removeLocation', { name: l.name })}
              className="rounded-full p-1 hover:bg-slate-200 dark:hover:bg-slate-700"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
