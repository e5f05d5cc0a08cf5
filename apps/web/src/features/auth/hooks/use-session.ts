import { useSyncExternalStore } from 'react';
import {
  getSession,
  subscribeSession,
  type Session,
  type SignedInSession,
} from '../session-store.ts';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** For screens behind the sign-in guard, which only renders them while signed in. */
export function useSignedInSession(): SignedInSession {
  const session = useSession();
  if (session.status !== 'signedIn')
    throw new Error('useSignedInSession outside the signed-in area');
  return session;
}
