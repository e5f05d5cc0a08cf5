import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignedInSession } from '../../features/auth/hooks/use-session.ts';
import { useLang } from '../../hooks/use-lang.ts';

/** The console is SuperAdmin only; anyone else goes to the dashboard home. */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { role } = useSignedInSession();
  const lang = useLang();
  if (role !== 'SuperAdmin') return <Navigate replace to={`/${lang}/dashboard/home`} />;
  return children;
}
