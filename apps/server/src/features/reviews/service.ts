import {
  and,
  asc,
  desc,
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
import type { TReview, TReviewQuery } from '@tableside/domain/schemas/reviews';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, reviews } from '../../db/schema.ts';
import { namedQuery } from '../../db/named-query.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sendOkJson } from '../../lib/envelope.ts';
import { channelFacts, replyChannelSql } from './reply-channel.ts';
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
};
export type ReviewRow = {
  review: typeof reviews.$inferSelect;
  locationName: string;
  posting: Posting | null;
};

export function toReviewDto(
  { review: r, locationName, posting }: ReviewRow,
  channelOf: ChannelOf,
): TReview {
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
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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

/**
 * Rows after the cursor in the list's order (keyset paging): the same ordering columns compared
 * as one row. The plain bound on the leading column is what the date (or rating, date) index
 * can seek to; the row comparison then only settles ties.
 */
function afterCursor(q: TReviewQuery): SQL | undefined {
  const c = q.cursor === undefined ? null : decodeReviewCursor(q.cursor);
  if (!c) return undefined; // the query schema refuses a cursor it cannot read
  const at = sql`(timestamptz 'epoch' + ${String(c.micros)}::bigint * interval '1 microsecond')`;
  const past = sql.raw(q.order === 'asc' ? '>' : '<');
  const upTo = sql.raw(q.order === 'asc' ? '>=' : '<=');
  return q.sort === 'rating'
    ? sql`${reviews.rating} ${upTo} ${c.rating} and (${reviews.rating}, ${reviews.reviewDate}, ${reviews.id}) ${past} (${c.rating}, ${at}, ${c.id}::uuid)`
    : sql`${reviews.reviewDate} ${upTo} ${at} and (${reviews.reviewDate}, ${reviews.id}) ${past} (${at}, ${c.id}::uuid)`;
}

/** An instant as the API writes it everywhere (what `Date.toISOString()` gives). */
const iso = (instant: SQL) =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The list, built as JSON by PostgreSQL in one statement (the scope check, the page, each
 * review's reply channel and latest posting): the hot path of the inbox, so the server only
 * wraps the text it receives. The shape is `ZReview`, the same as `toReviewDto`'s; a test holds the
 * two together.
 */
function listStatement(db: Db, scope: LocationScope, q: TReviewQuery): SQL {
  const direction = q.order === 'asc' ? asc : desc;
  const page = db
    .select({
      id: reviews.id,
      locationId: reviews.locationId,
      locationName: sql<string>`${locations.name}`.as('location_name'),
      source: reviews.source,
      externalId: reviews.externalId,
      authorName: reviews.authorName,
      rating: reviews.rating,
      text: reviews.text,
      language: reviews.language,
      reviewDate: reviews.reviewDate,
      response: reviews.response,
      responseApproved: reviews.responseApproved,
      status: reviews.status,
      approvedAt: reviews.approvedAt,
      postedAt: reviews.postedAt,
      flagged: reviews.flagged,
      platformUrl: reviews.platformUrl,
      draftChecks: reviews.draftChecks,
      holdReasons: reviews.holdReasons,
    })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(and(filters(scope, q), afterCursor(q)))
    .orderBy(
      ...(q.sort === 'rating' ? [direction(reviews.rating)] : []),
      direction(reviews.reviewDate),
      direction(reviews.id),
    )
    .limit(q.limit)
    .offset(q.offset)
    .getSQL();
  const order = (direction: 'asc' | 'desc') => {
    const dir = sql.raw(direction);
    return q.sort === 'rating'
      ? sql`p.rating ${dir}, p.review_date ${dir}, p.id ${dir}`
      : sql`p.review_date ${dir}, p.id ${dir}`;
  };
  const forward = q.order === 'asc' ? 'asc' : 'desc';
  const backward = q.order === 'asc' ? 'desc' : 'asc';
  const channel = replyChannelSql('p', scope.restaurantId);
  const found = scope.verified
    ? sql`true`
    : sql`exists (select 1 from locations l where l.id = ${scope.locationIds?.[0] ?? null}
        and l.restaurant_id = ${scope.restaurantId})`;
  // The page is read once (a CTE used twice is materialised): its JSON, and the last row's
  // ordering key for the next cursor when the page is full.
  return sql`with p as (${page}) select ${found} as found, (select coalesce(json_agg(json_build_object(
      'id', p.id, 'location_id', p.location_id, 'location_name', p.location_name,
      'source', p.source, 'external_id', p.external_id, 'author_name', p.author_name,
      'rating', p.rating, 'text', p.text, 'language', p.language,
      'review_date', ${iso(sql`p.review_date`)}, 'response', p.response,
      'response_approved', p.response_approved, 'status', p.status,
      'approved_date', ${iso(sql`p.approved_at`)}, 'posted_date', ${iso(sql`p.posted_at`)},
      'flagged', p.flagged, 'reply_channel', ${channel}, 'platform_url', p.platform_url,
      'draft_checks', p.draft_checks, 'hold_reasons', p.hold_reasons,
      'posting', (select json_build_object('state', x.state, 'channel', x.channel, 'error', x.last_error)
        from reply_posts x where x.review_id = p.id order by x.created_at desc limit 1)
    ) order by ${order(forward)}), '[]')::text from p) as data,
    (select count(*) from p)::int as rows,
    (select json_build_array(p.rating, (extract(epoch from p.review_date) * 1000000)::bigint::text, p.id)
      from p order by ${order(backward)} limit 1) as last`;
}

type ListRow = {
  found: boolean;
  data: string;
  rows: number;
  last: [number, string, string] | null;
};

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
  const scope =
    scopeFromActor(actor, locationId) ?? (await resolveLocationScope(db, actor, locationId));
  const [row] = await namedQuery<ListRow>(db, listStatement(db, scope, q));
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
