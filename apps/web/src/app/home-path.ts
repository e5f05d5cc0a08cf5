import type { Role } from '@tableside/domain/roles';

/** Where a signed-in user lands (dashboard.md §2 redirect rules). */
export function homePath(lang: string, role: Role): string {
  return role === 'SuperAdmin' ? `/${lang}/superadmin` : `/${lang}/dashboard/home`;
}
