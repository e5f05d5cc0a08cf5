import {
  and,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { decodeReviewCursor, encodeReviewCursor } from '@tableside/domain/review-cursor';
import { workflowAccess } from '@tableside/domain/access';
import {
  hasResponseDue,
  responseDue,
  type ResponseTargets,
} from '@tableside/domain/response-targets';
import type { TReview, TReviewQuery } from '@tableside/domain/schemas/reviews';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, reviews, users } from '../../db/schema.ts';
import { runNamed } from '../../db/named-query.ts';
import { restaurantTargetsSql } from '../../db/response-due-sql.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sendOkJson } from '../../lib/envelope.ts';
import { channelFacts } from './reply-channel.ts';
import {
  compiledList,
  escapeLike,
  listValues,
  shapeOf,
  spamJson,
  type ListRow,
} from './list-statement.ts';
import { resolveLocationScope, scopeFromActor, type LocationScope } from '../../auth/scope.ts';

export type ChannelOf = Awaited<ReturnType<typeof channelFacts>>;

type Posting = { state: string; channel: string; error: string | null };

/** What a review's DTO is read from; other features (alerts) select the same columns. */
export const reviewColumns = {
  review: reviews,
  locationName: locations.name,
  // The latest publishing attempt; qualified by hand so it binds to the outer review.
  posting: sql<Posting | null>`(select json_build_object('state', p.state, 'channel', p.channel, 'error', p.last_error)
    from reply_posts p where p.review_id = reviews.id order by p.created_at desc limit 1)`,
  // What the analysis flagged it as, when spam: the kind and the other location it names.
  spam: sql<TReview['spam']>`(select ${spamJson(sql`a.signals`)} from review_analyses a
    where a.review_id = reviews.id)`,
  assigneeName: sql<
    string | null
  >`(select nullif(trim(u.firstname || ' ' || u.lastname), '') from ${users} u where u.id = reviews.assignee_id)`,
  // The restaurant's response-time targets; null below the work inbox's plan (no due time).
  responseTargets: sql<ResponseTargets | null>`${restaurantTargetsSql(reviews.restaurantId)}`,
};
export type ReviewRow = {
  review: typeof reviews.$inferSelect;
  locationName: string;
  spam: TReview['spam'];
  posting: Posting | null;
  assigneeName: string | null;
  responseTargets: ResponseTargets | null;
};

export function toReviewDto(
  { review: r, locationName, spam, posting, assigneeName, responseTargets }: ReviewRow,
  channelOf: ChannelOf,
): TReview {
  const due =
    responseTargets && hasResponseDue({ ...r, spam: Boolean(spam) })
      ? responseDue(
          { rating: r.rating, reviewDate: r.reviewDate, status: r.status as TReview['status'] },
          responseTargets,
          new Date(),
        )
      : null;
  return {
    id: r.id,
    location_id: r.locationId,
    location_name: locationName,
    source: r.source,
    external_id: r.externalId,
    author_name: r.authorName,
    rating: r.rating,
    text: r.text,
    language: r.language,
    review_date: r.reviewDate.toISOString(),
    response: r.response,
    response_approved: r.responseApproved,
    status: r.status as TReview['status'],
    approved_date: r.approvedAt?.toISOString() ?? null,
    posted_date: r.postedAt?.toISOString() ?? null,
    flagged: r.flagged,
    posting,
    reply_channel: channelOf(r),
    platform_url: r.platformUrl,
    draft_checks: r.draftChecks,
    hold_reasons: r.holdReasons,
    spam: spam ?? null,
    assignee_id: r.assigneeId,
    assignee_name: r.assigneeId ? assigneeName : null,
    response_due: due && { due_at: due.dueAt.toISOString(), state: due.state },
  };
}

/** A day in the restaurant's time zone, as the instant it starts: keeps the date index usable. */
const dayStart = (day: string, tz: string) => sql`(${day}::date)::timestamp at time zone ${tz}`;
const nextDayStart = (day: string, tz: string) =>
  sql`((${day}::date) + 1)::timestamp at time zone ${tz}`;

