import { Navigate, useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, languageRedirect, readPreferredLanguage } from '../../lib/languages.ts';

/**
 * `/`, a path without a language prefix, or an unknown language
 * (docs/product/dashboard-screens.md#languages-and-paths).
 */
export function LanguageRedirect() {
  const location = useLocation();
  const target = languageRedirect(location, readPreferredLanguage()) ?? `/${DEFAULT_LANGUAGE}`;
  return <Navigate replace to={target} />;
}
