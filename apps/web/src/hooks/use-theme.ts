import { useCallback, useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeTheme, type Theme } from '../lib/theme.ts';

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
