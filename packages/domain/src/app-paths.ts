/**
 * The paths the web app answers under `/{lang}` besides the prerendered public pages
 * (docs/product/public-site.md#unknown-pages). The server answers any other path under a
 * language with status 404, and the app shows its not-found page there.
 */
export const APP_PAGES = [
  'onboarding',
  'enterprise-quote',
  'login',
  'set-password',
  'forgot-password',
  'reset-password',
  'auth/callback',
  'authenticated',
] as const;

/** Signed-in areas: the app itself sends an unknown path inside them to the area's home. */
export const APP_AREAS = ['dashboard', 'superadmin'] as const;

/** Whether the rest of a path after its language (`login`, `dashboard/x`) is one of the app's. */
export function isAppPath(rest: string): boolean {
  const path = rest.replace(/^\/+|\/+$/g, '');
  // The language's home: the landing page, prerendered but also one of the app's routes.
  if (path === '') return true;
  if ((APP_PAGES as readonly string[]).includes(path)) return true;
  return APP_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}
