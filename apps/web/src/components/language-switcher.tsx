import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLang } from '../hooks/use-lang.ts';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  pathInLanguage,
  storePreferredLanguage,
} from '../lib/languages.ts';

/** Stores the choice, then rewrites the prefix; the route guard switches i18next and <html lang>. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={lang}
        data-testid="language-switcher"
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          storePreferredLanguage(next);
          void navigate(pathInLanguage(location.pathname, next) + location.search + location.hash);
        }}
        className="rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
