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
import type { TReview, TReviewQuery } from '@tableside/domain/schemas/reviews';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, reviews } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { channelFacts } from '../replies/channel.ts';
import { resolveLocationScope, type LocationScope } from './scope.ts';

type ChannelOf = Awaited<ReturnType<typeof channelFacts>>;

type Posting = { state: string; channel: string; error: string | null };

const columns = {
  review: reviews,
  locationName: locations.name,
  // The latest publishing attempt; qualified by hand so it binds to the outer review.
  posting: sql<Posting | null>`(select json_build_object('state', p.state, 'channel', p.channel, 'error', p.last_error)
    from reply_posts p where p.review_id = reviews.id order by p.created_at desc limit 1)`,
};
type Row = { review: typeof reviews.$inferSelect; locationName: string; posting: Posting | null };

function toDto({ review: r, locationName, posting }: Row, channelOf: ChannelOf): TReview {
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

export async function listReviews(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TReviewQuery,
): Promise<TReview[]> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const direction = q.order === 'asc' ? asc : desc;
  const rows = await db
    .select(columns)
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(filters(scope, q))
    .orderBy(
      ...(q.sort === 'rating' ? [direction(reviews.rating)] : []),
      direction(reviews.reviewDate),
      direction(reviews.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  const channelOf = await channelFacts(db, scope.restaurantId);
  return rows.map((row) => toDto(row, channelOf));
}

export async function getReview(
  db: Db,
  actor: Actor,
  locationId: string,
  reviewId: string,
): Promise<TReview> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const [row] = await db
    .select(columns)
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(
      and(
        eq(reviews.id, reviewId),
        filters(scope, { offset: 0, limit: 1, sort: 'date', order: 'desc' }),
      ),
    );
  if (!row) throw notFound('Review');
  return toDto(row, await channelFacts(db, scope.restaurantId));
}
