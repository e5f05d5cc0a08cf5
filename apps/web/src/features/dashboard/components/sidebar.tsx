import type { Role } from '@tableside/domain/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { buildNav } from '../nav-model.ts';
import { NavLinkItem } from './nav-link-item.tsx';
import { SocialsGroup } from './socials-group.tsx';

export type SidebarProps = {
  lang: string;
  role: Role;
  tierLevel: number | null;
  restaurantName: string;
  tierName: string | null;
  unseenAlerts: number;
  locationSwitcher: ReactNode;
  userMenu: ReactNode;
  /** Closes the mobile drawer after a choice. */
  onNavigate?: () => void;
};

/**
 * The dashboard sidebar (docs/product/dashboard-screens.md#sidebar); the same content fills the
 * mobile drawer.
 */
export function Sidebar({
  lang,
  role,
  tierLevel,
  restaurantName,
  tierName,
  unseenAlerts,
  locationSwitcher,
  userMenu,
  onNavigate,
}: SidebarProps) {
  const { t } = useTranslation('dashboard');
  const sections = buildNav(role, tierLevel);
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className="flex items-center gap-2 px-2 pt-1">
        <span className="truncate font-semibold" data-testid="restaurant-name">
          {restaurantName}
        </span>
        {tierName && (
          <Badge tone="neutral" data-testid="tier-badge">
            {tierName}
          </Badge>
        )}
      </div>
      {locationSwitcher}
      <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto" data-testid="sidebar-nav">
        {sections.map((section) => (
          <div key={section.id} className="mb-4">
            {section.id !== 'main' && (
              <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
                {t(`nav.sections.${section.id}`)}
              </h2>
            )}
            <ul className="flex flex-col gap-0.5">
              {section.items.map((item) => (
                <NavLinkItem
                  key={item.route}
                  lang={lang}
                  item={item}
                  unseenAlerts={unseenAlerts}
                  onNavigate={onNavigate}
                />
              ))}
              {section.socials && (
                <SocialsGroup
                  lang={lang}
                  badge={section.socials.badge}
                  items={section.socials.items}
                  onNavigate={onNavigate}
                />
              )}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-slate-200 pt-3 dark:border-slate-700">{userMenu}</div>
    </div>
  );
}
