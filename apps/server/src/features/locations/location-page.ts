import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TLocationList, ZLocationListQuery } from '@tableside/domain/schemas/locations';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { locationSearch } from './location-search.ts';
import { listScope, reviewCounts } from './service.ts';

/**
 * `GET /location/page`: one page of the locations the actor may see, the same scope as
 * authorizedLocations without All (docs/product/dashboard-screens.md#administration-locations).
 * The count, sort and cut happen in the database, so a chain of 1,000 locations sends one page.
 */
export async function locationPage(
  db: Db,
  actor: Actor,
  q: z.output<typeof ZLocationListQuery>,
): Promise<TLocationList> {
  const { restaurantId, limited } = listScope(actor, { restaurantId: q.restaurant_id });
  if (actor.role !== 'SuperAdmin' && !restaurantId) return { total: 0, items: [] };
  const matching = and(
    restaurantId ? eq(locations.restaurantId, restaurantId) : undefined,
    limited ? inArray(locations.id, limited) : undefined,
    ...locationSearch(q.search),
  );
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(locations)
    .where(matching);
  const total = count?.total ?? 0;
  if (total === 0 || q.offset >= total) return { total, items: [] };

  const counts = reviewCounts(db, { restaurantId, ids: limited });
  const reviewCount = sql<number>`coalesce(${counts.n}, 0)`;
  const direction = q.order === 'asc' ? asc : desc;
  const key = { name: locations.name, reviews: reviewCount, created: locations.createdAt }[q.sort];
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      restaurantId: locations.restaurantId,
      website: locations.website,
      address: locations.address,
      reviewCount,
    })
    .from(locations)
    .leftJoin(counts, eq(counts.locationId, locations.id))
    .where(matching)
    // Ties (equal counts, names) keep one order, so no location repeats or hides across pages.
    .orderBy(
      direction(key),
      q.sort === 'name' ? direction(locations.name) : asc(locations.name),
      asc(locations.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  return {
    total,
    items: rows.map((l) => ({
      id: l.id,
      name: l.name,
      restaurant_id: l.restaurantId,
      website: l.website,
      address: l.address,
      review_count: l.reviewCount,
    })),
  };
}
