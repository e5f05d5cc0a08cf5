import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../hooks/use-theme.ts';

/**
 * The icons follow the `dark` class by CSS and the data attributes carry both names, so the
 * prerendered pages, which have no React, show the same button (prerender/public-site.ts).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const toDark = t('theme.useDark');
  const toLight = t('theme.useLight');
  const label = theme === 'dark' ? toLight : toDark;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme-toggle=""
      data-label-to-dark={toDark}
      data-label-to-light={toLight}
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
