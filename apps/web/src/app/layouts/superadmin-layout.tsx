import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { SuperadminSidebar } from '../../features/superadmin/components/superadmin-sidebar.tsx';
import { ToastProvider } from '../../features/superadmin/components/toast-provider.tsx';
import { useLang } from '../../hooks/use-lang.ts';
import { RequireSuperAdmin } from '../guards/require-superadmin.tsx';
import { SideNavFrame } from './side-nav-frame.tsx';

export function SuperadminLayout() {
  const { t } = useTranslation('superadmin');
  const lang = useLang();
  return (
    <RequireSuperAdmin>
      <SideNavFrame
        topBarTitle={t('superadmin.console')}
        drawerTitle={t('superadmin.navLabel')}
        sidebar={(onNavigate) => (
          <SuperadminSidebar lang={lang} userMenu={<UserMenu />} onNavigate={onNavigate} />
        )}
      >
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </SideNavFrame>
    </RequireSuperAdmin>
  );
}
