import type { TierName } from '@tableside/domain/tiers';
import { ChevronDown, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import type { NavItem } from '../nav-model.ts';
import { NavLinkItem } from './nav-link-item.tsx';

/**
 * The collapsible Socials group; open by default while one of its screens is shown. A plain
 * disclosure button: every dashboard page draws the sidebar, and a collapsible library cost its
 * first load about 4 KB for this one toggle (decision 0020).
 */
export function SocialsGroup({
  lang,
  badge,
  items,
  onNavigate,
}: {
  lang: string;
  badge: TierName | null;
  items: NavItem[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => pathname.includes('/dashboard/socials/'));
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        data-testid="nav-socials"
        className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Share2 aria-hidden="true" className="size-4 shrink-0" />
        {/* One line like the links beside it: French "Réseaux sociaux" beside a plan badge
            and the chevron wrapped in the drawer's width. */}
        <span className="min-w-0 flex-1 truncate text-left">{t('nav.socials')}</span>
        <span className="flex shrink-0 items-center gap-1.5">
          {badge && (
            <Badge
              tone="plan"
              data-testid="nav-badge-socials"
              aria-label={t('nav.requiresPlan', { plan: badge })}
            >
              {badge}
            </Badge>
          )}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </span>
      </button>
      {open && (
        <ul id={listId} className="mt-1 flex flex-col gap-0.5 pl-4">
          {items.map((item) => (
            <NavLinkItem
              key={item.route}
              lang={lang}
              item={item}
              unseenAlerts={0}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
