import { and, eq, inArray } from 'drizzle-orm';
import { mayUseAllLocations } from '@tableside/domain/access';
import type { Db } from '../db/client.ts';
import { locations, restaurants } from '../db/schema.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import type { Actor } from './actor.ts';

// What an actor may reach, beside the guard that builds the actor: every feature scopes its
// queries through these, so none has to import another feature for it.

/** The restaurant an actor may touch: their own, or any for SuperAdmin. Others' look absent. */
export function assertOwnRestaurant(actor: Actor, id: string): void {
  if (actor.role !== 'SuperAdmin' && actor.homeRestaurantId !== id) throw notFound('Restaurant');
}

export type LocationScope = {
  restaurantId: string;
  timezone: string;
  /** The locations asked for; null means every location of the restaurant. */
  locationIds: string[] | null;
  /**
   * False when one location was asked for and nothing has yet checked that it belongs to the
   * restaurant: the query that reads it must check (see listReviews).
   */
  verified: boolean;
};

/**
 * The scope as far as the actor alone tells it, without a query: the restaurant and its time
 * zone come with the actor. Null for a SuperAdmin who has named no restaurant. Throws for what
 * the actor may never ask (docs/product/plans-and-roles.md#which-locations-a-user-may-use).
 */
export function scopeFromActor(actor: Actor, id: string): LocationScope | null {
  if (id === 'all') {
    if (!mayUseAllLocations(actor.role)) throw new AppError('forbidden', 'Choose one location');
    if (!actor.restaurantId || !actor.timezone) {
      throw new AppError('validation_failed', 'Choose a restaurant first (X-Restaurant-Id)');
    }
    return {
      restaurantId: actor.restaurantId,
      timezone: actor.timezone,
      locationIds: actor.role === 'SuperAdmin' ? null : actor.locationIds,
      verified: true,
    };
  }
  if (actor.role !== 'SuperAdmin' && actor.locationIds && !actor.locationIds.includes(id)) {
    throw notFound('Location');
  }
  if (!actor.restaurantId) {
    if (actor.role !== 'SuperAdmin') throw notFound('Location');
    return null;
  }
  if (!actor.timezone) return null;
  return {
    restaurantId: actor.restaurantId,
    timezone: actor.timezone,
    locationIds: [id],
    verified: false,
  };
}

/**
 * Turns a path's location (`all` or an id) into what the actor may read
 * (docs/product/plans-and-roles.md#which-locations-a-user-may-use): `all` only for roles that get
 * it, narrowed to the user's locations; one location only if it is the actor's restaurant's and
 * among theirs. Anything else looks absent.
 */
export async function resolveLocationScope(
  db: Db,
  actor: Actor,
  id: string,
): Promise<LocationScope> {
  const known = scopeFromActor(actor, id);
  if (known?.verified) return known;
  const [row] = await db
    .select({ restaurantId: locations.restaurantId, tz: restaurants.timezone })
    .from(locations)
    .innerJoin(restaurants, eq(restaurants.id, locations.restaurantId))
    .where(
      and(
        eq(locations.id, id),
        // Only a SuperAdmin who named no restaurant reads a location of any restaurant.
        actor.restaurantId ? eq(locations.restaurantId, actor.restaurantId) : undefined,
        actor.role !== 'SuperAdmin' && actor.locationIds
          ? inArray(locations.id, actor.locationIds)
          : undefined,
      ),
    );
  if (!row) throw notFound('Location');
  return { restaurantId: row.restaurantId, timezone: row.tz, locationIds: [id], verified: true };
}
