import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../hooks/use-lang.ts';
import { useSwitchLanguage } from '../hooks/use-switch-language.ts';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../lib/languages.ts';

/** The public pages' switcher: English / Français, each name in its own language. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const switchLanguage = useSwitchLanguage();
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
          if (isLanguage(event.target.value)) switchLanguage(event.target.value);
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
