import { and, asc, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import { DASHBOARD_ROUTES } from '@tableside/domain/access';
import { alertEmailProblem, type AlertDigest, type AlertType } from '@tableside/domain/alerts';
import { primaryRole, type Role } from '@tableside/domain/roles';
import type { Db } from '../../db/client.ts';
import {
  alertSettings,
  alerts,
  locations,
  restaurants,
  reviews,
  socialComments,
  users,
} from '../../db/schema.ts';
import { enqueueDelivery, insertEmail } from '../../email/outbox.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { renderAlertEmail, type AlertEmailReview } from './email-template.ts';

export type AlertEmailDeps = { db: Db; jobs: JobQueue; publicUrl: string };

/** How long alerts wait to be grouped into one e-mail, per digest setting. */
const DIGEST_MINUTES: Record<AlertDigest, number> = { immediate: 0, hourly: 60, daily: 1440 };

type Pending = Awaited<ReturnType<typeof selectPending>>[number];

function selectPending(db: Db, userIds: readonly string[] | null) {
  return db
    .select({
      alertId: alerts.id,
      userId: alerts.userId,
      restaurantId: alerts.restaurantId,
      createdAt: alerts.createdAt,
      type: alerts.type,
      by: sql<string | null>`(select nullif(trim(u.firstname || ' ' || u.lastname), '')
        from users u where u.id = ${alerts.actorUserId})`,
      reviewId: reviews.id,
      commentId: socialComments.id,
      platform: socialComments.platform,
      locationId: sql<string>`coalesce(${reviews.locationId}, ${socialComments.locationId})`,
      rating: reviews.rating,
      authorName: sql<string | null>`coalesce(${reviews.authorName}, ${socialComments.authorName})`,
      text: sql<string>`coalesce(${reviews.text}, ${socialComments.text})`,
      reviewDate: sql<Date>`coalesce(${reviews.reviewDate}, ${socialComments.commentedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      locationName: locations.name,
      restaurantName: restaurants.name,
      timezone: restaurants.timezone,
      enabled: users.enabled,
      language: users.language,
      roles: sql<string[] | null>`(select array_agg(r.name order by ur.position)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${alerts.userId})`,
      email: alertSettings.email,
      emailOn: alertSettings.emailAlertsEnabled,
      digest: alertSettings.digest,
    })
    .from(alerts)
    .leftJoin(reviews, eq(reviews.id, alerts.reviewId))
    .leftJoin(socialComments, eq(socialComments.id, alerts.socialCommentId))
    .innerJoin(
      locations,
      eq(locations.id, sql`coalesce(${reviews.locationId}, ${socialComments.locationId})`),
    )
    .innerJoin(restaurants, eq(restaurants.id, alerts.restaurantId))
    .innerJoin(users, eq(users.id, alerts.userId))
    .leftJoin(alertSettings, eq(alertSettings.userId, alerts.userId))
    .where(
      and(
        eq(alerts.emailState, 'pending'),
        userIds ? inArray(alerts.userId, [...userIds]) : undefined,
      ),
    )
    .orderBy(asc(alerts.id))
    .limit(2000);
}

const mayReply = (role: Role) => (DASHBOARD_ROUTES.reviews.roles as readonly Role[]).includes(role);

/**
 * Hands due alert e-mails to the outbox: at once for the immediate setting, or one digest when
 * the oldest waiting alert is an hour (or a day) old. Each e-mail and the marking of its
 * alerts commit together, keyed by the alerts it covers, so a crash or a second worker never
 * sends an alert twice nor loses one. Alerts of users who turned e-mail off are let go.
 */
export async function emailDueAlerts(
  deps: AlertEmailDeps,
  userIds: readonly string[] | null = null,
  now = new Date(),
): Promise<number> {
  const pending = await selectPending(deps.db, userIds);
  const byUser = new Map<string, Pending[]>();
  for (const p of pending) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
  let sent = 0;
  for (const [userId, items] of byUser) {
    const first = items[0] as Pending;
    const address = first.email ?? '';
    if (!first.enabled || !first.emailOn || alertEmailProblem(address)) {
      await deps.db
        .update(alerts)
        .set({ emailState: 'skipped' })
        .where(and(eq(alerts.userId, userId), eq(alerts.emailState, 'pending')));
      continue;
    }
    const digest = (first.digest ?? 'immediate') as AlertDigest;
    const groups =
      digest === 'immediate'
        ? items.map((item) => [item])
        : now.getTime() - first.createdAt.getTime() >= DIGEST_MINUTES[digest] * 60_000
          ? [items]
          : [];
    for (const group of groups) if (await queueAlertEmail(deps, address, group)) sent += 1;
  }
  return sent;
}

async function queueAlertEmail(
  deps: AlertEmailDeps,
  to: string,
  group: Pending[],
): Promise<boolean> {
  const first = group[0] as Pending;
  const language = first.language === 'fr' ? 'fr' : 'en';
  const base = `${deps.publicUrl}/${language}/dashboard`;
  const replies = mayReply(primaryRole(first.roles ?? []));
  const reviewsOf: AlertEmailReview[] = group.map((p) => ({
    kind: p.type as AlertType,
    by: p.by,
    rating: p.rating,
    authorName: p.authorName,
    text: p.text,
    locationName: p.locationName,
    reviewDate: p.reviewDate,
    comment: p.commentId
      ? { platform: p.platform === 'instagram' ? 'instagram' : 'facebook' }
      : null,
    link: p.commentId
      ? `${base}/socials/posts?comment=${p.commentId}`
      : replies
        ? `${base}/reviews?review=${p.reviewId}&location=${p.locationId}`
        : `${base}/alerts`,
  }));
  const content = renderAlertEmail({
    language,
    restaurantName: first.restaurantName,
    timezone: first.timezone,
    reviews: reviewsOf,
    settingsLink: `${base}/alerts`,
  });
  const ids = group.map((p) => p.alertId);
  // The key names what the e-mail covers: the same alerts can never make a second e-mail.
  const dedupeKey =
    group.length === 1
      ? first.type === 'bad_review'
        ? `alert:${first.reviewId as string}:${first.userId}`
        : `alert-${first.type}:${first.alertId}:${first.createdAt.getTime()}`
      : `alert-digest:${first.userId}:${ids[0]}-${ids.at(-1)}`;
  let emailId: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(alerts)
        .set({ emailState: 'queued', emailedAt: sql`now()` })
        .where(and(inArray(alerts.id, ids), eq(alerts.emailState, 'pending')))
        .returning({ id: alerts.id });
      // Another worker took some of them: leave them all to it.
      if (claimed.length !== ids.length) tx.rollback();
      emailId = await insertEmail(tx, {
        dedupeKey,
        kind: 'alert',
        restaurantId: first.restaurantId,
        to,
        ...content,
      });
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
  // After the commit: a crash right here leaves a queued outbox row for the outbox sweep.
  if (emailId) await enqueueDelivery(deps.jobs, emailId);
  return emailId !== null;
}
