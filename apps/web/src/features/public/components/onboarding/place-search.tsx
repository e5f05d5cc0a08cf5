import type { OnboardingLocationDraft } from '@tableside/domain/onboarding';
import type { TPlaceSuggestion } from '@tableside/domain/schemas/public-leads';
import { MapPin } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../../components/ui/field.ts';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value.ts';
import { fetchPlace, searchPlaces } from '../../api/public-api.ts';

type Search =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; suggestions: TPlaceSuggestion[] };

/**
 * Google Places search for one location entry, through the server (the key stays there).
 * Choosing a result fills the entry's name, address, place id, coordinates and website; the
 * fields below stay editable, and stay the way in when search finds nothing.
 */
export function PlaceSearch({
  index,
  lang,
  entry,
  onChoose,
}: {
  index: number;
  lang: string;
  entry: OnboardingLocationDraft;
  onChoose: (patch: Partial<OnboardingLocationDraft>) => void;
}) {
  const { t } = useTranslation('public');
  const id = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const debounced = useDebouncedValue(query.trim(), 300);

  useEffect(() => {
    if (debounced.length < 2) return setSearch({ status: 'idle' });
    const controller = new AbortController();
    setSearch({ status: 'loading' });
    searchPlaces(debounced, lang, controller.signal).then(
      (suggestions) => setSearch({ status: 'ready', suggestions }),
      (error: unknown) => {
        if (!(error instanceof DOMException)) setSearch({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [debounced, lang]);

  const handleChoose = async (suggestion: TPlaceSuggestion) => {
    setSearch({ status: 'loading' });
    try {
      const place = await fetchPlace(suggestion.place_id, lang);
      onChoose({
        name: place.name,
        place_id: place.place_id,
        address: { formatted: place.address, lat: place.lat, lng: place.lng },
        website: place.website ?? entry.website,
      });
      setQuery('');
      setSearch({ status: 'idle' });
    } catch {
      setSearch({ status: 'failed' });
    }
  };

  return (
    <div className="flex flex-col gap-2 md:col-span-3">
      <label htmlFor={id} className="text-sm font-medium">
        {t('onboarding.locations.places.search')}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={query}
        maxLength={120}
        onChange={(event) => setQuery(event.target.value)}
        className={FIELD_CLASS}
        data-testid={`onboarding-location-${index}-search`}
      />
      <div role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {search.status === 'loading' && t('onboarding.locations.places.searching')}
        {search.status === 'failed' && t('onboarding.locations.places.searchFailed')}
        {search.status === 'ready' &&
          search.suggestions.length === 0 &&
          t('onboarding.locations.places.noResults')}
      </div>
      {search.status === 'ready' && search.suggestions.length > 0 && (
        <ul aria-label={t('onboarding.locations.places.results')} className="flex flex-col gap-1">
          {search.suggestions.map((suggestion) => (
            <li key={suggestion.place_id}>
              <button
                type="button"
                onClick={() => void handleChoose(suggestion)}
                aria-label={t('onboarding.locations.places.choose', { name: suggestion.name })}
                className="flex w-full flex-col rounded-md border border-slate-300 px-3 py-2 text-left text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                <span className="font-medium">{suggestion.name}</span>
                <span className="text-slate-700 dark:text-slate-300">{suggestion.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {entry.place_id && (
        <p
          className="flex items-start gap-2 rounded-md bg-blue-50 p-3 text-sm dark:bg-blue-950"
          data-testid={`onboarding-location-${index}-selected`}
        >
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('onboarding.locations.places.selected', {
            name: entry.name,
            address: entry.address.formatted,
          })}
        </p>
      )}
    </div>
  );
}
