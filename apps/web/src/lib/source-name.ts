import type { TFunction } from 'i18next';

/** Brand names are not translated; our own sources are (dashboard `reviews.sources.*`). */
const BRAND_NAMES: Record<string, string> = {
  google: 'Google',
  yelp: 'Yelp',
  tripadvisor: 'Tripadvisor',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

export function brandName(source: string): string | null {
  return BRAND_NAMES[source] ?? null;
}

/** Where a review came from, as a reader names it: "Google", "Import CSV", never `csv`. */
export function sourceName(source: string, t: TFunction): string {
  return brandName(source) ?? t(`dashboard:reviews.sources.${source}`, { defaultValue: source });
}
