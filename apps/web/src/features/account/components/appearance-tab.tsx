import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { currentTheme, setTheme, subscribeTheme, type Theme } from '../../../lib/theme.ts';

const THEMES: Theme[] = ['light', 'dark'];

/** The theme and the language, also in the user menu and the top bar, in one place. */
export function AppearanceTab() {
  const { t } = useTranslation('dashboard');
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  const languageId = useId();
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('account.appearance.theme')}</legend>
        <div className="flex gap-2">
          {THEMES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-checked:border-blue-700 has-checked:ring-1 has-checked:ring-blue-700 dark:border-slate-600 dark:has-checked:border-blue-400 dark:has-checked:ring-blue-400"
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={theme === option}
                onChange={() => setTheme(option)}
                data-testid={`appearance-theme-${option}`}
              />
              {t(`account.appearance.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <p id={languageId} className="text-sm font-semibold">
          {t('account.appearance.language')}
        </p>
        <div aria-labelledby={languageId}>
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
