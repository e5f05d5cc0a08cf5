import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { routeAccess } from '@tableside/domain/access';
import { primaryRole } from '@tableside/domain/roles';
import type { TAlertItem, TCommentAlertItem } from '@tableside/domain/schemas/alerts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import {
  alertSettings,
  alerts,
  locations,
  restaurants,
  reviews,
  subscriptionTiers,
  users,
} from '../../db/schema.ts';
import { isBadReviewSql } from '../../db/rating-sql.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import { channelFacts, reviewColumns, toReviewDto } from '../reviews/public.ts';
import { actorAlerts, alertColumns } from './alert-rows.ts';
import { notifyAlertsChanged } from './bus.ts';
import { listCommentAlerts, unseenCommentAlerts } from './comment-alerts.ts';

export type AlertDeps = { db: Db };

export type RaisedAlert = { id: number; userId: string; itemId: string; emailWanted: boolean };

/**
 * Raises a bad-review alert for every user of the restaurant who may see the review's location
 * (docs/product/alerts.md#bad-review-alerts: the alerts route's roles and plan, and location
 * limits), for each review at or under the restaurant's threshold. Once per (user, review): a
 * review edited again by the guest does not alert twice. Users with e-mail alerts on get it marked
 * pending.
 */
export async function raiseBadReviewAlerts(
  deps: AlertDeps,
  reviewIds: readonly string[],
): Promise<RaisedAlert[]> {
  if (reviewIds.length === 0) return [];
  const bad = await deps.db
    .select({
      id: reviews.id,
      restaurantId: reviews.restaurantId,
      locationId: reviews.locationId,
      tierLevel: subscriptionTiers.level,
    })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(
      and(
        inArray(reviews.id, [...reviewIds]),
        isBadReviewSql(reviews.rating, restaurants.badReviewThreshold),
      ),
    );
  if (bad.length === 0) return [];
  const restaurantIds = [...new Set(bad.map((r) => r.restaurantId))];
  const people = await deps.db
    .select({
      id: users.id,
      restaurantId: users.restaurantId,
      roles: sql<string[] | null>`(select array_agg(r.name order by ur.position)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id)`,
      locationIds: sql<string[] | null>`(select array_agg(ul.location_id)
        from user_locations ul where ul.user_id = users.id)`,
      emailWanted: sql<boolean>`coalesce(${alertSettings.emailAlertsEnabled}, false)`,
    })
    .from(users)
    .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
    .where(and(inArray(users.restaurantId, restaurantIds), eq(users.enabled, true)));

  const rows = bad.flatMap((review) =>
    people
      .filter(
        (p) =>
          p.restaurantId === review.restaurantId &&
          routeAccess('alerts', primaryRole(p.roles ?? []), review.tierLevel).kind === 'allowed' &&
          (!p.locationIds || p.locationIds.includes(review.locationId)),
      )
      .map((p) => ({
        restaurantId: review.restaurantId,
        userId: p.id,
        reviewId: review.id,
        emailState: p.emailWanted ? 'pending' : null,
      })),
  );
  if (rows.length === 0) return [];
  const raised = await deps.db
    .insert(alerts)
    .values(rows)
    .onConflictDoNothing({ target: [alerts.userId, alerts.reviewId, alerts.type] })
    .returning({
      id: alerts.id,
      userId: alerts.userId,
      reviewId: alerts.reviewId,
      emailState: alerts.emailState,
    });
  await notifyAlertsChanged(
    deps.db,
    raised.map((a) => a.userId),
  );
  return raised.map(({ emailState, reviewId, ...a }) => ({
    ...a,
    itemId: reviewId as string,
    emailWanted: emailState === 'pending',
  }));
}

/** The work inbox's notifications (docs/product/team-workflow.md#notifications). */
export type WorkflowAlertType = 'assigned' | 'mention' | 'overdue';

/** What a work-inbox alert points at: a review, or a guest's social comment. */
export type WorkItem = { kind: 'review' | 'social_comment'; id: string };

/**
 * Raises an assignment, mention or overdue alert for each user on a review or a social comment,
 * in the same stream as the bad reviews. One row per (user, item, type): being mentioned again on
 * the same item brings it back unseen and new, rather than piling up. E-mail follows each user's
 * alert settings. The caller has checked that each user may see the item.
 */
