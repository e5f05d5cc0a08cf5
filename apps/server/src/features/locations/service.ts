import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ALL_LOCATION_ID, mayUseAllLocations } from '@tableside/domain/access';
import type {
  TLocation,
  TLocationName,
  ZLocationCreate,
  ZLocationUpdate,
} from '@tableside/domain/schemas/locations';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, reviewMonthlyStats } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { PG, pgErrorCode } from '../../lib/pg-errors.ts';
import { existingMentionTables, mentionsByLocation } from '../console/public.ts';
import { assertConfirmedName } from '../restaurants/public.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';

/**
 * Reviews per location from the monthly rollup (every review is counted there, by the triggers
 * on `reviews`), in one grouped read: counting the reviews themselves visited every review's row,
 * since row-level security must check each one, and took seconds for a chain of 1,000 locations.
 */
export function reviewCounts(
  db: Db,
  where: { restaurantId?: string | null; ids?: string[] | null },
) {
  return db
    .select({
      locationId: reviewMonthlyStats.locationId,
      n: sql<number>`sum(${reviewMonthlyStats.reviews})::int`.as('n'),
    })
    .from(reviewMonthlyStats)
    .where(
      and(
        where.restaurantId ? eq(reviewMonthlyStats.restaurantId, where.restaurantId) : undefined,
        where.ids ? inArray(reviewMonthlyStats.locationId, where.ids) : undefined,
      ),
    )
    .groupBy(reviewMonthlyStats.locationId)
    .as('review_counts');
}

type Row = typeof locations.$inferSelect & { reviewCount: number };

const toDto = (l: Row, staffMentions?: Map<string, number>): TLocation => ({
  id: l.id,
  name: l.name,
  restaurant_id: l.restaurantId,
  website: l.website,
  address: l.address,
  review_count: l.reviewCount,
  staff_mention_count: staffMentions?.get(l.id) ?? 0,
});

/**
 * The locations an actor may use (docs/product/plans-and-roles.md#which-locations-a-user-may-use),
 * with the synthetic All first for the roles that get it. A SuperAdmin not acting on a restaurant
 * sees every location, without All.
 */
export async function authorizedLocations(
  db: Db,
  actor: Actor,
  opts: { restaurantId?: string } = {},
): Promise<TLocation[]> {
  const { restaurantId, limited } = listScope(actor, opts);
  if (actor.role !== 'SuperAdmin' && !restaurantId) return [];
  const counts = reviewCounts(db, { restaurantId, ids: limited });
  const rows = await db
    .select({ ...getColumns(), reviewCount: sql<number>`coalesce(${counts.n}, 0)` })
    .from(locations)
    .leftJoin(counts, eq(counts.locationId, locations.id))
    .where(
      and(
        restaurantId ? eq(locations.restaurantId, restaurantId) : undefined,
        limited ? inArray(locations.id, limited) : undefined,
      ),
    )
    .orderBy(asc(locations.name));
  const staffMentions = await mentionsByLocation(db, 'staff', await existingMentionTables(db));
  const list = rows.map((row) => toDto(row, staffMentions));
  if (!restaurantId || !mayUseAllLocations(actor.role) || list.length === 0) return list;
  const all: TLocation = {
    id: ALL_LOCATION_ID,
    name: 'All',
    restaurant_id: restaurantId,
    website: null,
    address: null,
    review_count: list.reduce((sum, l) => sum + l.review_count, 0),
    staff_mention_count: list.reduce((sum, l) => sum + l.staff_mention_count, 0),
  };
  return [all, ...list];
}

/** The restaurant and locations an actor's list covers (a SuperAdmin: the chosen one, or all). */
export function listScope(actor: Actor, opts: { restaurantId?: string }) {
  const restaurantId =
    actor.role === 'SuperAdmin'
      ? (opts.restaurantId ?? actor.restaurantId)
      : actor.homeRestaurantId;
  const limited = actor.role === 'SuperAdmin' ? null : actor.locationIds;
  return { restaurantId, limited };
}

/**
 * The same list as authorizedLocations, ids and names only: what the switcher and every picker
 * read, about a quarter of the bytes at 1,000 locations and no review or mention counts to sum.
 */
