import type { Role } from '@tableside/domain/roles';

/** Where a signed-in user lands (docs/product/sign-in.md#where-a-signed-in-user-lands). */
export function homePath(lang: string, role: Role): string {
  return role === 'SuperAdmin' ? `/${lang}/superadmin` : `/${lang}/dashboard/home`;
}
