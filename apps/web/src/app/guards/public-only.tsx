import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useLang } from '../../hooks/use-lang.ts';
import { homePath } from '../home-path.ts';

/**
 * Public pages, login and the callback are for signed-out visitors; a signed-in user goes home.
 * They render at once while the start-up refresh is under way rather than waiting for it.
 */
export function PublicOnly() {
  const session = useSession();
  const lang = useLang();
  if (session.status === 'signedIn') return <Navigate replace to={homePath(lang, session.role)} />;
  return <Outlet />;
}
