import { STORAGE_KEYS } from './storage-keys.ts';
import { writeStored } from './storage.ts';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

/** public/boot.js applies the stored theme before the first paint; the class is the truth. */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  writeStored(STORAGE_KEYS.theme, theme);
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
