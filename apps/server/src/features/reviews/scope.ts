import { and, eq, inArray } from 'drizzle-orm';
import { mayUseAllLocations } from '@tableside/domain/access';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, restaurants } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

export type LocationScope = {
  restaurantId: string;
  timezone: string;
  /** The locations asked for; null means every location of the restaurant. */
  locationIds: string[] | null;
};

/**
 * Turns a path's location (`all` or an id) into what the actor may read (DECISIONS.md 18):
 * `all` only for roles that get it, narrowed to the user's locations; one location only if it
 * is the actor's restaurant's and among theirs. Anything else looks absent.
 */
export async function resolveLocationScope(
  db: Db,
  actor: Actor,
  id: string,
): Promise<LocationScope> {
  if (id === 'all') {
    if (!mayUseAllLocations(actor.role)) throw new AppError('forbidden', 'Choose one location');
    if (!actor.restaurantId) {
      throw new AppError('validation_failed', 'Choose a restaurant first (X-Restaurant-Id)');
    }
    const [r] = await db
      .select({ tz: restaurants.timezone })
      .from(restaurants)
      .where(eq(restaurants.id, actor.restaurantId));
    if (!r) throw notFound('Restaurant');
    return {
      restaurantId: actor.restaurantId,
      timezone: r.tz,
      locationIds: actor.role === 'SuperAdmin' ? null : actor.locationIds,
    };
  }
  const [row] = await db
    .select({ restaurantId: locations.restaurantId, tz: restaurants.timezone })
    .from(locations)
    .innerJoin(restaurants, eq(restaurants.id, locations.restaurantId))
    .where(
      and(
        eq(locations.id, id),
        actor.role === 'SuperAdmin' && !actor.restaurantId
          ? undefined
          : eq(locations.restaurantId, actor.restaurantId ?? ''),
        actor.role !== 'SuperAdmin' && actor.locationIds
          ? inArray(locations.id, actor.locationIds)
          : undefined,
      ),
    );
  if (!row) throw notFound('Location');
  return { restaurantId: row.restaurantId, timezone: row.tz, locationIds: [id] };
}