function filters(scope: LocationScope, q: TReviewQuery): SQL | undefined {
  return and(
    eq(reviews.restaurantId, scope.restaurantId),
    // Reviews gone from their platform (or deleted here) keep their row but leave every list.
    isNull(reviews.deletedAt),
    scope.locationIds ? inArray(reviews.locationId, scope.locationIds) : undefined,
    q.startDate ? gte(reviews.reviewDate, dayStart(q.startDate, scope.timezone)) : undefined,
    q.endDate ? lt(reviews.reviewDate, nextDayStart(q.endDate, scope.timezone)) : undefined,
    q.rating ? inArray(reviews.rating, q.rating) : undefined,
    q.status ? eq(reviews.status, q.status) : undefined,
    q.source ? eq(reviews.source, q.source) : undefined,
    q.flag === undefined ? undefined : eq(reviews.flagged, q.flag),
    q.hasReply === undefined
      ? undefined
      : q.hasReply
        ? isNotNull(reviews.response)
        : isNull(reviews.response),
    q.search
      ? or(
          ilike(reviews.text, `%${escapeLike(q.search)}%`),
          ilike(reviews.authorName, `%${escapeLike(q.search)}%`),
        )
      : undefined,
  );
}

/** One page of the list and the cursor of the next; null when this page is the last. */
export type ReviewPageJson = { data: string; nextCursor: string | null };

/** Sends a page in the envelope, with `next_cursor` beside `data` (`ZReviewPage`). */
export const sendReviewPage = (reply: object, page: ReviewPageJson) =>
  sendOkJson(reply, page.data, { next_cursor: page.nextCursor });

/**
 * One page of reviews as JSON text (an array of `ZReview`), ready to send: parsing it into
 * objects only to write it out again would be the inbox's largest cost.
 */
export async function listReviewsJson(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TReviewQuery,
): Promise<ReviewPageJson> {
  // The query form's schema refuses both too; the path form puts its offset in the path.
  if (q.cursor !== undefined && q.offset > 0)
    throw new AppError('validation_failed', 'Use offset or cursor, not both');
  // Response-time targets come with the work inbox's plan (docs/product/team-workflow.md#views).
  const overdue = workflowAccess('assign', actor.role, actor.tierLevel);
  if (q.view === 'overdue' && overdue.kind === 'locked')
    throw new AppError('plan_required', undefined, {
      details: { requiredTier: overdue.requiredTier },
    });
  const scope =
    scopeFromActor(actor, locationId) ?? (await resolveLocationScope(db, actor, locationId));
  // The query schema refuses a cursor it cannot read.
  const cursor = q.cursor === undefined ? null : decodeReviewCursor(q.cursor);
  const statement = compiledList(db, shapeOf(scope, q, cursor !== null));
  const values = listValues(actor, scope, q, cursor);
  const [row] = await runNamed<ListRow>(
    db,
    statement,
    statement.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant)),
  );
  if (!row?.found) throw notFound('Location');
  const last = row.rows === q.limit ? row.last : null;
  const nextCursor = last
    ? encodeReviewCursor({
        sort: q.sort,
        order: q.order,
        rating: last[0],
        micros: Number(last[1]),
        id: last[2],
      })
    : null;
  return { data: row.data, nextCursor };
}

/** The same page as objects, for callers inside the server. */
export async function listReviews(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TReviewQuery,
): Promise<TReview[]> {
  return JSON.parse((await listReviewsJson(db, actor, locationId, q)).data) as TReview[];
}

export async function getReview(
  db: Db,
  actor: Actor,
  locationId: string,
  reviewId: string,
): Promise<TReview> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(
      and(
        eq(reviews.id, reviewId),
        filters(scope, { offset: 0, limit: 1, sort: 'date', order: 'desc' }),
      ),
    );
  if (!row) throw notFound('Review');
  return toReviewDto(row, await channelFacts(db, scope.restaurantId));
}
