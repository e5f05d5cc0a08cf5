/** Refresh a minute before the access token expires, or halfway for tokens shorter than two. */
export function refreshDelayMs(expiresInSeconds: number): number {
  return Math.max(expiresInSeconds - 60, expiresInSeconds / 2) * 1000;
}
