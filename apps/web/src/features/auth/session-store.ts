import type { Role } from '@tableside/domain/roles';
import type { TMe } from '@tableside/domain/schemas/me';

export type SignOutReason = 'none' | 'logout' | 'expired';

export type SignedInSession = {
  status: 'signedIn';
  me: TMe;
  role: Role;
  /** The restaurant's tier level; null when there is no restaurant (yet). */
  tierLevel: number | null;
};

export type Session =
  /** The start-up silent refresh has not answered yet. */
  { status: 'loading' } | { status: 'signedOut'; reason: SignOutReason } | SignedInSession;

let session: Session = { status: 'loading' };
const listeners = new Set<() => void>();

export function getSession(): Session {
  return session;
}

export function setSession(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
