import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SECTION_ICONS } from '../section-icons.ts';
import { SUPERADMIN_SECTIONS } from '../superadmin-nav.ts';

export function SuperadminSidebar({
  lang,
  userMenu,
  onNavigate,
}: {
  lang: string;
  userMenu: ReactNode;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('superadmin');
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <p className="px-2 pt-1 font-semibold">{t('superadmin.console')}</p>
      <nav aria-label={t('superadmin.navLabel')} className="flex-1 overflow-y-auto">
        <ul className="flex flex-col gap-0.5">
          {SUPERADMIN_SECTIONS.map(({ id, path }) => {
            const Icon = SECTION_ICONS[id];
            return (
              <li key={id}>
                <NavLink
                  to={`/${lang}/superadmin${path ? `/${path}` : ''}`}
                  end
                  onClick={onNavigate}
                  data-testid={`superadmin-nav-${id}`}
                  className={({ isActive }) =>
                    clsx(
                      'flex items-start gap-3 rounded-md px-3 py-2',
                      isActive
                        ? 'bg-blue-50 text-blue-900 dark:bg-slate-800 dark:text-blue-100'
                        : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span className="flex flex-col">
                    <span className="text-sm font-medium">
                      {t(`superadmin.sections.${id}.label`)}
                    </span>
                    <span className="text-xs text-slate-700 dark:text-slate-300">
                      {t(`superadmin.sections.${id}.subtitle`)}
                    </span>
                  </span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-slate-200 pt-3 dark:border-slate-700">{userMenu}</div>
    </div>
  );
}
