import * as Tabs from '@radix-ui/react-tabs';
import type { TUser } from '@tableside/domain/schemas/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { AppearanceTab } from './appearance-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';

const TABS = ['profile', 'notifications', 'appearance', 'locations'] as const;

/**
 * Account settings (docs/product/dashboard-screens.md#account-dialog): four tabs; closes on
 * backdrop click or the close button; full-screen at 640px or narrower.
 */
export function AccountDialog({
  open,
  onOpenChange,
  user,
  onSaved,
  notifications,
  locations,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: TUser;
  onSaved: (user: TUser) => void;
  /** The notifications tab's content, from the alerts feature (composed by the layout). */
  notifications: ReactNode;
  /** The locations tab's content (each location's chart colour), from the locations feature. */
  locations: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const content: Record<(typeof TABS)[number], ReactNode> = {
    profile: <ProfileTab user={user} onSaved={onSaved} />,
    notifications,
    appearance: <AppearanceTab />,
    locations,
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('account.title')} closeLabel={t('common:actions.close')}>
        <Tabs.Root defaultValue="profile" className="flex flex-col gap-4 p-5">
          <Tabs.List
            aria-label={t('account.tabsLabel')}
            className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700"
          >
            {TABS.map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                data-testid={`account-tab-${tab}`}
                className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-slate-700 hover:text-slate-900 data-[state=active]:border-blue-700 data-[state=active]:font-semibold data-[state=active]:text-slate-900 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-blue-400 dark:data-[state=active]:text-white"
              >
                {t(`account.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Content key={tab} value={tab}>
              {content[tab]}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
