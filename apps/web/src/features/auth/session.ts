import { primaryRole } from '@tableside/domain/roles';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import type { TUser } from '@tableside/domain/schemas/users';
import type { TTokenResponse } from '@tableside/domain/schemas/auth';
import { connectSession } from '../../lib/api-client.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { getMe, postExchange, postLogin, postLogout, postRefresh } from './api/auth-api.ts';
import { refreshDelayMs } from './refresh-delay.ts';
import { withRefreshLock } from './refresh-lock.ts';
import { getSession, setSession, type SignOutReason } from './session-store.ts';

/** Kept in memory only, never in storage (docs/product/sign-in.md#session-state). */
let accessToken: string | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;
let restoring: Promise<void> | null = null;
const signOutListeners = new Set<() => void>();

/** Called on every sign-out, e.g. to drop the signed-in area's cached data. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

export class MissingTokenError extends Error {}

function acceptToken(answer: TTokenResponse): void {
  if (!answer.access_token) throw new MissingTokenError('Access token not received from backend');
  accessToken = answer.access_token;
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshAccessToken(), refreshDelayMs(answer.expires_in));
}

function endSession(reason: SignOutReason): void {
  clearTimeout(refreshTimer);
  accessToken = null;
  writeStored(STORAGE_KEYS.selectedRestaurant, null);
  const current = getSession();
  if (current.status === 'signedOut' && current.reason === reason) return;
  setSession({ status: 'signedOut', reason });
  for (const listener of signOutListeners) listener();
}

async function loadMe(): Promise<void> {
  const me = await getMe();
  setSession({
    status: 'signedIn',
    me,
    role: primaryRole([me.role]),
    tierLevel: me.restaurant?.subscription_tier?.level ?? null,
  });
}

/** One refresh at a time, across tabs too; a failed refresh clears the session (decision 0009). */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      acceptToken(await withRefreshLock(postRefresh));
      return true;
    } catch {
      endSession(getSession().status === 'signedIn' ? 'expired' : 'none');
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Connects the API client and tries once to restore a session from the refresh cookie. */
export function startSession(): Promise<void> {
  connectSession({
    accessToken: () => accessToken,
    actingRestaurantId: () => readStored(STORAGE_KEYS.selectedRestaurant),
    refresh: refreshAccessToken,
    expire: () => endSession('expired'),
  });
  restoring ??= (async () => {
    if (!(await refreshAccessToken())) return;
    await loadMe().catch(() => endSession('none'));
  })();
  return restoring;
}

async function signInWith(getToken: () => Promise<TTokenResponse>): Promise<void> {
  // Never race the start-up refresh: the refresh cookie rotates. If it restored a session,
  // that session stands (a stale callback URL must not sign the user out).
  await restoring;
  if (getSession().status === 'signedIn') return;
  try {
    acceptToken(await getToken());
    await loadMe();
  } catch (error) {
    endSession('none');
    throw error;
  }
}

export function signIn(email: string, password: string): Promise<void> {
  return signInWith(() => postLogin(email, password));
}

export function exchangeCode(
  code: string,
  state: string | null,
  iss: string | null,
): Promise<void> {
  return signInWith(() => postExchange(code, state, iss));
}

export async function signOut(): Promise<void> {
  clearTimeout(refreshTimer);
  accessToken = null;
  await postLogout().catch(() => undefined);
  endSession('logout');
}

/** A SuperAdmin chooses the restaurant to act on; the session reloads for it. */
export async function selectRestaurant(restaurantId: string): Promise<void> {
  writeStored(STORAGE_KEYS.selectedRestaurant, restaurantId);
  await loadMe();
}

/** After a profile save: the session shows the new name and e-mail at once. */
export function replaceSessionUser(user: TUser): void {
  const current = getSession();
  if (current.status === 'signedIn') setSession({ ...current, me: { ...current.me, user } });
}

/** After a restaurant settings save: every screen reading the session sees the change. */
export function replaceSessionRestaurant(restaurant: TRestaurant): void {
  const current = getSession();
  if (current.status === 'signedIn' && current.me.restaurant?.id === restaurant.id)
    setSession({ ...current, me: { ...current.me, restaurant } });
}
