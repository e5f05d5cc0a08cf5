import { eq, sql } from 'drizzle-orm';
import type { TResponseTargets, TResponseTargetsSave } from '@tableside/domain/schemas/workflow';
import type { Actor } from '../../auth/actor.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';

// Response-time targets (docs/product/team-workflow.md#response-time-targets).

const columns = {
  negative_hours: restaurants.responseHoursNegative,
  neutral_hours: restaurants.responseHoursNeutral,
  positive_hours: restaurants.responseHoursPositive,
  comment_hours: restaurants.responseHoursComment,
};

export async function getTargets(
  db: Db,
  actor: Actor,
  restaurantId: string,
): Promise<TResponseTargets> {
  assertOwnRestaurant(actor, restaurantId);
  const [row] = await db.select(columns).from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('Restaurant');
  return row;
}

/**
 * Sets the three targets at once, and the comments' when given; every review's and comment's due
 * time follows, nothing is stored per item.
 */
export async function saveTargets(
  db: Db,
  actor: Actor,
  restaurantId: string,
  targets: TResponseTargetsSave,
): Promise<TResponseTargets> {
  assertOwnRestaurant(actor, restaurantId);
  const saved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(restaurants)
      .set({
        responseHoursNegative: targets.negative_hours,
        responseHoursNeutral: targets.neutral_hours,
        responseHoursPositive: targets.positive_hours,
        ...(targets.comment_hours !== undefined && { responseHoursComment: targets.comment_hours }),
        updatedAt: sql`now()`,
      })
      .where(eq(restaurants.id, restaurantId))
      .returning(columns);
    if (rows.length)
      await writeAudit(tx, {
        restaurantId,
        actorUserId: actor.userId,
        action: 'response_targets.saved',
        entityType: 'restaurant',
        entityId: restaurantId,
        data: targets,
      });
    return rows[0];
  });
  if (!saved) throw notFound('Restaurant');
  return saved;
}
