import { describe, expect, it } from 'vitest';
import { primaryRole, rolesGrantableBy } from './roles.ts';

describe('primaryRole', () => {
  it('takes the first role', () => {
    expect(primaryRole(['Manager', 'Admin'])).toBe('Manager');
  });
  it('falls back to User when there is none or it is unknown', () => {
    expect(primaryRole([])).toBe('User');
    expect(primaryRole(undefined)).toBe('User');
    expect(primaryRole(['offline_access'])).toBe('User');
  });
  it('never lets an Admin grant SuperAdmin', () => {
    expect(rolesGrantableBy('Admin')).not.toContain('SuperAdmin');
    expect(rolesGrantableBy('Manager')).toEqual([]);
  });
});
