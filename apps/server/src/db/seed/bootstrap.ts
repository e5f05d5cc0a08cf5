import { eq, sql } from 'drizzle-orm';
import { ROLES } from '@tableside/domain/roles';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../client.ts';
import { roles, subscriptionTiers, userRoles, users } from '../schema.ts';
import { TIER_SEEDS } from './tiers.ts';

/** Data every installation needs: the roles, and the plans when there are none yet. */
export async function bootstrap(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name })))
    .onConflictDoNothing();
  const [tiers] = await db.select({ n: sql<number>`count(*)::int` }).from(subscriptionTiers);
  if (tiers?.n === 0) {
    await db.insert(subscriptionTiers).values(TIER_SEEDS).onConflictDoNothing();
  }
}

/** Creates the first super-admin of a production installation, once. */
export async function ensureSuperAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'SuperAdmin'))
    .limit(1);
  if (existing) return false;
  const [role] = await db.select().from(roles).where(eq(roles.name, 'SuperAdmin'));
  if (!role) throw new Error('roles are not bootstrapped');
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: email.split('@')[0] ?? email,
        email: email.toLowerCase(),
        firstname: 'Super',
        lastname: 'Admin',
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id });
    if (user) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
  });
  return true;
}

/** Whether anyone can sign in yet: a new PostgreSQL database starts with no user. */
export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return Boolean(row);
}
