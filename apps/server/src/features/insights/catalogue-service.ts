import type {
  TMenuItem,
  TMenuItemInput,
  TStaffMember,
  TStaffMemberInput,
} from '@tableside/domain/schemas/insights';
import { isGenericMenuName } from '@tableside/domain/insights';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, menuItems, restaurants, staffMembers } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { LocationScope } from '../../auth/scope.ts';
import type { RunTarget } from './runs.ts';

/** A person is also named by first name alone. */
const staffPhrases = (e: { name: string; aliases: string[] }) => [
  e.name,
  e.name.trim().split(/\s+/)[0] ?? '',
  ...e.aliases,
];

export type CatalogueDeps = {
  db: Db;
  /** Re-analyses the restaurant's reviews against the new menu or roster. */
  startReanalysis: (
    db: Db,
    restaurantId: string,
    reason: 'menu' | 'staff',
    target: RunTarget,
  ) => Promise<unknown>;
};

/** The actor's restaurant and the locations they may see, for restaurant-level insights. */
export async function restaurantScope(db: Db, actor: Actor): Promise<LocationScope> {
  if (!actor.restaurantId)
    throw new AppError('validation_failed', 'Choose a restaurant first (X-Restaurant-Id)');
  const [r] = await db
    .select({ tz: restaurants.timezone })
    .from(restaurants)
    .where(eq(restaurants.id, actor.restaurantId));
  if (!r) throw notFound('Restaurant');
  return {
    restaurantId: actor.restaurantId,
    timezone: r.tz,
    locationIds: actor.role === 'SuperAdmin' ? null : actor.locationIds,
    verified: true,
  };
}

type CatalogueTable = typeof menuItems | typeof staffMembers;

/** Entries a user sees: the restaurant-wide ones and those of their locations. */
export function visible(table: CatalogueTable, scope: LocationScope) {
  return and(
    eq(table.restaurantId, scope.restaurantId),
    scope.locationIds
      ? or(isNull(table.locationId), inArray(table.locationId, scope.locationIds))
      : undefined,
  );
}

/** A location-limited user may only place entries at their own locations. */
async function checkLocation(db: Db, scope: LocationScope, locationId: string | null) {
  if (locationId === null) {
    if (scope.locationIds) throw new AppError('forbidden', 'Choose one of your locations');
    return;
  }
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.restaurantId, scope.restaurantId)));
  if (!row || (scope.locationIds && !scope.locationIds.includes(locationId)))
    throw notFound('Location');
}

const dedupe = (aliases: string[]) => [
  ...new Map(aliases.map((a) => [a.toLowerCase(), a])).values(),
];

const toMenuItem = (r: typeof menuItems.$inferSelect): TMenuItem => ({
  id: r.id,
  name: r.name,
  aliases: r.aliases,
  location_id: r.locationId,
});

export async function listMenuItems(db: Db, actor: Actor): Promise<TMenuItem[]> {
  const scope = await restaurantScope(db, actor);
  const rows = await db
    .select()
    .from(menuItems)
    .where(visible(menuItems, scope))
    .orderBy(asc(sql`lower(${menuItems.name})`), menuItems.id);
  return rows.map(toMenuItem);
}

async function ownMenuItem(db: Db, scope: LocationScope, id: string) {
  const [row] = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, id), visible(menuItems, scope)));
  if (!row) throw notFound('Menu item');
  return row;
}

export async function createMenuItem(
  deps: CatalogueDeps,
  actor: Actor,
  input: TMenuItemInput,
): Promise<TMenuItem> {
  const scope = await restaurantScope(deps.db, actor);
  await checkLocation(deps.db, scope, input.location_id);
  const [row] = await deps.db
    .insert(menuItems)
    .values({
      restaurantId: scope.restaurantId,
      locationId: input.location_id,
      name: input.name,
      aliases: dedupe(input.aliases),
    })
    .returning();
  await deps.startReanalysis(deps.db, scope.restaurantId, 'menu', {
    phrases: [row!.name, ...row!.aliases],
    menuItemId: row!.id,
  });
  return toMenuItem(row!);
}

export async function updateMenuItem(
  deps: CatalogueDeps,
  actor: Actor,
  id: string,
  input: TMenuItemInput,
): Promise<TMenuItem> {
  const scope = await restaurantScope(deps.db, actor);
  const before = await ownMenuItem(deps.db, scope, id);
  await checkLocation(deps.db, scope, input.location_id);
  const [row] = await deps.db
    .update(menuItems)
    .set({ name: input.name, aliases: dedupe(input.aliases), locationId: input.location_id })
    .where(eq(menuItems.id, id))
    .returning();
  await deps.startReanalysis(deps.db, scope.restaurantId, 'menu', {
    phrases: [before.name, ...before.aliases, row!.name, ...row!.aliases],
    menuItemId: id,
  });
  return toMenuItem(row!);
}

