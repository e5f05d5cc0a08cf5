import { readStored, writeStored } from '../../lib/storage.ts';

/** Mid-tone colours that read on white and on slate-900 alike. */
export const CHART_COLOURS = [
  '#2563eb',
  '#d97706',
  '#059669',
  '#db2777',
  '#7c3aed',
  '#0891b2',
  '#dc2626',
  '#65a30d',
] as const;

export const LOCATION_COLOURS_KEY = 'locationColours';

/**
 * A colour per location that stays the same from chart to chart and visit to visit
 * (docs/product/analytics.md#location-colours). New locations take the least used.
 */
export function assignColours(
  ids: readonly string[],
  saved: Record<string, string>,
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const id of ids) if (saved[id]) next[id] = saved[id];
  for (const id of ids) {
    if (next[id]) continue;
    const used = Object.values(next);
    const least = [...CHART_COLOURS].sort(
      (a, b) => used.filter((c) => c === a).length - used.filter((c) => c === b).length,
    )[0];
    next[id] = least as string;
  }
  return next;
}

export function locationColours(ids: readonly string[]): Record<string, string> {
  let saved: Record<string, string> = {};
  try {
    saved = JSON.parse(readStored(LOCATION_COLOURS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    saved = {};
  }
  const colours = assignColours(ids, saved);
  writeStored(LOCATION_COLOURS_KEY, JSON.stringify({ ...saved, ...colours }));
  return colours;
}
