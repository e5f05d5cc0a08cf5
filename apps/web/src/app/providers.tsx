import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onSignOut } from '../features/auth/session.ts';
import { queryClient } from '../lib/query-client.ts';

// Logout resets the whole client state (docs/product/sign-in.md#session-state): nothing cached
// outlives the session.
onSignOut(() => queryClient.clear());

/** Providers of the signed-in area only, so the public pages never load TanStack Query. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
