import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTrigger } from './ui/dialog.tsx';
import type { ReactNode } from 'react';

/**
 * At 768px or narrower the sidebar becomes a drawer (dashboard.md §2), opened from this bar,
 * which names the selected location.
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
  return (
    <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2 nav:hidden dark:border-slate-700 dark:bg-slate-900">
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger
          data-testid="open-drawer"
          aria-label={t('nav.openMenu')}
          className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Menu aria-hidden="true" className="size-5" />
        </DialogTrigger>
        <DialogContent
          title={drawerTitle}
          hideTitle
          closeLabel={t('actions.close')}
          placement="drawer"
          className="pt-10"
        >
          {children}
        </DialogContent>
      </Dialog>
      <span className="truncate font-medium" data-testid="top-bar-location">
        {title}
      </span>
    </header>
  );
}
