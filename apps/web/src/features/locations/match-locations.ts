import type { TLocation } from '@tableside/domain/schemas/locations';

/** How many locations the switcher lists at once: a chain's 1,000 are searched, not scrolled. */
export const SHOWN_LOCATIONS = 50;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The locations whose name contains every word of the query, accents and case aside, in their
 * order; All stays first while the query is empty.
 */
export function matchLocations(
  locations: readonly TLocation[],
  query: string,
  nameOf: (location: TLocation) => string,
): TLocation[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...locations];
  return locations.filter((location) => {
    const name = fold(nameOf(location));
    return words.every((word) => name.includes(word));
  });
}
