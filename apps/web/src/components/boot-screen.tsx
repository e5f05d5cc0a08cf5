import { languageOfPath, type Language } from '../lib/languages.ts';

/** Shown before any translation is loaded, so its two texts cannot come from the JSON files. */
const LOADING_TRANSLATIONS: Record<Language, string> = {
  en: 'Loading translations',
  fr: 'Chargement des traductions',
};

export function BootScreen() {
  const lang = languageOfPath(window.location.pathname);
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <span role="status" className="inline-flex items-center gap-3 text-sm">
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700"
        />
        {LOADING_TRANSLATIONS[lang]}
      </span>
    </div>
  );
}
