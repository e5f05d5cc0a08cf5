import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathInLanguage, storePreferredLanguage, type Language } from '../lib/languages.ts';

/** Stores the choice, then rewrites the prefix; the route guard switches i18next and <html lang>. */
export function useSwitchLanguage(): (lang: Language) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (lang) => {
      storePreferredLanguage(lang);
      void navigate(pathInLanguage(location.pathname, lang) + location.search + location.hash);
    },
    [navigate, location],
  );
}
