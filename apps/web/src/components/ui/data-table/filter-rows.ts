import type { DataTableFilter, FilterValues } from './types.ts';

/** Text search over every string field of a row: case- and accent-insensitive, all words. */
export function matchesSearch(row: object, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = Object.values(row)
    .filter((value): value is string => typeof value === 'string')
    .map(normalise)
    .join('\n');
  return words.every((word) => haystack.includes(word));
}

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A row passes a filter when no value is chosen or it matches any chosen value. */
export function matchesFilters<T>(
  row: T,
  filters: readonly DataTableFilter<T>[],
  values: FilterValues,
): boolean {
  return filters.every((filter) => {
    const chosen = values[filter.key] ?? [];
    if (chosen.length === 0) return true;
    const matches = filter.matches ?? ((r: T, value: string) => String(r[filter.key]) === value);
    return chosen.some((value) => matches(row, value));
  });
}

export function filterRows<T extends object>(
  rows: readonly T[],
  search: string,
  filters: readonly DataTableFilter<T>[],
  values: FilterValues,
): T[] {
  return rows.filter((row) => matchesSearch(row, search) && matchesFilters(row, filters, values));
}