export async function deleteMenuItem(deps: CatalogueDeps, actor: Actor, id: string): Promise<void> {
  const scope = await restaurantScope(deps.db, actor);
  const before = await ownMenuItem(deps.db, scope, id);
  // Its mentions go with it; reviews naming it may now name a shorter entry it hid.
  await deps.db.delete(menuItems).where(eq(menuItems.id, id));
  await deps.startReanalysis(deps.db, scope.restaurantId, 'menu', {
    phrases: [before.name, ...before.aliases],
  });
}

/** Adds the names of a pasted list (one per line, or comma-separated), skipping known and generic ones. */
export async function importMenuItems(
  deps: CatalogueDeps,
  actor: Actor,
  input: { names: string | string[]; location_id: string | null },
): Promise<{ created: number; skipped: number }> {
  const scope = await restaurantScope(deps.db, actor);
  await checkLocation(deps.db, scope, input.location_id);
  const raw = typeof input.names === 'string' ? input.names.split(/[\n\r,;]+/) : input.names;
  const names = raw
    .map((n) => n.trim().replace(/\s+/g, ' '))
    .filter((n) => n.length > 0 && n.length <= 200);
  const existing = await deps.db
    .select({ name: menuItems.name })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.restaurantId, scope.restaurantId),
        input.location_id
          ? eq(menuItems.locationId, input.location_id)
          : isNull(menuItems.locationId),
      ),
    );
  const seen = new Set(existing.map((e) => e.name.toLowerCase()));
  const fresh: string[] = [];
  for (const name of names) {
    if (isGenericMenuName(name) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    fresh.push(name);
  }
  if (fresh.length) {
    await deps.db.insert(menuItems).values(
      fresh.map((name) => ({
        restaurantId: scope.restaurantId,
        locationId: input.location_id,
        name,
      })),
    );
    await deps.startReanalysis(deps.db, scope.restaurantId, 'menu', { phrases: fresh });
  }
  return { created: fresh.length, skipped: raw.filter((n) => n.trim()).length - fresh.length };
}

const staffColumns = {
  id: staffMembers.id,
  name: staffMembers.name,
  role: staffMembers.role,
  aliases: staffMembers.aliases,
  location_id: staffMembers.locationId,
  location_name: sql<string>`coalesce(${locations.name}, 'Unknown Location')`,
};

export async function listStaffMembers(db: Db, actor: Actor): Promise<TStaffMember[]> {
  const scope = await restaurantScope(db, actor);
  return db
    .select(staffColumns)
    .from(staffMembers)
    .leftJoin(locations, eq(locations.id, staffMembers.locationId))
    .where(visible(staffMembers, scope))
    .orderBy(asc(sql`lower(${staffMembers.name})`), staffMembers.id);
}

export async function getStaffMember(db: Db, actor: Actor, id: string): Promise<TStaffMember> {
  const scope = await restaurantScope(db, actor);
  const [row] = await db
    .select(staffColumns)
    .from(staffMembers)
    .leftJoin(locations, eq(locations.id, staffMembers.locationId))
    .where(and(eq(staffMembers.id, id), visible(staffMembers, scope)));
  if (!row) throw notFound('Staff member');
  return row;
}

export async function createStaffMember(
  deps: CatalogueDeps,
  actor: Actor,
  input: TStaffMemberInput,
): Promise<TStaffMember> {
  const scope = await restaurantScope(deps.db, actor);
  await checkLocation(deps.db, scope, input.location_id);
  const [row] = await deps.db
    .insert(staffMembers)
    .values({
      restaurantId: scope.restaurantId,
      locationId: input.location_id,
      name: input.name,
      role: input.role || null,
      aliases: dedupe(input.aliases),
    })
    .returning({ id: staffMembers.id, name: staffMembers.name, aliases: staffMembers.aliases });
  await deps.startReanalysis(deps.db, scope.restaurantId, 'staff', {
    phrases: staffPhrases(row!),
    staffMemberId: row!.id,
  });
  return getStaffMember(deps.db, actor, row!.id);
}

export async function updateStaffMember(
  deps: CatalogueDeps,
  actor: Actor,
  id: string,
  input: TStaffMemberInput,
): Promise<TStaffMember> {
  const scope = await restaurantScope(deps.db, actor);
  const before = await getStaffMember(deps.db, actor, id);
  await checkLocation(deps.db, scope, input.location_id);
  await deps.db
    .update(staffMembers)
    .set({
      name: input.name,
      role: input.role || null,
      aliases: dedupe(input.aliases),
      locationId: input.location_id,
    })
    .where(eq(staffMembers.id, id));
  await deps.startReanalysis(deps.db, scope.restaurantId, 'staff', {
    phrases: [
      ...staffPhrases(before),
      ...staffPhrases({ name: input.name, aliases: input.aliases }),
    ],
    staffMemberId: id,
  });
  return getStaffMember(deps.db, actor, id);
}

export async function deleteStaffMember(
  deps: CatalogueDeps,
  actor: Actor,
  id: string,
): Promise<void> {
  const scope = await restaurantScope(deps.db, actor);
  const before = await getStaffMember(deps.db, actor, id);
  await deps.db.delete(staffMembers).where(eq(staffMembers.id, id));
  await deps.startReanalysis(deps.db, scope.restaurantId, 'staff', {
    phrases: staffPhrases(before),
  });
}
