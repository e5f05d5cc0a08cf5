import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { AccountDialog } from '../../features/account/components/account-dialog.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { replaceSessionUser } from '../../features/auth/session.ts';
import { Sidebar } from '../../features/dashboard/components/sidebar.tsx';
import { LocationProvider } from '../../features/locations/components/location-provider.tsx';
import { LocationSwitcher } from '../../features/locations/components/location-switcher.tsx';
import { useLocationName } from '../../features/locations/hooks/use-location-name.ts';
import { useSelectedLocation } from '../../features/locations/hooks/use-selected-location.ts';
import { useLang } from '../../hooks/use-lang.ts';
import { RequireDashboard } from '../guards/require-dashboard.tsx';
import { SideNavFrame } from './side-nav-frame.tsx';

/** Until alerts arrive (a later issue), the unseen count is zero and no badge shows. */
const UNSEEN_ALERTS = 0;

function DashboardShell() {
  const { t } = useTranslation('dashboard');
  const { me, role, tierLevel } = useSignedInSession();
  const lang = useLang();
  const navigate = useNavigate();
  const { selected } = useSelectedLocation();
  const nameOf = useLocationName();
  const [accountOpen, setAccountOpen] = useState(false);
  const restaurant = me.restaurant;

  const userMenu = (
    <UserMenu
      onOpenAccount={() => setAccountOpen(true)}
      onOpenConsole={role === 'SuperAdmin' ? () => void navigate(`/${lang}/superadmin`) : undefined}
    />
  );

  return (
    <>
      <SideNavFrame
        topBarTitle={nameOf(selected)}
        drawerTitle={t('nav.label')}
        sidebar={(onNavigate) => (
          <Sidebar
            lang={lang}
            role={role}
            tierLevel={tierLevel}
            restaurantName={restaurant?.name ?? ''}
            tierName={restaurant?.subscription_tier?.name ?? null}
            unseenAlerts={UNSEEN_ALERTS}
            locationSwitcher={<LocationSwitcher />}
            userMenu={userMenu}
            onNavigate={onNavigate}
          />
        )}
      >
        <Outlet />
      </SideNavFrame>
      <AccountDialog
        open={accountOpen}
        onOpenChange={setAccountOpen}
        user={me.user}
        onSaved={replaceSessionUser}
      />
    </>
  );
}

export function DashboardLayout() {
  const { me } = useSignedInSession();
  return (
    <RequireDashboard>
      {me.restaurant && (
        <LocationProvider userId={me.user.id} restaurantId={me.restaurant.id}>
          <DashboardShell />
        </LocationProvider>
      )}
    </RequireDashboard>
  );
}
