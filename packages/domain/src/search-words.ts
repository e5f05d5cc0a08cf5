/**
 * How a location search reads what was typed: every word must appear, accents and case aside.
 * The pickers match in the browser (apps/web/src/lib/match-locations.ts) and the locations panel
 * on the server (apps/server/src/features/locations/location-page.ts), both with these words.
 */
export const foldForSearch = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The folded words of a query, blanks dropped: none means no search. */
export const searchWords = (query: string) => foldForSearch(query).split(/\s+/).filter(Boolean);
