import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useLang } from '../../hooks/use-lang.ts';
import { homePath } from '../home-path.ts';

/** /{lang}/authenticated: the post-login landing sends the user on as the login page does. */
export function AuthenticatedRedirect() {
  const { t } = useTranslation();
  const session = useSession();
  const lang = useLang();
  if (session.status === 'loading') return <FullScreenSpinner label={t('loading')} />;
  if (session.status === 'signedOut') return <Navigate replace to={`/${lang}/login`} />;
  return <Navigate replace to={homePath(lang, session.role)} />;
}
