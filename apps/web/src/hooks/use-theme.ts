import { useCallback, useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeTheme, type Theme } from '../lib/theme.ts';

/** Prerendering has no document: it renders the light theme and boot.js applies the stored one. */
const serverTheme = (): Theme => 'light';

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, serverTheme);
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
