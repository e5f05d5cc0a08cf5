const REFRESH_LOCK = 'tableside-refresh';

/**
 * Runs a refresh holding a lock shared by every tab of the origin. The refresh cookie rotates,
 * so two tabs refreshing at once would present the same token; with the lock the second tab
 * waits, then presents the successor the first one left in the shared cookie jar.
 */
export function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  // Web Locks need a secure context (https or localhost); elsewhere the server's grace window
  // still keeps two racing tabs signed in.
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return refresh();
  return navigator.locks.request(REFRESH_LOCK, refresh) as Promise<T>;
}
