import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths.ts';

describe('isAppPath', () => {
  it("knows the app's pages and every path inside the signed-in areas", () => {
    for (const rest of ['', '/', 'login', '/login/', 'auth/callback', 'dashboard', 'dashboard/x/y'])
      expect(isAppPath(rest), rest).toBe(true);
    expect(isAppPath('superadmin/tiers')).toBe(true);
  });

  it('refuses anything else, look-alikes included', () => {
    for (const rest of ['unknown', 'login/x', 'dashboards', 'auth', 'pricing'])
      expect(isAppPath(rest), rest).toBe(false);
  });
});
