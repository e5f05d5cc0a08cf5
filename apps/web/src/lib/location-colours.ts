import { useMemo, useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage.ts';

/** Mid-tone colours that read on white and on slate-900 alike, with their names' keys. */
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

/** common:colours.<name>, the name a colour is read out by in the colour picker. */
export const COLOUR_NAMES: Record<(typeof CHART_COLOURS)[number], string> = {
  '#2563eb': 'blue',
  '#d97706': 'amber',
  '#059669': 'green',
  '#db2777': 'pink',
  '#7c3aed': 'violet',
  '#0891b2': 'cyan',
  '#dc2626': 'red',
  '#65a30d': 'lime',
};

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

function readSaved(): Record<string, string> {
  try {
    const saved = JSON.parse(readStored(LOCATION_COLOURS_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

// The saved colours as one snapshot, replaced on every change, so screens re-render with it.
let snapshot = readStored(LOCATION_COLOURS_KEY) ?? '{}';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a colour.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCATION_COLOURS_KEY) return;
    snapshot = event.newValue ?? '{}';
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function save(colours: Record<string, string>) {
  snapshot = JSON.stringify(colours);
  writeStored(LOCATION_COLOURS_KEY, snapshot);
  for (const listener of listeners) listener();
}

/** Each location's colour, the same on every chart; a new location's is chosen and kept. */
export function useLocationColours(ids: readonly string[]): Record<string, string> {
  const current = useSyncExternalStore(subscribe, () => snapshot);
  const key = ids.join(',');
  return useMemo(() => {
    const saved = readSaved();
    const colours = assignColours(key ? key.split(',') : [], saved);
    if (Object.entries(colours).some(([id, colour]) => saved[id] !== colour))
      writeStored(LOCATION_COLOURS_KEY, JSON.stringify({ ...saved, ...colours }));
    return colours;
    // `current` changes whenever a colour is chosen: the saved ones are read again.
  }, [key, current]);
}

/** Chosen in the account dialog's Locations tab. */
export function setLocationColour(id: string, colour: string): void {
  save({ ...readSaved(), [id]: colour });
}