export async function raiseWorkflowAlerts(
  db: Pick<Db, 'insert' | 'select'>,
  input: {
    restaurantId: string;
    item: WorkItem;
    userIds: readonly string[];
    type: WorkflowAlertType;
    /** Who assigned or mentioned; null for a rule. Nobody is notified of their own doing. */
    actorUserId: string | null;
  },
): Promise<RaisedAlert[]> {
  const userIds = [...new Set(input.userIds)].filter((id) => id !== input.actorUserId);
  if (userIds.length === 0) return [];
  const wanted = await db
    .select({ userId: alertSettings.userId, email: alertSettings.emailAlertsEnabled })
    .from(alertSettings)
    .where(inArray(alertSettings.userId, userIds));
  const emailOn = new Set(wanted.filter((w) => w.email).map((w) => w.userId));
  const onReview = input.item.kind === 'review';
  const raised = await db
    .insert(alerts)
    .values(
      userIds.map((userId) => ({
        restaurantId: input.restaurantId,
        userId,
        reviewId: onReview ? input.item.id : null,
        socialCommentId: onReview ? null : input.item.id,
        type: input.type,
        actorUserId: input.actorUserId,
        emailState: emailOn.has(userId) ? 'pending' : null,
      })),
    )
    .onConflictDoUpdate({
      target: onReview
        ? [alerts.userId, alerts.reviewId, alerts.type]
        : [alerts.userId, alerts.socialCommentId, alerts.type],
      set: {
        seenAt: null,
        createdAt: sql`now()`,
        actorUserId: sql`excluded.actor_user_id`,
        emailState: sql`excluded.email_state`,
        emailedAt: null,
      },
    })
    .returning({ id: alerts.id, userId: alerts.userId });
  return raised.map((a) => ({ ...a, itemId: input.item.id, emailWanted: emailOn.has(a.userId) }));
}

/** Only the locations the actor may still see: a narrowed user stops seeing older alerts too. */
function visibleTo(actor: Actor) {
  return actor.locationIds ? inArray(reviews.locationId, actor.locationIds) : undefined;
}

/**
 * The user's own alerts in the restaurant, newest first (docs/product/alerts.md#alert-list): read
 * along the (user, created) index, so a long history costs no more than the page asked for.
 */
export async function listAlerts(
  deps: AlertDeps,
  actor: Actor,
  restaurantId: string,
  q: { limit: number; seen?: boolean | undefined; include?: 'comments' | undefined },
): Promise<(TAlertItem | TCommentAlertItem)[]> {
  assertOwnRestaurant(actor, restaurantId);
  const rows = await deps.db
    .select({
      ...reviewColumns,
      ...alertColumns,
    })
    .from(alerts)
    .innerJoin(reviews, eq(reviews.id, alerts.reviewId))
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(and(actorAlerts(actor, restaurantId, q.seen), visibleTo(actor)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(q.limit);
  const channelOf = await channelFacts(deps.db, restaurantId);
  const onReviews: TAlertItem[] = rows.map((row) => ({
    type: row.type as TAlertItem['type'],
    reviewId: row.review.id,
    by: row.by,
    seen: row.seenAt !== null,
    created_at: row.createdAt.toISOString(),
    review: toReviewDto(row, channelOf),
  }));
  if (q.include !== 'comments') return onReviews;
  const onComments = await listCommentAlerts(deps.db, actor, restaurantId, q);
  // Both lists are newest first and at most `limit` long: the newest `limit` of the two.
  return [...onReviews, ...onComments]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, q.limit);
}

export async function unseenCount(db: Db, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .innerJoin(reviews, eq(reviews.id, alerts.reviewId))
    .where(and(eq(alerts.userId, actor.userId), isNull(alerts.seenAt), visibleTo(actor)));
  return (row?.n ?? 0) + (await unseenCommentAlerts(db, actor));
}

/**
 * Marks the actor's alerts for these reviews seen. All or nothing: an id that is not one of
 * the actor's alerts (another restaurant's review, or one that never alerted them) refuses the
 * whole call with 403 and changes nothing. Marking an alert seen twice is harmless.
 */
export async function markAlertsSeen(
  deps: AlertDeps,
  actor: Actor,
  reviewIds: readonly string[],
  single = false,
): Promise<{ reviewIds: string[]; unseen: number }> {
  const ids = [...new Set(reviewIds)];
  const changed = await deps.db.transaction(async (tx) => {
    const mine = await tx
      .select({ reviewId: alerts.reviewId })
      .from(alerts)
      .innerJoin(reviews, eq(reviews.id, alerts.reviewId))
      .where(and(eq(alerts.userId, actor.userId), inArray(alerts.reviewId, ids), visibleTo(actor)))
      .for('update', { of: alerts });
    const found = new Set(mine.map((m) => m.reviewId));
    const strangers = ids.filter((id) => !found.has(id));
    if (strangers.length > 0) {
      if (single) throw notFound('Alert');
      throw new AppError('forbidden', 'Some of these reviews are not among your alerts', {
        details: strangers.map((reviewId) => ({ field: 'reviewIds', reviewId })),
      });
    }
    return tx
      .update(alerts)
      .set({ seenAt: sql`now()` })
      .where(
        and(eq(alerts.userId, actor.userId), inArray(alerts.reviewId, ids), isNull(alerts.seenAt)),
      )
      .returning({ id: alerts.id });
  });
  // Other tabs and devices of the same user follow along.
  if (changed.length > 0) await notifyAlertsChanged(deps.db, [actor.userId]);
  return { reviewIds: ids, unseen: await unseenCount(deps.db, actor) };
}
