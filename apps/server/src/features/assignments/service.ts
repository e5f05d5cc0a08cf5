import type { TColleague } from '@tableside/domain/schemas/workflow';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { resolveLocationScope } from '../../auth/scope.ts';
import type { ChannelEvent } from '../alert-channels/public.ts';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notifyAlertsChanged, raiseWorkflowAlerts, type WorkItem } from '../alerts/public.ts';
import { colleaguesAt } from './colleagues.ts';

export type AssignmentDeps = {
  db: Db;
  emailNotices: (userIds: string[]) => Promise<void>;
  /** The restaurant's escalation channels that receive assignments (alert-channels). */
  channelEvents: (events: ChannelEvent[]) => Promise<void>;
};

export type Target = { id: string; restaurantId: string; locationId: string };

/** What one call changed: the reviews, and who now works them (null: nobody). */
export type AssignResult = { review_ids: string[]; assignee_id: string | null };

/**
 * Assigns reviews to one colleague, or unassigns them (docs/product/team-workflow.md#assignment).
 * All or nothing: a review the actor may not see looks absent (404); a colleague who may not see a
 * review's location, or may not take reviews, is refused with 400 `assignee_not_allowed`.
 */
export async function assignReviews(
  deps: AssignmentDeps,
  actor: Actor,
  locationId: string,
  reviewIds: readonly string[],
  assigneeId: string | null,
): Promise<AssignResult> {
  const ids = [...new Set(reviewIds)];
  const scope = await resolveLocationScope(deps.db, actor, locationId);
  const found: Target[] = await deps.db
    .select({ id: reviews.id, restaurantId: reviews.restaurantId, locationId: reviews.locationId })
    .from(reviews)
    .where(
      and(
        inArray(reviews.id, ids),
        eq(reviews.restaurantId, scope.restaurantId),
        isNull(reviews.deletedAt),
        scope.locationIds ? inArray(reviews.locationId, scope.locationIds) : undefined,
      ),
    );
  if (found.length !== ids.length) throw notFound('Review');
  if (assigneeId) await assertAssignable(deps.db, actor, found, assigneeId);
  const changed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(reviews)
      .set({ assigneeId, assignedAt: assigneeId ? sql`now()` : null })
      .where(
        and(
          inArray(reviews.id, ids),
          // Assigning to the same person again changes nothing and notifies nobody.
          sql`${reviews.assigneeId} is distinct from ${assigneeId}`,
        ),
      )
      .returning({ id: reviews.id, restaurantId: reviews.restaurantId });
    for (const row of rows) {
      await writeAudit(tx, {
        restaurantId: row.restaurantId,
        actorUserId: actor.userId,
        action: assigneeId ? 'review.assigned' : 'review.unassigned',
        entityType: 'review',
        entityId: row.id,
        data: { assignee_id: assigneeId },
      });
      if (assigneeId)
        await raiseWorkflowAlerts(tx, {
          restaurantId: row.restaurantId,
          item: { kind: 'review', id: row.id },
          userIds: [assigneeId],
          type: 'assigned',
          actorUserId: actor.userId,
        });
    }
    return rows;
  });
  if (assigneeId)
    await afterAssigned(
      deps,
      actor.userId,
      assigneeId,
      changed.map((r) => ({ kind: 'review' as const, id: r.id })),
    );
  return { review_ids: ids, assignee_id: assigneeId };
}

/**
 * What follows an assignment once it is committed, for reviews and social comments alike: the
 * assignee's badge and e-mail (their alert was raised in the assignment's transaction), and the
 * team's channels, which hear of every assignment, one made to oneself included.
 */
export async function afterAssigned(
  deps: AssignmentDeps,
  actorUserId: string,
  assigneeId: string,
  changed: readonly WorkItem[],
) {
  if (changed.length === 0) return;
  if (assigneeId !== actorUserId) {
    await notifyAlertsChanged(deps.db, [assigneeId]);
    await deps.emailNotices([assigneeId]);
  }
  await deps.channelEvents(
    changed.map((item) =>
      item.kind === 'review'
        ? { type: 'assignment' as const, reviewId: item.id, assigneeId }
        : { type: 'assignment' as const, commentId: item.id, assigneeId },
    ),
  );
}

/**
 * Refuses (400 `assignee_not_allowed`) a colleague who may not see every target's location or may
 * not take work there: the rule for reviews and social comments alike.
 */
export async function assertAssignable(
  db: Pick<Db, 'select'>,
  actor: Actor,
  found: readonly Target[],
  assigneeId: string,
  /** What else the work asks of the assignee (a comment: someone who opens the socials screen). */
  accepts: (colleague: TColleague) => boolean = () => true,
) {
  for (const locationId of new Set(found.map((r) => r.locationId))) {
    const restaurantId = (found[0] as Target).restaurantId;
    const colleagues = await colleaguesAt(db, restaurantId, actor.tierLevel, locationId);
    if (!colleagues.some((c) => c.id === assigneeId && c.assignable && accepts(c)))
      throw new AppError('assignee_not_allowed', undefined, {
        details: [{ field: 'user_id', locationId }],
      });
  }
}

/** The colleagues who may see a location the actor may see: the picker and the @mention list. */
export async function listColleagues(db: Db, actor: Actor, locationId: string) {
  const scope = await resolveLocationScope(db, actor, locationId);
  const one = scope.locationIds?.length === 1 ? (scope.locationIds[0] as string) : null;
  return colleaguesAt(db, scope.restaurantId, actor.tierLevel, locationId === 'all' ? null : one);
}
