import { asc, eq, sql } from 'drizzle-orm';
import type {
  TAlertConfig,
  TAlertConfigUpdate,
  TUserAlertConfig,
} from '@tableside/domain/schemas/alerts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { alertSettings, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';

/**
 * A user who never saved settings gets in-app alerts at their account address, e-mail off:
 * the defaults are computed here rather than stored, so new users need no row.
 */
const columns = {
  user_id: users.id,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
  email: sql<string>`coalesce(${alertSettings.email}, ${users.email})`,
  client_alerts_enabled: sql<boolean>`coalesce(${alertSettings.clientAlertsEnabled}, true)`,
  email_alerts_enabled: sql<boolean>`coalesce(${alertSettings.emailAlertsEnabled}, false)`,
  digest: sql<TAlertConfig['digest']>`coalesce(${alertSettings.digest}, 'immediate')`,
};

function selectConfigs(db: Db) {
  return db.select(columns).from(users).leftJoin(alertSettings, eq(alertSettings.userId, users.id));
}

export async function selfAlertConfig(db: Db, actor: Actor): Promise<TAlertConfig> {
  const [row] = await selectConfigs(db).where(eq(users.id, actor.userId));
  if (!row) throw notFound('User');
  const { email, client_alerts_enabled, email_alerts_enabled, digest } = row;
  return { email, client_alerts_enabled, email_alerts_enabled, digest };
}

/** Every user's settings in the acting restaurant (Admins; a SuperAdmin names the restaurant). */
export async function restaurantAlertConfigs(db: Db, actor: Actor): Promise<TUserAlertConfig[]> {
  if (!actor.restaurantId)
    throw new AppError('validation_failed', 'Choose a restaurant first (X-Restaurant-Id)');
  return selectConfigs(db)
    .where(eq(users.restaurantId, actor.restaurantId))
    .orderBy(asc(users.lastname), asc(users.firstname));
}

/**
 * Saves the actor's whole configuration (each toggle saves it,
 * docs/product/alerts.md#alert-settings). The body was validated by the shared e-mail rule, so an
 * invalid address never reaches this point.
 */
export async function updateAlertConfig(
  db: Db,
  actor: Actor,
  input: TAlertConfigUpdate,
): Promise<TAlertConfig> {
  if (!actor.homeRestaurantId)
    throw new AppError('validation_failed', 'Only users of a restaurant receive alerts');
  const values = {
    email: input.email,
    clientAlertsEnabled: input.client_alerts_enabled,
    emailAlertsEnabled: input.email_alerts_enabled,
    ...(input.digest ? { digest: input.digest } : {}),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(alertSettings)
      .values({ userId: actor.userId, restaurantId: actor.homeRestaurantId as string, ...values })
      .onConflictDoUpdate({
        target: alertSettings.userId,
        set: { ...values, updatedAt: sql`now()` },
      });
    await writeAudit(tx, {
      restaurantId: actor.homeRestaurantId,
      actorUserId: actor.userId,
      action: 'alerts.config_updated',
      entityType: 'user',
      entityId: actor.userId,
      data: {
        client_alerts_enabled: input.client_alerts_enabled,
        email_alerts_enabled: input.email_alerts_enabled,
        digest: input.digest ?? null,
      },
    });
  });
  return selfAlertConfig(db, actor);
}
