import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { primaryRole, type Role } from '@tableside/domain/roles';
import type { Db } from '../db/client.ts';
import { restaurants, sessions, subscriptionTiers, users } from '../db/schema.ts';

/** Who is calling, resolved from the token and the database on every request. */
export type Actor = {
  userId: string;
  sessionId: string;
  role: Role;
  /** The user's own restaurant (null for SuperAdmin). */
  homeRestaurantId: string | null;
  /** The restaurant this request acts on: the user's own, or the one a SuperAdmin names. */
  restaurantId: string | null;
  tierLevel: number | null;
  homeLocationId: string | null;
  /** Locations the user is limited to; null = all of the restaurant's. */
  locationIds: string[] | null;
};

/**
 * Loads the actor in one query. A disabled user, a revoked session or a deleted account yields
 * null, so logout and disabling take effect on the very next call, not when the JWT expires.
 */
export async function loadActor(db: Db, userId: string, sessionId: string): Promise<Actor | null> {
  const [row] = await db
    .select({
      userId: users.id,
      restaurantId: users.restaurantId,
      locationId: users.locationId,
      tierLevel: subscriptionTiers.level,
      roles: sql<string[] | null>`(select array_agg(r.name order by ur.position)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id)`,
      locationIds: sql<string[] | null>`(select array_agg(ul.location_id)
        from user_locations ul where ul.user_id = users.id)`,
    })
    .from(users)
    .innerJoin(
      sessions,
      and(
        eq(sessions.userId, users.id),
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(and(eq(users.id, userId), eq(users.enabled, true)));
  if (!row) return null;
  return {
    userId: row.userId,
    sessionId,
    role: primaryRole(row.roles ?? []),
    homeRestaurantId: row.restaurantId,
    restaurantId: row.restaurantId,
    tierLevel: row.tierLevel,
    homeLocationId: row.locationId,
    locationIds: row.locationIds,
  };
}

export async function tierLevelOf(
  db: Db,
  restaurantId: string,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ level: subscriptionTiers.level })
    .from(restaurants)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(eq(restaurants.id, restaurantId));
  return row ? row.level : undefined;
}
