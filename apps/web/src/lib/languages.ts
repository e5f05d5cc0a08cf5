import type { TLanguage } from '@tableside/domain/schemas/common';
import { STORAGE_KEYS } from './storage-keys.ts';
import { readStored, writeStored } from './storage.ts';

export type Language = TLanguage;
export const LANGUAGES = ['en', 'fr'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each interface language formats dates, numbers and sums with. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

/** Names shown in the switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** A browser language tag's interface language (`fr-CA` is French), or null. */
export function languageOfTag(tag: string): Language | null {
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/**
 * The stored language (`preferredLang`), else the first of the browser's languages we speak,
 * else English (docs/product/dashboard-screens.md#languages-and-paths).
 */
export function readPreferredLanguage(
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  const stored = readStored(STORAGE_KEYS.preferredLang) ?? undefined;
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const lang = languageOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

export function storePreferredLanguage(lang: Language): void {
  writeStored(STORAGE_KEYS.preferredLang, lang);
}

/** A first segment shaped like a language code (`de`, `pt-BR`): an unknown language, not a page. */
const LANGUAGE_SHAPE = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * Where a URL must go so that it carries a valid language prefix, or null when it already does.
 * The path, query and hash are kept under the preferred language, whether the prefix is missing
 * (`/dashboard/home`) or not one we speak (`/de/pricing`, `/EN/pricing`), which is dropped.
 */
export function languageRedirect(
  url: { pathname: string; search?: string; hash?: string },
  preferred: Language,
): string | null {
  const first = url.pathname.split('/')[1] ?? '';
  if (isLanguage(first)) return null;
  const rest = LANGUAGE_SHAPE.test(first) ? url.pathname.slice(first.length + 1) : url.pathname;
  const path = rest === '/' ? '' : rest;
  return `/${preferred}${path}${url.search ?? ''}${url.hash ?? ''}`;
}

/** The same page in another language: only the prefix changes. */
export function pathInLanguage(pathname: string, lang: Language): string {
  const rest = pathname.split('/').slice(2).join('/');
  return rest ? `/${lang}/${rest}` : `/${lang}`;
}

/** The language of a path's prefix, or the default; for code that runs outside the router. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
