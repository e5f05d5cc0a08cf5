import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAlertConfig } from '../../features/alerts/api/use-alert-config.ts';
import { useAlertBadge } from '../../features/alerts/hooks/use-alert-badge.ts';
import { useAlertStream } from '../../features/alerts/hooks/use-alert-stream.ts';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { replaceSessionUser } from '../../features/auth/session.ts';
import { ReviewAllowanceBanner } from '../../features/dashboard/components/review-allowance-banner.tsx';
import { Sidebar } from '../../features/dashboard/components/sidebar.tsx';
import { TrialBanner } from '../../features/dashboard/components/trial-banner.tsx';
import { ReadOnlyProvider } from '../../components/read-only.tsx';
import { isReadOnly, trialState } from '@tableside/domain/trial';
import { LocationProvider } from '../../features/locations/components/location-provider.tsx';
import { LocationSwitcher } from '../../features/locations/components/location-switcher.tsx';
import { useLocationName } from '../../features/locations/hooks/use-location-name.ts';
import { useSelectedLocation } from '../../features/locations/hooks/use-selected-location.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLang } from '../../hooks/use-lang.ts';
import { RequireDashboard } from '../guards/require-dashboard.tsx';
import { SideNavFrame } from './side-nav-frame.tsx';

// Opened rarely: the account dialog (and the dialog primitives it brings) loads when first
// opened, not with every dashboard page (the dashboard's JavaScript budget).
const AccountDialog = lazy(() =>
  import('../../features/account/components/account-dialog.tsx').then((m) => ({
    default: m.AccountDialog,
  })),
);

// Opened rarely: its code loads with the tab, not with every dashboard page.
const NotificationsTab = lazy(() =>
  import('../../features/alerts/components/notifications-tab.tsx').then((m) => ({
    default: m.NotificationsTab,
  })),
);

const LocationColoursTab = lazy(() =>
  import('../../features/locations/components/location-colours-tab.tsx').then((m) => ({
    default: m.LocationColoursTab,
  })),
);

/**
 * The unseen-alert badge: fetched per docs/product/alerts.md#alert-refresh and pushed by the
 * server's stream; hidden when the user turned in-app alerts off.
 */
function useUnseenAlerts(restaurantId: string): number {
  const { pathname } = useLocation();
  const onAlertsPage = pathname.endsWith('/dashboard/alerts');
  const inApp = useAlertConfig().data?.client_alerts_enabled ?? true;
  const unseen = useAlertBadge(restaurantId, pathname, onAlertsPage);
  useAlertStream(inApp);
  return inApp ? unseen : 0;
}

function DashboardShell() {
  const { t } = useTranslation('dashboard');
  const { me, role, tierLevel } = useSignedInSession();
  const lang = useLang();
  const navigate = useNavigate();
  const { selected } = useSelectedLocation();
  const nameOf = useLocationName();
  const [accountOpen, setAccountOpen] = useState(false);
  // Mounted from the first opening on, so closing still animates.
  const accountOpened = useRef(false);
  if (accountOpen) accountOpened.current = true;
  const restaurant = me.restaurant;
  const unseenAlerts = useUnseenAlerts(restaurant?.id ?? '');
  // The SuperAdmin is not held to a lapsed trial (the server lets its calls through).
  const readOnly =
    role !== 'SuperAdmin' &&
    restaurant !== null &&
    isReadOnly(
      trialState({ endsAt: restaurant.trial_ends_at, convertedAt: restaurant.trial_converted_at }),
    );

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
            unseenAlerts={unseenAlerts}
            locationSwitcher={<LocationSwitcher />}
            userMenu={userMenu}
            onNavigate={onNavigate}
          />
        )}
      >
        {restaurant && (
          <TrialBanner restaurant={restaurant} isAdmin={role === 'Admin'} lang={lang} />
        )}
        <ReviewAllowanceBanner isAdmin={role === 'Admin'} tierLevel={tierLevel} lang={lang} />
        <ReadOnlyProvider value={readOnly}>
          <Outlet />
        </ReadOnlyProvider>
      </SideNavFrame>
      {accountOpened.current && (
        <Suspense fallback={null}>
          <AccountDialog
            open={accountOpen}
            onOpenChange={setAccountOpen}
            user={me.user}
            onSaved={replaceSessionUser}
            notifications={
              <Suspense fallback={<Spinner label={t('common:loading')} showLabel />}>
                <NotificationsTab />
              </Suspense>
            }
            locations={
              <Suspense fallback={<Spinner label={t('common:loading')} showLabel />}>
                <LocationColoursTab />
              </Suspense>
            }
          />
        </Suspense>
      )}
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
