import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../lib/languages.ts';

/** The language of the current route's prefix (the guard has already validated it). */
export function useLang(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
