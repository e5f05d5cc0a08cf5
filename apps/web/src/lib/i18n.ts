import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** `superadmin`: the console's strings, apart so the restaurants' dashboard never loads them. */
export type Namespace = 'common' | 'dashboard' | 'public' | 'superadmin';

/**
 * Namespaces load on demand, each JSON file its own chunk. English is the fallback: when a
 * French file fails to load, the English text shows instead.
 */
export function initI18n(lang: Language): void {
  i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(
        (language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`),
      ),
    )
    .on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
  void i18next.init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
}

/** Loads namespaces before a route renders, so entering an area never flashes a fallback. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return i18next.loadNamespaces(namespaces);
}

export function changeLanguage(lang: Language): Promise<unknown> {
  return i18next.language === lang ? Promise.resolve() : i18next.changeLanguage(lang);
}
