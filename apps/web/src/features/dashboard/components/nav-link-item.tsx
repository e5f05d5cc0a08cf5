import { alertBadgeTone } from '@tableside/domain/access';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import type { NavItem } from '../nav-model.ts';
import { ROUTE_ICONS } from '../route-icons.ts';

export function NavLinkItem({
  lang,
  item,
  unseenAlerts,
  onNavigate,
}: {
  lang: string;
  item: NavItem;
  unseenAlerts: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const Icon = ROUTE_ICONS[item.route];
  const showAlerts = item.route === 'alerts' && unseenAlerts > 0;
  return (
    <li>
      <NavLink
        to={`/${lang}/dashboard/${item.route}`}
        end
        onClick={onNavigate}
        data-testid={`nav-${item.route}`}
        className={({ isActive }) =>
          clsx(
            'flex items-center gap-3 rounded-md px-3 py-2 text-sm',
            isActive
              ? 'bg-blue-50 font-semibold text-blue-800 dark:bg-slate-800 dark:text-blue-200'
              : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )
        }
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="flex-1 truncate">{t(`routes.${item.route}.label`)}</span>
        {item.badge && (
          <Badge
            tone="plan"
            data-testid={`nav-badge-${item.route}`}
            aria-label={t('nav.requiresPlan', { plan: item.badge })}
          >
            {item.badge}
          </Badge>
        )}
        {showAlerts && (
          <Badge
            tone={alertBadgeTone(unseenAlerts)}
            data-testid="alerts-badge"
            aria-label={t('nav.unseenAlerts', { count: unseenAlerts })}
          >
            {unseenAlerts}
          </Badge>
        )}
      </NavLink>
    </li>
  );
}
