import { Outlet } from 'react-router';
import { RequireAuth } from '../guards/require-auth.tsx';
import { SignedInProviders } from '../providers.tsx';

/** Parent of the dashboard and the console: requires a session and provides the query cache. */
export function SignedInShell() {
  return (
    <RequireAuth>
      <SignedInProviders>
        <Outlet />
      </SignedInProviders>
    </RequireAuth>
  );
}
