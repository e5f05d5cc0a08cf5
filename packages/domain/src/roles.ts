/**
 * Roles (docs/product/plans-and-roles.md#roles). `User` is what a token without a known role
 * becomes.
 */
export const ROLES = ['SuperAdmin', 'Admin', 'Manager', 'BOH'] as const;
export type AssignableRole = (typeof ROLES)[number];
export type Role = AssignableRole | 'User';

/** The OAuth client whose roles we read (docs/product/sign-in.md#token-claims). */
export const TOKEN_CLIENT_ID = 'tableside-web';

export function isAssignableRole(name: string): name is AssignableRole {
  return (ROLES as readonly string[]).includes(name);
}

/** The first role in the token counts; none (or an unknown one) is `User`. */
export function primaryRole(roles: readonly string[] | undefined): Role {
  const first = roles?.[0];
  return first !== undefined && isAssignableRole(first) ? first : 'User';
}

/**
 * Roles an Admin may hand out: never SuperAdmin
 * (docs/product/plans-and-roles.md#one-api-scoped-by-role).
 */
export function rolesGrantableBy(role: Role): readonly AssignableRole[] {
  if (role === 'SuperAdmin') return ROLES;
  if (role === 'Admin') return ['Admin', 'Manager', 'BOH'];
  return [];
}
