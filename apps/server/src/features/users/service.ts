import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { rolesGrantableBy } from '@tableside/domain/roles';
import type { TUser, TUserUpdate } from '@tableside/domain/schemas/users';
import type { z } from 'zod';
import type { ZUserCreate } from '@tableside/domain/schemas/users';
import type { Actor } from '../../auth/actor.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { locations, roles, userLocations, userRoles, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { withIdentityCheck } from './identity-clash.ts';

const rolesOf = sql<
  { id: string; name: string }[]
>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by ur.position)
  from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id), '[]'::json)`;
const locationIdsOf = sql<string[] | null>`(select array_agg(ul.location_id order by ul.location_id)
  from user_locations ul where ul.user_id = users.id)`;

// One indexed look-up per user: the console's users table names locations without the full list.
const locationNameOf = sql<
  string | null
>`(select l.name from locations l where l.id = users.location_id)`;

export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  enabled: users.enabled,
  locationId: users.locationId,
  locationName: locationNameOf,
  restaurantId: users.restaurantId,
  language: users.language,
  roleObjects: rolesOf,
  locationIds: locationIdsOf,
};

/**
 * Password hashes are closed to the request role (migration 0018): only this check of one's
 * own current password and the change below reach them, as system work on the actor's own row.
 */
async function passwordHashOf(db: Db, id: string): Promise<string | null> {
  const [row] = await asSystem(() =>
    db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)),
  );
  return row?.hash ?? null;
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function selectUsers(db: Db) {
  return db.select(userColumns).from(users);
}

export async function findUserRow(db: Db, id: string) {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row ? { ...row, roles: row.roleObjects.map((r) => r.name) } : undefined;
}

export function toUserDto(row: UserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    enabled: row.enabled,
    location_id: row.locationId,
    location_name: row.locationName,
    restaurant_id: row.restaurantId,
    roles: row.roleObjects,
    location_ids: row.locationIds,
    language: row.language === 'fr' ? 'fr' : 'en',
  };
}

export async function getUser(db: Db, id: string): Promise<TUser> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return toUserDto(row);
}

/**
 * The signed-in user's own record. Read as system work: a SuperAdmin acting on a restaurant
 * has no restaurant of their own, so that restaurant's rows never include them (migration 0018).
 */
export function getOwnUser(db: Db, actor: Actor): Promise<TUser> {
  return asSystem(() => getUser(db, actor.userId));
}

export async function listRoles(db: Db, actor: Actor) {
  const grantable = rolesGrantableBy(actor.role);
  const rows = await db.select().from(roles).orderBy(asc(roles.name));
  return rows.filter((r) => (grantable as readonly string[]).includes(r.name));
}

/** SuperAdmin: everyone (or one restaurant's when acting on it); Admin: their restaurant's. */
export async function listUsers(db: Db, actor: Actor): Promise<TUser[]> {
  const scope = actor.role === 'SuperAdmin' && !actor.restaurantId ? undefined : actor.restaurantId;
  const rows = await selectUsers(db)
    .where(scope === undefined ? undefined : scope ? eq(users.restaurantId, scope) : sql`false`)
    .orderBy(asc(sql`lower(${users.username})`));
  return rows.map(toUserDto);
}

/** A user the actor may manage: own restaurant for Admins, never a SuperAdmin unless SuperAdmin. */
export async function managedUser(db: Db, actor: Actor, id: string): Promise<UserRow> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) throw notFound('User');
  if (actor.role === 'SuperAdmin') return row;
  const isSuper = row.roleObjects.some((r) => r.name === 'SuperAdmin');
  if (isSuper || row.restaurantId !== actor.homeRestaurantId) throw notFound('User');
  return row;
}

async function resolveRoles(db: Db, actor: Actor, wanted: string[]) {
  const rows = await db
    .select()
    .from(roles)
    .where(or(inArray(roles.name, wanted), inArray(sql`${roles.id}::text`, wanted)));
  if (rows.length !== wanted.length) {
    throw new AppError('validation_failed', 'Unknown role', { details: [{ field: 'roles' }] });
  }
  const grantable = rolesGrantableBy(actor.role) as readonly string[];
  if (rows.some((r) => !grantable.includes(r.name)))
    throw new AppError('forbidden', 'You may not grant this role');
  return rows;
}

async function assertLocationsOf(db: Db, restaurantId: string | null, ids: string[]) {
  if (ids.length === 0) return;
  const found = restaurantId
    ? await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.restaurantId, restaurantId), inArray(locations.id, ids)))
    : [];
  if (found.length !== new Set(ids).size) {
    throw new AppError('validation_failed', 'Location does not belong to the restaurant', {
      details: [{ field: 'location_id' }],
    });
  }
}

export async function createUser(
  db: Db,
  actor: Actor,
  input: z.infer<typeof ZUserCreate>,
): Promise<TUser> {
  const roleRows = await resolveRoles(db, actor, input.roles);
  const makesSuper = roleRows.some((r) => r.name === 'SuperAdmin');
  const restaurantId = makesSuper
    ? null
    : actor.role === 'SuperAdmin'
      ? (input.restaurant_id ?? actor.restaurantId)
      : actor.homeRestaurantId;
  if (!makesSuper && !restaurantId) {
    throw new AppError('validation_failed', 'Missing required fields: restaurant_id', {
      details: [{ field: 'restaurant_id' }],
    });
  }
  if (
    actor.role !== 'SuperAdmin' &&
    input.restaurant_id &&
    input.restaurant_id !== actor.homeRestaurantId
  ) {
    throw new AppError('forbidden');
  }
  await assertLocationsOf(db, restaurantId, [input.location_id, ...(input.location_ids ?? [])]);
  const id = await withIdentityCheck(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email.toLowerCase(),
          firstname: input.firstname,
          lastname: input.lastname,
          enabled: input.enabled,
          restaurantId,
          locationId: input.location_id,
          language: input.language ?? 'en',
        })
        .returning({ id: users.id });
      if (!created) throw new AppError('internal_error');
      await tx
        .insert(userRoles)
        .values(roleRows.map((r, position) => ({ userId: created.id, roleId: r.id, position })));
      if (input.location_ids?.length) {
        await tx
          .insert(userLocations)
          .values(input.location_ids.map((locationId) => ({ userId: created.id, locationId })));
      }
      await writeAudit(tx, {
        restaurantId,
        actorUserId: actor.userId,
        action: 'user.create',
        entityType: 'user',
        entityId: created.id,
        data: { username: input.username, roles: roleRows.map((r) => r.name) },
      });
      return created.id;
    }),
  );
  return getUser(db, id);
}

const GUARDED_ON_SELF = [
  'roles',
  'enabled',
  'location_id',
  'restaurant_id',
  'location_ids',
] as const;

/** Fields a user sent about themselves that would change what they may do: refused. */
function guardedChanges(row: UserRow, input: TUserUpdate): string[] {
  const changed: string[] = [];
  for (const field of GUARDED_ON_SELF) {
    const value = input[field];
    if (value === undefined) continue;
    if (field === 'roles') {
      const current = row.roleObjects.flatMap((r) => [r.id, r.name]);
      if (!(value as string[]).every((v) => current.includes(v))) changed.push(field);
    } else if (field === 'enabled' && value !== row.enabled) changed.push(field);
    else if (field === 'location_id' && value !== row.locationId) changed.push(field);
    else if (field === 'restaurant_id' && value !== row.restaurantId) changed.push(field);
    else if (field === 'location_ids') {
      const a = [...((value as string[] | null) ?? [])].sort().join();
      if (a !== [...(row.locationIds ?? [])].sort().join()) changed.push(field);
    }
  }
  return changed;
}

/** Why an update ends the user's other sessions, or null when they may go on. */
function sessionEndingChange(
  row: UserRow,
  input: TUserUpdate,
  roleRows: { name: string }[] | null,
  isSelf: boolean,
): string | null {
  if (input.password) return 'password_changed';
  if (isSelf) return null;
  if (input.enabled === false) return 'user_disabled';
  const before = row.roleObjects
    .map((r) => r.name)
    .sort()
    .join();
  if (
    roleRows &&
    roleRows
      .map((r) => r.name)
      .sort()
      .join() !== before
  )
    return 'role_changed';
  return null;
}

export async function updateUser(
  db: Db,
  actor: Actor,
  id: string,
  input: TUserUpdate,
): Promise<TUser> {
  if (input.id && input.id !== id)
    throw new AppError('validation_failed', 'Body id does not match the path', {
      details: [{ field: 'id' }],
    });
  const isSelf = id === actor.userId;
  // Everyone may edit themselves (users.update is open to all roles); only Admins edit others.
  if (!isSelf && actor.role !== 'SuperAdmin' && actor.role !== 'Admin')
    throw new AppError('forbidden');
  const row = isSelf
    ? (await asSystem(() => selectUsers(db).where(eq(users.id, id))))[0]
    : await managedUser(db, actor, id);
  if (!row) throw notFound('User');
  if (isSelf) {
    const refused = guardedChanges(row, input);
    if (refused.length) {
      throw new AppError('forbidden', `You cannot change your own ${refused.join(', ')}`, {
        details: refused.map((field) => ({ field })),
      });
    }
  } else if (input.password !== undefined) {
    // Nobody sets another person's password; they get an invitation or reset link.
    throw new AppError('forbidden', 'You cannot set another user’s password');
  }
  const changesEmail =
    input.email !== undefined && input.email.toLowerCase() !== row.email.toLowerCase();
  // Whoever holds a stolen session must not take the account over by changing its sign-in
  // details: the password and the e-mail (where reset links go) both ask for the current one.
  if (isSelf && (input.password !== undefined || changesEmail)) {
    if (!(await verifyPassword(await passwordHashOf(db, id), input.current_password ?? ''))) {
      throw new AppError('validation_failed', 'Current password is incorrect', {
        details: [{ field: 'current_password' }],
      });
    }
  }
  const roleRows = !isSelf && input.roles ? await resolveRoles(db, actor, input.roles) : null;
  const endsSessions = sessionEndingChange(row, input, roleRows, isSelf);
  const restaurantId =
    actor.role === 'SuperAdmin' && !isSelf
      ? (input.restaurant_id ?? row.restaurantId)
      : row.restaurantId;
  if (!isSelf) {
    const locs = [input.location_id, ...(input.location_ids ?? [])].filter((v): v is string =>
      Boolean(v),
    );
    await assertLocationsOf(db, restaurantId, locs);
  }
  if (!isSelf && input.enabled === false && id === actor.userId) throw new AppError('forbidden');
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  // A new password and the end of other sessions touch what the request role cannot reach
  // (password hashes, sessions: migration 0018). The target's scope was checked above (or it is
  // the actor's own row), so that write runs as system work, in one transaction with the rest.
  // One's own row too: a SuperAdmin acting on a restaurant is not among its rows.
  const credentials = Boolean(passwordHash || endsSessions || isSelf);
  const write = () =>
    db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          username: input.username,
          email: input.email?.toLowerCase(),
          firstname: input.firstname,
          lastname: input.lastname,
          language: input.language,
          ...(isSelf
            ? {}
            : { enabled: input.enabled, locationId: input.location_id, restaurantId }),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
      if (endsSessions) {
        // A new password, a disabled account or a new role: every other sign-in starts over.
        await revokeUserSessions(tx, id, endsSessions, isSelf ? actor.sessionId : undefined);
      }
      if (roleRows) {
        await tx.delete(userRoles).where(eq(userRoles.userId, id));
        await tx
          .insert(userRoles)
          .values(roleRows.map((r, position) => ({ userId: id, roleId: r.id, position })));
      }
      if (!isSelf && input.location_ids !== undefined) {
        await tx.delete(userLocations).where(eq(userLocations.userId, id));
        if (input.location_ids?.length) {
          await tx
            .insert(userLocations)
            .values(input.location_ids.map((locationId) => ({ userId: id, locationId })));
        }
      }
      const { password: _p, current_password: _c, ...changes } = input;
      await writeAudit(tx, {
        restaurantId: row.restaurantId,
        actorUserId: actor.userId,
        action: isSelf ? 'user.update_self' : 'user.update',
        entityType: 'user',
        entityId: id,
        data: { ...changes, ...(input.password ? { password: 'changed' } : {}) },
      });
    });
  await withIdentityCheck(() => (credentials ? asSystem(write) : write()));
  return isSelf ? getOwnUser(db, actor) : getUser(db, id);
}

export async function deleteUser(db: Db, actor: Actor, id: string): Promise<void> {
  if (id === actor.userId) throw new AppError('forbidden', 'You cannot delete yourself');
  const row = await managedUser(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, id));
    await writeAudit(tx, {
      restaurantId: row.restaurantId,
      actorUserId: actor.userId,
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      data: { username: row.username },
    });
  });
}
