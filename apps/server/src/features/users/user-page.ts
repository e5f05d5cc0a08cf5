import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@tableside/domain/search-words';
import type { TUserList, ZUserListQuery } from '@tableside/domain/schemas/users';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { locations, restaurants, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { toUserDto, userColumns } from './service.ts';

/** The combining marks NFD splits off accented letters (a PostgreSQL regular expression). */
const MARKS = String.raw`[\u0300-\u036f]`;
/** What the search reads, accents dropped as searchWords drops them from the query. */
const haystack = sql`regexp_replace(normalize(concat_ws(' ', ${users.username}, ${users.email},
  ${users.firstname}, ${users.lastname}, ${locations.name}, ${restaurants.name}), NFD), ${MARKS}, '', 'g')`;
/** A user's first role (the forms give exactly one): what the role column shows and sorts by. */
const firstRole = sql<string | null>`(select r.name from user_roles ur join roles r
  on r.id = ur.role_id where ur.user_id = ${users.id} order by ur.position limit 1)`;
const hasRole = (role: string) => sql`exists (select 1 from user_roles ur join roles r
  on r.id = ur.role_id where ur.user_id = ${users.id} and r.name = ${role})`;

const SORT_KEYS: Record<z.output<typeof ZUserListQuery>['sort'], SQL> = {
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  name: sql`lower(${users.firstname} || ' ' || ${users.lastname})`,
  location: sql`lower(${locations.name})`,
  restaurant: sql`lower(${restaurants.name})`,
  role: firstRole,
};

/**
 * `GET /auth/user/page`: one page of every restaurant's users for the console's Users screen
 * (docs/product/console.md#users-screen). The count, search, sort and cut happen in the
 * database, so the screen reads 25 users however many there are. SuperAdmin only (the route's
 * operation); checked here too so no other caller ever reads across restaurants.
 */
export async function userPage(
  db: Db,
  actor: Actor,
  q: z.output<typeof ZUserListQuery>,
): Promise<TUserList> {
  if (actor.role !== 'SuperAdmin') throw new AppError('forbidden');
  // Like listUsers: the restaurant named, else the one acted on, else every restaurant's.
  const restaurantId = q.restaurant_id ?? actor.restaurantId;
  const matching = and(
    restaurantId ? eq(users.restaurantId, restaurantId) : undefined,
    q.role ? hasRole(q.role) : undefined,
    ...searchWords(q.search ?? '').map((word) => sql`${haystack} ilike ${likePattern(word)}`),
  );
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .where(matching);
  const total = count?.total ?? 0;
  if (total === 0 || q.offset >= total) return { total, items: [] };

  const direction = q.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ ...userColumns, locationName: locations.name })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .where(matching)
    // Ties (no location, one restaurant's users) fall back to the username then the id, so no
    // user repeats or hides across pages; users without a location or restaurant come last.
    .orderBy(
      sql`${direction(SORT_KEYS[q.sort])} nulls last`,
      asc(sql`lower(${users.username})`),
      asc(users.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  return { total, items: rows.map(toUserDto) };
}
