import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLang } from '../hooks/use-lang.ts';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  pathInLanguage,
  storePreferredLanguage,
} from '../lib/languages.ts';

/**
 * The public pages' switcher: a link to the same page in each other language, named in that
 * language. Following it stores the choice; on the prerendered pages public-site.js does that.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="flex items-center gap-2"
      data-testid="language-switcher"
    >
      {LANGUAGES.filter((code) => code !== lang).map((code) => (
        <Link
          key={code}
          to={pathInLanguage(pathname, code) + search + hash}
          lang={code}
          hrefLang={code}
          data-switch-lang={code}
          onClick={() => storePreferredLanguage(code)}
          className="rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {LANGUAGE_NAMES[code]}
        </Link>
      ))}
    </div>
  );
}
