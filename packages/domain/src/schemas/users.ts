import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { LIMITS } from '../validation.ts';
import { ZLanguage } from './common.ts';
import { pageQueryFields, ZPage } from './paging.ts';

export const ZRole = z.object({ id: z.uuid(), name: z.string() });
export type TRole = z.infer<typeof ZRole>;

export const ZUser = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  enabled: z.boolean(),
  location_id: z.uuid().nullable(),
  /** The main location's name, so a list of users names it without reading every location. */
  location_name: z.string().nullable(),
  restaurant_id: z.uuid().nullable(),
  roles: z.array(ZRole),
  /**
   * Locations the user may use; null means every location of the restaurant
   * (docs/product/plans-and-roles.md#which-locations-a-user-may-use).
   */
  location_ids: z.array(z.uuid()).nullable(),
  language: ZLanguage,
});
export type TUser = z.infer<typeof ZUser>;

const ZText = (max: number) => z.string().trim().min(1).max(max);

export const ZUserCreate = z.object({
  username: ZText(LIMITS.usernameMax),
  email: z.email().max(LIMITS.emailMax),
  firstname: ZText(LIMITS.nameMax),
  lastname: ZText(LIMITS.nameMax),
  location_id: z.uuid(),
  /** Role ids (or names); exactly one, as the forms allow. */
  roles: z.array(z.string().min(1).max(64)).length(1),
  enabled: z.boolean().default(true),
  location_ids: z.array(z.uuid()).max(1000).nullable().optional(),
  restaurant_id: z.uuid().optional(),
  language: ZLanguage.optional(),
});

/** The profile form sends every field; the server refuses changes to guarded ones on oneself. */
export const ZUserUpdate = z.object({
  id: z.uuid().optional(),
  username: ZText(LIMITS.usernameMax).optional(),
  email: z.email().max(LIMITS.emailMax).optional(),
  firstname: ZText(LIMITS.nameMax).optional(),
  lastname: ZText(LIMITS.nameMax).optional(),
  location_id: z.uuid().nullable().optional(),
  roles: z.array(z.string().min(1).max(64)).length(1).optional(),
  enabled: z.boolean().optional(),
  location_ids: z.array(z.uuid()).max(1000).nullable().optional(),
  restaurant_id: z.uuid().optional(),
  language: ZLanguage.optional(),
  password: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax).optional(),
  current_password: z.string().max(LIMITS.passwordMax).optional(),
});
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

/** What the console's users table sorts by: its columns, the role by its name. */
export const USER_LIST_SORTS = [
  'username',
  'email',
  'name',
  'location',
  'restaurant',
  'role',
] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];

/**
 * One page of the users (`GET /auth/user/page`, the console's Users screen): searched by
 * username, e-mail, name, location and restaurant (every word, accents and case aside), narrowed
 * to a role and a restaurant, sorted and paged by the server.
 */
export const ZUserListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  restaurant_id: z.uuid().optional(),
  sort: z.enum(USER_LIST_SORTS).default('username'),
  order: z.enum(['asc', 'desc']).default('asc'),
  ...pageQueryFields(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

/** `total`: the users matching the search and filters, on every page. */
export const ZUserList = ZPage(ZUser);
export type TUserList = z.infer<typeof ZUserList>;
