export type SuperadminSection =
  | 'overview'
  | 'restaurants'
  | 'locations'
  | 'users'
  | 'analytics'
  | 'subscriptions'
  | 'leads'
  | 'outbox';

/**
 * The console's sidebar entries in order (docs/product/console.md#console-sidebar), each shown
 * with a subtitle; the path is relative to /{lang}/superadmin, '' being System Overview.
 */
export const SUPERADMIN_SECTIONS: readonly { id: SuperadminSection; path: string }[] = [
  { id: 'overview', path: '' },
  { id: 'restaurants', path: 'restaurants' },
  { id: 'locations', path: 'locations' },
  { id: 'users', path: 'users' },
  { id: 'analytics', path: 'analytics' },
  { id: 'subscriptions', path: 'subscriptions' },
  // Beyond the first six: what the public site collected (docs/product/console.md#leads) and
  // e-mails sent.
  { id: 'leads', path: 'leads' },
  { id: 'outbox', path: 'outbox' },
];
