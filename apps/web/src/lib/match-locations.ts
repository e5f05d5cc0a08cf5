import { foldForSearch, searchWords } from '@tableside/domain/search-words';

/** How many locations a search lists at once: a chain's 1,000 are searched, not scrolled. */
export const SHOWN_LOCATIONS = 50;

/** Up to this many locations a switcher or picker is a plain list; past it, a search. */
export const SEARCH_PAST = 25;

/**
 * The locations whose name contains every word of the query, accents and case aside, in their
 * order; All stays first while the query is empty.
 */
export function matchLocations<L extends { id: string }>(
  locations: readonly L[],
  query: string,
  nameOf: (location: L) => string,
): L[] {
  const words = searchWords(query);
  if (words.length === 0) return [...locations];
  return locations.filter((location) => {
    const name = foldForSearch(nameOf(location));
    return words.every((word) => name.includes(word));
  });
}
