import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import type { Loc } from './period-reads.ts';

/** The scope's locations by name, the first `limit` of them when given. */
export async function scopeLocations(db: Db, scope: LocationScope, limit?: number): Promise<Loc[]> {
  const query = db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.restaurantId, scope.restaurantId),
        scope.locationIds ? inArray(locations.id, scope.locationIds) : undefined,
      ),
    )
    .orderBy(asc(locations.name));
  return limit === undefined ? query : query.limit(limit);
}
