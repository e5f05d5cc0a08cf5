import { eq, sql } from 'drizzle-orm';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import type { TTrialExtend } from '@tableside/domain/schemas/trial';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { getRestaurant } from './service.ts';

const DAY_MS = 86_400_000;

/**
 * docs/product/plans-and-roles.md#free-trial: the SuperAdmin moves a trial's end, by days counted
 * from the later of its end and now (so an expired trial gets the days it is given), or to the end
 * of a day. The restaurant is writable again at once: the actor cache is emptied by the update.
 * The trial's dates are written as system work: requests' database role may only read them.
 */
export async function extendTrial(
  db: Db,
  actor: Actor,
  id: string,
  body: TTrialExtend,
): Promise<TRestaurant> {
  await asSystem(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ endsAt: restaurants.trialEndsAt, convertedAt: restaurants.trialConvertedAt })
        .from(restaurants)
        .where(eq(restaurants.id, id))
        .for('update');
      if (!row) throw notFound('Restaurant');
      if (row.convertedAt) {
        throw new AppError('conflict', 'This trial is already converted to a paid plan');
      }
      const now = Date.now();
      const endsAt = body.ends_on
        ? new Date(Date.parse(`${body.ends_on}T23:59:59.999Z`))
        : new Date(Math.max(row.endsAt?.getTime() ?? now, now) + (body.days ?? 0) * DAY_MS);
      if (endsAt.getTime() <= now) {
        throw new AppError('validation_failed', 'Choose a day after today', {
          details: [{ field: 'ends_on', message: 'in_the_past' }],
        });
      }
      await tx.update(restaurants).set({ trialEndsAt: endsAt }).where(eq(restaurants.id, id));
      await writeAudit(tx, {
        restaurantId: id,
        actorUserId: actor.userId,
        action: 'restaurant.trial_extended',
        entityType: 'restaurant',
        entityId: id,
        data: { from: row.endsAt?.toISOString() ?? null, to: endsAt.toISOString(), ...body },
      });
    }),
  );
  return getRestaurant(db, id);
}

/**
 * The trial becomes the paid plan it was on: the trial ends and the restaurant stays on its plan
 * with nothing read-only. Converting twice changes nothing.
 */
export async function convertTrial(db: Db, actor: Actor, id: string): Promise<TRestaurant> {
  await asSystem(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ endsAt: restaurants.trialEndsAt, convertedAt: restaurants.trialConvertedAt })
        .from(restaurants)
        .where(eq(restaurants.id, id))
        .for('update');
      if (!row) throw notFound('Restaurant');
      if (!row.endsAt) throw new AppError('conflict', 'This restaurant is not on a trial');
      if (row.convertedAt) return;
      await tx
        .update(restaurants)
        .set({ trialConvertedAt: sql`now()` })
        .where(eq(restaurants.id, id));
      await writeAudit(tx, {
        restaurantId: id,
        actorUserId: actor.userId,
        action: 'restaurant.trial_converted',
        entityType: 'restaurant',
        entityId: id,
        data: { trialEndsAt: row.endsAt.toISOString() },
      });
    }),
  );
  return getRestaurant(db, id);
}
