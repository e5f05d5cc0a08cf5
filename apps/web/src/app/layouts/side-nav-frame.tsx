import type { ReactNode } from 'react';
import { useState } from 'react';
import { MobileTopBar } from '../../components/mobile-top-bar.tsx';
import { SkipLink } from '../../components/skip-link.tsx';

/**
 * The frame both signed-in layouts share: a 16rem sidebar above 768px, a top bar with a drawer
 * at 768px or narrower (docs/product/dashboard-screens.md#sidebar).
 */
export function SideNavFrame({
  sidebar,
  topBarTitle,
  drawerTitle,
  children,
}: {
  sidebar: (onNavigate?: () => void) => ReactNode;
  topBarTitle: string;
  drawerTitle: string;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="min-h-dvh nav:flex">
      <SkipLink />
      <aside
        className="hidden w-64 shrink-0 border-r border-slate-200 bg-white nav:sticky nav:top-0 nav:block nav:h-dvh dark:border-slate-700 dark:bg-slate-900"
        data-testid="sidebar"
      >
        {sidebar()}
      </aside>
      <MobileTopBar
        title={topBarTitle}
        drawerTitle={drawerTitle}
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
      >
        {sidebar(() => setDrawerOpen(false))}
      </MobileTopBar>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
        {children}
      </main>
    </div>
  );
}
