import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useLang } from '../../hooks/use-lang.ts';

/**
 * Logout leaves the app for the prerendered landing page with a document load rather than a
 * client-side navigation: the server answers with the static page, and nothing of the session
 * stays in memory.
 */
function LeaveApp({ to }: { to: string }) {
  const { t } = useTranslation();
  useEffect(() => window.location.replace(to), [to]);
  return <FullScreenSpinner label={t('loading')} />;
}

/** Signed-in area: a spinner while the session restores; logout goes home, anything else to login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const lang = useLang();
  if (session.status === 'loading') return <FullScreenSpinner label={t('loading')} />;
  if (session.status === 'signedOut') {
    if (session.reason === 'logout') return <LeaveApp to={`/${lang}`} />;
    return <Navigate replace to={`/${lang}/login`} />;
  }
  return children;
}
