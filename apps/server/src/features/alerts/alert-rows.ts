import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { alerts } from '../../db/schema.ts';

/* What a review's and a comment's alerts share: their columns and whose they are. */

/** The alert's own columns, with the name of the colleague who raised it. */
export const alertColumns = {
  type: alerts.type,
  seenAt: alerts.seenAt,
  createdAt: alerts.createdAt,
  by: sql<
    string | null
  >`(select nullif(trim(u.firstname || ' ' || u.lastname), '') from users u where u.id = ${alerts.actorUserId})`,
};

/** The actor's alerts in the restaurant, seen or unseen when the list asks for one of them. */
export function actorAlerts(
  actor: Actor,
  restaurantId: string,
  seen: boolean | undefined,
): SQL | undefined {
  return and(
    eq(alerts.userId, actor.userId),
    eq(alerts.restaurantId, restaurantId),
    seen === undefined
      ? undefined
      : seen
        ? sql`${alerts.seenAt} is not null`
        : isNull(alerts.seenAt),
  );
}
