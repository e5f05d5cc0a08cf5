import { INTL_LOCALES, type Language } from './languages.ts';

/**
 * Display formats (docs/product/analytics.md#display-formats): English 'MMM dd, yyyy' (Mar 05,
 * 2026), French day month year with French month names (5 mars 2026).
 */
const DATE_OPTIONS: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { month: 'short', day: '2-digit', year: 'numeric' },
  fr: { day: 'numeric', month: 'long', year: 'numeric' },
};

// Building an Intl formatter costs far more than using one: a long list formats many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  lang: Language,
  withTime: boolean,
  timeZone?: string,
  zoneName = false,
): Intl.DateTimeFormat {
  const key = `${lang}|${withTime}|${timeZone ?? ''}|${zoneName}`;
  let cached = formatters.get(key);
  if (!cached) {
    const time: Intl.DateTimeFormatOptions = withTime ? { hour: 'numeric', minute: '2-digit' } : {};
    cached = new Intl.DateTimeFormat(INTL_LOCALES[lang], {
      ...DATE_OPTIONS[lang],
      ...time,
      timeZone,
      ...(zoneName ? { timeZoneName: 'short' as const } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

export function formatDate(iso: string, lang: Language, timeZone?: string): string {
  return formatter(lang, false, timeZone).format(new Date(iso));
}

/** The date followed by the time of day, for timelines. */
export function formatDateTime(iso: string, lang: Language, timeZone?: string): string {
  return formatter(lang, true, timeZone).format(new Date(iso));
}

/**
 * A time at a place: the place's clock time with its zone named ("Dec 10, 2026, 6:30 PM EST"), so a
 * booking in Montréal reads 6:30 PM wherever the viewer is.
 */
export function formatDateTimeAt(iso: string, lang: Language, timeZone: string): string {
  return formatter(lang, true, timeZone, true).format(new Date(iso));
}

const languageNames = new Map<string, string>();

function nameOf(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([INTL_LOCALES[lang]], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A language code's name in the interface language ("fr" → "French" / "français"). */
export function languageName(code: string, lang: Language): string {
  const key = `${lang}|${code}`;
  let name = languageNames.get(key);
  if (name === undefined) {
    name = nameOf(code, lang);
    languageNames.set(key, name);
  }
  return name;
}
