import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { primaryRole, type Role } from '@tableside/domain/roles';
import type { Db } from '../db/client.ts';
import { restaurants, sessions, subscriptionTiers, users } from '../db/schema.ts';

/**
 * Who is calling, resolved from the token and the database (kept a few seconds per session by
 * actor-cache.ts, and forgotten at once on any change).
 */
export type Actor = {
  userId: string;
  sessionId: string;
  role: Role;
  /** The user's own restaurant (null for SuperAdmin). */
  homeRestaurantId: string | null;
  /** The restaurant this request acts on: the user's own, or the one a SuperAdmin names. */
  restaurantId: string | null;
  tierLevel: number | null;
  /** The acting restaurant's time zone (null without one): dates are compared by its days. */
  timezone: string | null;
  homeLocationId: string | null;
  /** Locations the user is limited to; null = all of the restaurant's. */
  locationIds: string[] | null;
  /** The acting restaurant's trial dates (packages/domain/src/trial.ts reads them). */
  trialEndsAt: Date | null;
  trialConvertedAt: Date | null;
};

function actorStatement(db: Db) {
  return db
    .select({
      userId: users.id,
      restaurantId: users.restaurantId,
      locationId: users.locationId,
      tierLevel: subscriptionTiers.level,
      timezone: restaurants.timezone,
      trialEndsAt: restaurants.trialEndsAt,
      trialConvertedAt: restaurants.trialConvertedAt,
      roles: sql<string[] | null>`(select array_agg(r.name order by ur.position)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id)`,
      locationIds: sql<string[] | null>`(select array_agg(ul.location_id)
        from user_locations ul where ul.user_id = users.id)`,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(users)
    .innerJoin(
      sessions,
      and(
        eq(sessions.userId, users.id),
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .leftJoin(restaurants, eq(restaurants.id, users.restaurantId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.enabled, true)))
    .prepare('load_actor');
}

// Every authenticated request runs this statement: prepared once per database (and, on
// PostgreSQL, parsed once per connection).
const prepared = new WeakMap<Db, ReturnType<typeof actorStatement>>();

/**
 * Loads the actor in one query. A disabled user, a revoked session or a deleted account yields
 * null, so logout and disabling take effect on the very next call, not when the JWT expires.
 */
export async function loadActor(db: Db, userId: string, sessionId: string): Promise<Actor | null> {
  return (await loadActorSession(db, userId, sessionId))?.actor ?? null;
}

/** `loadActor`, with when the session expires (an actor is never cached beyond it). */
export async function loadActorSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ actor: Actor; sessionExpiresAt: Date } | null> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = actorStatement(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ userId, sessionId });
  if (!row) return null;
  const actor: Actor = {
    userId: row.userId,
    sessionId,
    role: primaryRole(row.roles ?? []),
    homeRestaurantId: row.restaurantId,
    restaurantId: row.restaurantId,
    tierLevel: row.tierLevel,
    timezone: row.timezone,
    homeLocationId: row.locationId,
    locationIds: row.locationIds,
    trialEndsAt: row.trialEndsAt,
    trialConvertedAt: row.trialConvertedAt,
  };
  return { actor, sessionExpiresAt: row.sessionExpiresAt };
}

/** The plan level and time zone of a restaurant a SuperAdmin acts on; undefined if none. */
export async function restaurantFacts(
  db: Db,
  restaurantId: string,
): Promise<{ level: number | null; timezone: string } | undefined> {
  const [row] = await db
    .select({ level: subscriptionTiers.level, timezone: restaurants.timezone })
    .from(restaurants)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(eq(restaurants.id, restaurantId));
  return row;
}
