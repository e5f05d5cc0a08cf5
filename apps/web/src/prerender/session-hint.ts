import { languageOfPath } from '../lib/languages.ts';

/**
 * A readable cookie holding no secret, set and cleared by the server together with the httpOnly
 * refresh cookie (apps/server features/auth/cookies.ts): the static pages cannot ask the API.
 */
export const SESSION_HINT_COOKIE = 'tableside_session';

export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * The public pages are for signed-out visitors. A signed-in one goes to the post-login landing,
 * which restores the session from the refresh cookie and sends each role to its home (or to
 * login, if the hint outlived the session).
 */
export function signedInRedirect(cookies: string, pathname: string): string | null {
  return hasSessionHint(cookies) ? `/${languageOfPath(pathname)}/authenticated` : null;
}
