import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TCommentAlertItem } from '@tableside/domain/schemas/alerts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { alerts, locations, socialComments } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { actorAlerts, alertColumns } from './alert-rows.ts';
import { notifyAlertsChanged } from './bus.ts';

/*
 * The work inbox's alerts on guests' social comments (docs/product/team-workflow.md#social-comments):
 * the same rows as a review's alerts, pointing at the comment instead.
 */

/** Only the locations the actor may still see, and comments still on the socials list. */
function visibleTo(actor: Actor) {
  return and(
    isNull(socialComments.deletedAt),
    actor.locationIds ? inArray(socialComments.locationId, actor.locationIds) : undefined,
  );
}

/** The actor's alerts on comments, newest first, as many as the list asks for. */
export async function listCommentAlerts(
  db: Db,
  actor: Actor,
  restaurantId: string,
  q: { limit: number; seen?: boolean | undefined },
): Promise<TCommentAlertItem[]> {
  const rows = await db
    .select({
      ...alertColumns,
      comment: socialComments,
      locationName: locations.name,
    })
    .from(alerts)
    .innerJoin(socialComments, eq(socialComments.id, alerts.socialCommentId))
    .innerJoin(locations, eq(locations.id, socialComments.locationId))
    .where(and(actorAlerts(actor, restaurantId, q.seen), visibleTo(actor)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(q.limit);
  return rows.map(({ comment: c, ...row }) => ({
    type: row.type as TCommentAlertItem['type'],
    commentId: c.id,
    by: row.by,
    seen: row.seenAt !== null,
    created_at: row.createdAt.toISOString(),
    comment: {
      id: c.id,
      location_id: c.locationId,
      location_name: row.locationName,
      platform: c.platform as TCommentAlertItem['comment']['platform'],
      author_name: c.authorName,
      text: c.text,
      commented_at: c.commentedAt.toISOString(),
    },
  }));
}

export async function unseenCommentAlerts(db: Db, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .innerJoin(socialComments, eq(socialComments.id, alerts.socialCommentId))
    .where(and(eq(alerts.userId, actor.userId), isNull(alerts.seenAt), visibleTo(actor)));
  return row?.n ?? 0;
}

/**
 * Marks the actor's alerts on one comment seen (opening the comment from the alert does it); a
 * comment that never alerted them, or one out of their scope, looks absent. Twice is harmless.
 */
export async function markCommentAlertsSeen(
  db: Db,
  actor: Actor,
  commentId: string,
): Promise<{ commentId: string; changed: boolean }> {
  const mine = await db
    .select({ id: alerts.id, seenAt: alerts.seenAt })
    .from(alerts)
    .innerJoin(socialComments, eq(socialComments.id, alerts.socialCommentId))
    .where(
      and(eq(alerts.userId, actor.userId), eq(alerts.socialCommentId, commentId), visibleTo(actor)),
    );
  if (mine.length === 0) throw notFound('Alert');
  const unseen = mine.filter((a) => a.seenAt === null).map((a) => a.id);
  if (unseen.length === 0) return { commentId, changed: false };
  await db
    .update(alerts)
    .set({ seenAt: sql`now()` })
    .where(and(inArray(alerts.id, unseen), isNull(alerts.seenAt)));
  // Other tabs and devices of the same user follow along.
  await notifyAlertsChanged(db, [actor.userId]);
  return { commentId, changed: true };
}
