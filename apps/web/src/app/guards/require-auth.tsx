import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useLang } from '../../hooks/use-lang.ts';

/** Signed-in area: a spinner while the session restores; logout goes home, anything else to login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const lang = useLang();
  if (session.status === 'loading') return <FullScreenSpinner label={t('loading')} />;
  if (session.status === 'signedOut') {
    return <Navigate replace to={session.reason === 'logout' ? `/${lang}` : `/${lang}/login`} />;
  }
  return children;
}
