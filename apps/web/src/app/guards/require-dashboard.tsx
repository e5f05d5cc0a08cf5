import { routeAccess } from '@tableside/domain/access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NoAccessScreen } from '../../features/dashboard/components/no-access-screen.tsx';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { signOut } from '../../features/auth/session.ts';
import { useLang } from '../../hooks/use-lang.ts';

/**
 * The dashboard needs a restaurant: a SuperAdmin picks one in the console first; anyone else
 * without one, or whose role may not use home, sees why instead of bouncing to login and back.
 */
export function RequireDashboard({ children }: { children: ReactNode }) {
  const { role, me, tierLevel } = useSignedInSession();
  const lang = useLang();
  if (role === 'SuperAdmin') {
    return me.restaurant ? children : <Navigate replace to={`/${lang}/superadmin/restaurants`} />;
  }
  if (!me.restaurant || routeAccess('home', role, tierLevel).kind !== 'allowed') {
    return <NoAccessScreen onSignOut={() => void signOut()} />;
  }
  return children;
}