export async function locationNames(
  db: Db,
  actor: Actor,
  opts: { restaurantId?: string } = {},
): Promise<TLocationName[]> {
  const { restaurantId, limited } = listScope(actor, opts);
  if (actor.role !== 'SuperAdmin' && !restaurantId) return [];
  const list = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        restaurantId ? eq(locations.restaurantId, restaurantId) : undefined,
        limited ? inArray(locations.id, limited) : undefined,
      ),
    )
    .orderBy(asc(locations.name));
  if (!restaurantId || !mayUseAllLocations(actor.role) || list.length === 0) return list;
  return [{ id: ALL_LOCATION_ID, name: 'All' }, ...list];
}

function getColumns() {
  return {
    id: locations.id,
    restaurantId: locations.restaurantId,
    name: locations.name,
    address: locations.address,
    website: locations.website,
    placeId: locations.placeId,
    createdAt: locations.createdAt,
    updatedAt: locations.updatedAt,
  };
}

async function getLocation(db: Db, id: string): Promise<TLocation> {
  const counts = reviewCounts(db, { ids: [id] });
  const [row] = await db
    .select({ ...getColumns(), reviewCount: sql<number>`coalesce(${counts.n}, 0)` })
    .from(locations)
    .leftJoin(counts, eq(counts.locationId, locations.id))
    .where(eq(locations.id, id));
  if (!row) throw notFound('Location');
  return toDto(row, await mentionsByLocation(db, 'staff', await existingMentionTables(db)));
}

async function ownedLocation(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  if (!row || (actor.role !== 'SuperAdmin' && row.restaurantId !== actor.homeRestaurantId))
    throw notFound('Location');
  return row;
}

export async function createLocation(db: Db, actor: Actor, input: z.infer<typeof ZLocationCreate>) {
  assertOwnRestaurant(actor, input.restaurant_id);
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(locations)
        .values({
          name: input.name,
          restaurantId: input.restaurant_id,
          website: input.website,
          address: input.address,
        })
        .returning({ id: locations.id });
      if (!created) throw new AppError('internal_error');
      await writeAudit(tx, {
        restaurantId: input.restaurant_id,
        actorUserId: actor.userId,
        action: 'location.create',
        entityType: 'location',
        entityId: created.id,
        data: { name: input.name },
      });
      return created.id;
    })
    .catch(translateForeignKey);
  return getLocation(db, id);
}

export async function updateLocation(
  db: Db,
  actor: Actor,
  id: string,
  input: z.infer<typeof ZLocationUpdate>,
) {
  if (input.id && input.id !== id)
    throw new AppError('validation_failed', 'Body id does not match the path', {
      details: [{ field: 'id' }],
    });
  const current = await ownedLocation(db, actor, id);
  if (input.restaurant_id && input.restaurant_id !== current.restaurantId) {
    // Moving a location between restaurants would move its guests' reviews: super-admin only.
    if (actor.role !== 'SuperAdmin') throw new AppError('forbidden');
  }
  await db
    .transaction(async (tx) => {
      await tx
        .update(locations)
        .set({
          name: input.name,
          restaurantId: input.restaurant_id,
          website: input.website,
          address: input.address,
          updatedAt: sql`now()`,
        })
        .where(eq(locations.id, id));
      await writeAudit(tx, {
        restaurantId: current.restaurantId,
        actorUserId: actor.userId,
        action: 'location.update',
        entityType: 'location',
        entityId: id,
        data: input,
      });
    })
    .catch(translateForeignKey);
  return getLocation(db, id);
}

export async function deleteLocation(
  db: Db,
  actor: Actor,
  id: string,
  confirmName: string | undefined,
) {
  const current = await ownedLocation(db, actor, id);
  assertConfirmedName(confirmName, current.name);
  await db.transaction(async (tx) => {
    await tx.delete(locations).where(eq(locations.id, id));
    await writeAudit(tx, {
      restaurantId: current.restaurantId,
      actorUserId: actor.userId,
      action: 'location.delete',
      entityType: 'location',
      entityId: id,
      data: { name: current.name },
    });
  });
}

function translateForeignKey(error: unknown): never {
  if (pgErrorCode(error) === PG.foreignKeyViolation) {
    throw new AppError('validation_failed', 'Unknown restaurant', {
      details: [{ field: 'restaurant_id' }],
    });
  }
  throw error;
}
