import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { TOP_BAR_LINKS } from '../public-pages.ts';

/** The public site's top bar; the language switcher and theme toggle come from the layout. */
export function PublicTopBar({ lang, controls }: { lang: string; controls: ReactNode }) {
  const { t } = useTranslation('public');
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to={`/${lang}`} className="text-lg font-bold text-blue-800 dark:text-blue-300">
          Tableside
        </Link>
        <nav aria-label={t('nav.label')} className="order-last w-full md:order-none md:w-auto">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {TOP_BAR_LINKS.map((page) => (
              <li key={page || 'home'}>
                <NavLink
                  to={page ? `/${lang}/${page}` : `/${lang}`}
                  end
                  data-testid={`public-nav-${page || 'home'}`}
                  className={({ isActive }) =>
                    clsx(
                      'text-sm hover:underline',
                      isActive
                        ? 'font-semibold text-blue-800 dark:text-blue-300'
                        : 'text-slate-800 dark:text-slate-200',
                    )
                  }
                >
                  {t(`nav.${page || 'home'}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {controls}
          <Link to={`/${lang}/login`} className={buttonClass('primary')} data-testid="login-link">
            {t('nav.login')}
          </Link>
        </div>
      </div>
    </header>
  );
}
