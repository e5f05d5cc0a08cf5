import { Navigate, useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, languageRedirect, readPreferredLanguage } from '../../lib/languages.ts';

/** `/`, a path without a language prefix, or an unknown language (public-site… §2). */
export function LanguageRedirect() {
  const location = useLocation();
  const target = languageRedirect(location, readPreferredLanguage()) ?? `/${DEFAULT_LANGUAGE}`;
  return <Navigate replace to={target} />;
}
