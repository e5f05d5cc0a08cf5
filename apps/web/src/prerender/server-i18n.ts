import { createInstance, type i18n } from 'i18next';
import type { Language } from '../lib/languages.ts';
import enCommon from '../locales/en/common.json';
import enPublic from '../locales/en/public.json';
import frCommon from '../locales/fr/common.json';
import frPublic from '../locales/fr/public.json';

const RESOURCES = {
  en: { common: enCommon, public: enPublic },
  fr: { common: frCommon, public: frPublic },
} satisfies Record<Language, Record<'common' | 'public', object>>;

/**
 * An i18next instance of its own for one prerendered language, ready at once: the JSON is
 * imported, not fetched. Without a fallback language, a missing French key shows as its key
 * rather than as English (the locale tests check that every key exists).
 */
export function createServerI18n(lang: Language): i18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: RESOURCES[lang] },
    ns: ['common', 'public'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
