import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

// The dialog code (focus trap, scroll lock) loads when the drawer is first opened: every
// dashboard page renders this bar, most of them on screens that never show it.
const MobileDrawer = lazy(() =>
  import('./mobile-drawer.tsx').then((m) => ({ default: m.MobileDrawer })),
);

/**
 * At 768px or narrower the sidebar becomes a drawer (docs/product/dashboard-screens.md#sidebar),
 * opened from this bar, which names the selected location.
 */
export function MobileTopBar({
  title,
  open,
  onOpenChange,
  drawerTitle,
  children,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  drawerTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Mounted from the first opening on, so closing still animates and gives focus back.
  const opened = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  if (open) opened.current = true;
  return (
    <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2 nav:hidden dark:border-slate-700 dark:bg-slate-900">
      <button
        ref={button}
        type="button"
        data-testid="open-drawer"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
        className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {opened.current && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={open}
            onOpenChange={onOpenChange}
            title={drawerTitle}
            closeLabel={t('actions.close')}
            returnFocusTo={button}
          >
            {children}
          </MobileDrawer>
        </Suspense>
      )}
      <span className="truncate font-medium" data-testid="top-bar-location">
        {title}
      </span>
    </header>
  );
}
