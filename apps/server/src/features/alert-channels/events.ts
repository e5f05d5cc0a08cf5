import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { workflowAccess } from '@tableside/domain/access';
import type { TChannelAlertType } from '@tableside/domain/schemas/alert-channels';
import type { Db } from '../../db/client.ts';
import {
  alertChannels,
  alertDeliveries,
  restaurants,
  reviewAnalyses,
  reviews,
  socialComments,
} from '../../db/schema.ts';
import { isBadReviewSql } from '../../db/rating-sql.ts';
import { analyseNowWhereNeeded } from '../insights/public.ts';

/**
 * An alert a channel may receive, on a review or (an assignment, an overdue comment) a guest's
 * social comment; `assigneeId` for an assignment.
 */
export type ChannelEvent = { type: TChannelAlertType; assigneeId?: string } & (
  { reviewId: string; commentId?: undefined } | { commentId: string; reviewId?: undefined }
);

/** One message per channel and event: the same item assigned to the same person sends once. */
function eventKey(e: ChannelEvent): string {
  const item = e.commentId ? `comment:${e.commentId}` : (e.reviewId as string);
  return e.type === 'assignment' ? `assignment:${item}:${e.assigneeId}` : `${e.type}:${item}`;
}

type Item = { id: string; restaurantId: string; locationId: string; tierLevel: number | null };

/** The reviews and comments the events speak of, with their restaurant's plan. */
async function itemsOf(db: Db, events: readonly ChannelEvent[]) {
  const reviewIds = [...new Set(events.flatMap((e) => (e.reviewId ? [e.reviewId] : [])))];
  const commentIds = [...new Set(events.flatMap((e) => (e.commentId ? [e.commentId] : [])))];
  const tier = (restaurantId: SQLWrapper) => sql<number | null>`(select t.level from restaurants rs
    left join subscription_tiers t on t.id = rs.subscription_tier_id where rs.id = ${restaurantId})`;
  const found: Item[] = [];
  if (reviewIds.length > 0)
    found.push(
      ...(await db
        .select({
          id: reviews.id,
          restaurantId: reviews.restaurantId,
          locationId: reviews.locationId,
          tierLevel: tier(reviews.restaurantId),
        })
        .from(reviews)
        .where(and(inArray(reviews.id, reviewIds), isNull(reviews.deletedAt)))),
    );
  if (commentIds.length > 0)
    found.push(
      ...(await db
        .select({
          id: socialComments.id,
          restaurantId: socialComments.restaurantId,
          locationId: socialComments.locationId,
          tierLevel: tier(socialComments.restaurantId),
        })
        .from(socialComments)
        .where(and(inArray(socialComments.id, commentIds), isNull(socialComments.deletedAt)))),
    );
  return new Map(found.map((r) => [r.id, r]));
}

/**
 * Records a delivery for every enabled channel of the review's restaurant that receives the
 * event's type at its location. Unique per (channel, event key), so raising an event again records
 * nothing; below Essential the channels are kept but receive nothing. Answers the new deliveries.
 */
export async function recordChannelEvents(
  db: Db,
  events: readonly ChannelEvent[],
): Promise<string[]> {
  if (events.length === 0) return [];
  const byId = await itemsOf(db, events);
  const rows: (typeof alertDeliveries.$inferInsert)[] = [];
  for (const event of events) {
    const review = byId.get((event.reviewId ?? event.commentId) as string);
    if (!review) continue;
    if (workflowAccess('channels', 'Admin', review.tierLevel).kind !== 'allowed') continue;
    const channels = await db
      .select({ id: alertChannels.id })
      .from(alertChannels)
      .where(
        and(
          eq(alertChannels.restaurantId, review.restaurantId),
          eq(alertChannels.enabled, true),
          sql`${event.type} = any(${alertChannels.alertTypes})`,
          sql`(${alertChannels.locationIds} is null or ${review.locationId}::uuid = any(${alertChannels.locationIds}))`,
        ),
      );
    for (const channel of channels)
      rows.push({
        restaurantId: review.restaurantId,
        channelId: channel.id,
        eventKey: eventKey(event),
        type: event.type,
        reviewId: event.reviewId ?? null,
        socialCommentId: event.commentId ?? null,
      });
  }
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(alertDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [alertDeliveries.channelId, alertDeliveries.eventKey] })
    .returning({ id: alertDeliveries.id });
  return inserted.map((d) => d.id);
}

/** Whether any enabled channel of the restaurant receives incidents. */
const incidentChannelOf = (restaurantId: SQLWrapper) =>
  sql`exists (select 1 from alert_channels c where c.restaurant_id = ${restaurantId}
    and c.enabled and 'incident' = any(c.alert_types))`;

/**
 * The events of arrived reviews: a bad review at or under the restaurant's threshold, and an
 * incident the analysis reads (illness, allergy, injury…). A review a channel on incidents needs
 * is analysed here first, so the message never waits on the analysis queue's timing.
 */
export async function arrivalEvents(db: Db, reviewIds: readonly string[]): Promise<ChannelEvent[]> {
  if (reviewIds.length === 0) return [];
  await analyseNowWhereNeeded(db, reviewIds, incidentChannelOf);
  const rows = await db
    .select({
      id: reviews.id,
      bad: isBadReviewSql(reviews.rating, restaurants.badReviewThreshold),
      incident: sql<boolean>`coalesce(jsonb_array_length(${reviewAnalyses.signals} -> 'incidents') > 0, false)`,
    })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .leftJoin(reviewAnalyses, eq(reviewAnalyses.reviewId, reviews.id))
    .where(inArray(reviews.id, [...reviewIds]));
  return rows.flatMap((r) => [
    ...(r.bad ? [{ type: 'bad_review' as const, reviewId: r.id }] : []),
    ...(r.incident ? [{ type: 'incident' as const, reviewId: r.id }] : []),
  ]);
}
