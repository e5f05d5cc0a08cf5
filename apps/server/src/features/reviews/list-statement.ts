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
  is,
  or,
  Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ReviewCursor } from '@tableside/domain/review-cursor';
import type { TReviewQuery } from '@tableside/domain/schemas/reviews';
import type { Actor } from '../../auth/actor.ts';
import type { LocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { locations, reviews } from '../../db/schema.ts';
import { statementName } from '../../db/named-query.ts';
import {
  dueAtSql,
  dueStateSql,
  isOverdueSql,
  isNotSpamSql,
  restaurantTargetHoursSql,
  spamSignalSql,
  unlessHistorySql,
  unlessSpamSql,
} from '../../db/response-due-sql.ts';
import { replyChannelSql } from './reply-channel.ts';

// The inbox list's one statement per request shape, compiled once (service.ts runs it).

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A review's spam flag as the DTO gives it, from its analysis' signals; null when not spam. */
export const spamJson = (signals: SQL) =>
  sql`case when ${signals}->>'spam' is not null then json_build_object('kind', ${signals}->>'spam',
    'other_location', ${signals}->'spamAbout'->>'otherLocation') end`;

/**
 * What decides the list statement's text: which filters are present and how many values each
 * list holds, the order, the cursor, whether the location still needs checking. Every value
 * is a parameter, so requests of one shape share one statement (built once, below).
 */
type ListShape = {
  locations: number | null;
  ratings: number;
  startDate: boolean;
  endDate: boolean;
  status: boolean;
  source: boolean;
  flag: boolean;
  hasReply: boolean | undefined;
  search: boolean;
  cursor: boolean;
  /** Drizzle leaves out `offset 0`: so does the statement of a first page. */
  offset: boolean;
  sort: TReviewQuery['sort'];
  order: TReviewQuery['order'];
  verified: boolean;
  /** The work inbox's view; 'all' filters nothing. */
  view: 'mine' | 'unassigned' | 'overdue' | null;
};

export const shapeOf = (scope: LocationScope, q: TReviewQuery, cursor: boolean): ListShape => ({
  locations: scope.locationIds ? scope.locationIds.length : null,
  ratings: q.rating?.length ?? 0,
  startDate: q.startDate !== undefined,
  endDate: q.endDate !== undefined,
  status: q.status !== undefined,
  source: q.source !== undefined,
  flag: q.flag !== undefined,
  hasReply: q.hasReply,
  search: q.search !== undefined,
  cursor,
  offset: q.offset > 0,
  sort: q.sort,
  order: q.order,
  verified: scope.verified,
  view: q.view === undefined || q.view === 'all' ? null : q.view,
});

const $ = (name: string) => sql.placeholder(name);
const numbered = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => $(`${prefix}${i}`));

function shapeFilters(s: ListShape): SQL | undefined {
  const tz = $('tz');
  return and(
    eq(reviews.restaurantId, $('restaurant')),
    // Reviews gone from their platform (or deleted here) keep their row but leave every list.
    isNull(reviews.deletedAt),
    s.locations === null
      ? undefined
      : inArray(reviews.locationId, numbered('location', s.locations)),
    s.startDate
      ? gte(reviews.reviewDate, sql`(${$('startDate')}::date)::timestamp at time zone ${tz}`)
      : undefined,
    s.endDate
      ? lt(reviews.reviewDate, sql`((${$('endDate')}::date) + 1)::timestamp at time zone ${tz}`)
      : undefined,
    s.ratings > 0 ? inArray(reviews.rating, numbered('rating', s.ratings)) : undefined,
    s.status ? eq(reviews.status, $('status')) : undefined,
    s.source ? eq(reviews.source, $('source')) : undefined,
    s.flag ? eq(reviews.flagged, $('flag')) : undefined,
    s.hasReply === undefined
      ? undefined
      : s.hasReply
        ? isNotNull(reviews.response)
        : isNull(reviews.response),
    s.search
      ? or(ilike(reviews.text, $('search')), ilike(reviews.authorName, $('search')))
      : undefined,
    // docs/product/team-workflow.md#views
    s.view === 'mine'
      ? eq(reviews.assigneeId, $('me'))
      : s.view === 'unassigned'
        ? isNull(reviews.assigneeId)
        : s.view === 'overdue'
          ? and(
              isOverdueSql(
                reviews.status,
                reviews.reviewDate,
                unlessHistorySql(
                  restaurantTargetHoursSql(reviews.rating, $('restaurant')),
                  reviews.reviewDate,
                  reviews.createdAt,
                ),
                sql`now()`,
              ),
              isNotSpamSql(reviews.id),
            )
          : undefined,
  );
}

/**
 * Rows after the cursor in the list's order (keyset paging): the same ordering columns compared
 * as one row. The plain bound on the leading column is what the date (or rating, date) index
 * can seek to; the row comparison then only settles ties.
 */
function afterCursor(s: ListShape): SQL | undefined {
  if (!s.cursor) return undefined;
  const at = sql`(timestamptz 'epoch' + ${$('cursorMicros')}::bigint * interval '1 microsecond')`;
  const past = sql.raw(s.order === 'asc' ? '>' : '<');
  const upTo = sql.raw(s.order === 'asc' ? '>=' : '<=');
  const id = sql`${$('cursorId')}::uuid`;
  return s.sort === 'rating'
    ? sql`${reviews.rating} ${upTo} ${$('cursorRating')} and (${reviews.rating}, ${reviews.reviewDate}, ${reviews.id}) ${past} (${$('cursorRating')}, ${at}, ${id})`
    : sql`${reviews.reviewDate} ${upTo} ${at} and (${reviews.reviewDate}, ${reviews.id}) ${past} (${at}, ${id})`;
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
function listStatement(db: Db, s: ListShape): SQL {
  const direction = s.order === 'asc' ? asc : desc;
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
      assigneeId: reviews.assigneeId,
      // Before spam: the analysis is read once, with the page's JSON below.
      targetHours: sql<
        number | null
      >`${unlessHistorySql(restaurantTargetHoursSql(reviews.rating, $('restaurant')), reviews.reviewDate, reviews.createdAt)}`.as(
        'target_hours',
      ),
    })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(and(shapeFilters(s), afterCursor(s)))
    .orderBy(
      ...(s.sort === 'rating' ? [direction(reviews.rating)] : []),
      direction(reviews.reviewDate),
      direction(reviews.id),
    )
    .limit($('limit'))
    .offset(s.offset ? $('offset') : 0)
    .getSQL();
  const order = (direction: 'asc' | 'desc') => {
    const dir = sql.raw(direction);
    return s.sort === 'rating'
      ? sql`p.rating ${dir}, p.review_date ${dir}, p.id ${dir}`
      : sql`p.review_date ${dir}, p.id ${dir}`;
  };
  const forward = s.order === 'asc' ? 'asc' : 'desc';
  const backward = s.order === 'asc' ? 'desc' : 'asc';
  const channel = replyChannelSql('p', $('restaurant'));
  const dueAt = dueAtSql(sql`p.review_date`, sql`h.hours`);
  const due = sql`case when h.hours is not null then json_build_object(
    'due_at', ${iso(dueAt)},
    'state', ${dueStateSql(sql`p.status`, dueAt, sql`h.hours`, sql`now()`)}) end`;
  const found = s.verified
    ? sql`true`
    : sql`exists (select 1 from locations l where l.id = ${$('location0')}
        and l.restaurant_id = ${$('restaurant')})`;
  // The page is read once (a CTE used twice is materialised): its JSON, and the last row's
  // ordering key for the next cursor when the page is full. Each row's analysis is read once,
  // for both its spam flag and its due time (a spam review has none), by its key: `limit 1`
  // keeps it a lookup per row, where a join let row-level security's estimate of a restaurant's
  // analyses ("2 rows") scan all of them for every row of the page (bench/RESULTS.md).
  return sql`with p as (${page}) select ${found} as found, (select coalesce(json_agg(json_build_object(
      'id', p.id, 'location_id', p.location_id, 'location_name', p.location_name,
      'source', p.source, 'external_id', p.external_id, 'author_name', p.author_name,
      'rating', p.rating, 'text', p.text, 'language', p.language,
      'review_date', ${iso(sql`p.review_date`)}, 'response', p.response,
      'response_approved', p.response_approved, 'status', p.status,
      'approved_date', ${iso(sql`p.approved_at`)}, 'posted_date', ${iso(sql`p.posted_at`)},
      'flagged', p.flagged, 'reply_channel', ${channel}, 'platform_url', p.platform_url,
      'draft_checks', p.draft_checks, 'hold_reasons', p.hold_reasons,
      'spam', ${spamJson(sql`a.signals`)},
      'assignee_id', p.assignee_id, 'assignee_name', (select nullif(trim(u.firstname || ' ' || u.lastname), '')
        from users u where u.id = p.assignee_id),
      'posting', (select json_build_object('state', x.state, 'channel', x.channel, 'error', x.last_error)
        from reply_posts x where x.review_id = p.id order by x.created_at desc limit 1),
      'response_due', ${due}
    ) order by ${order(forward)}), '[]')::text from p
      left join lateral (select a.signals from review_analyses a where a.review_id = p.id limit 1) a on true
      cross join lateral (select ${unlessSpamSql(sql`p.target_hours`, spamSignalSql(sql`a.signals`))} as hours) h
    ) as data,
    (select count(*) from p)::int as rows,
    (select json_build_array(p.rating, (extract(epoch from p.review_date) * 1000000)::bigint::text, p.id)
      from p order by ${order(backward)} limit 1) as last`;
}

/** A list statement, compiled once per shape: its text, name and where each value goes. */
type CompiledList = {
  name: string;
  text: string;
  slots: ({ name: string } | { constant: unknown })[];
};

const compiledLists = new Map<string, CompiledList>();
const dialect = new PgDialect();

/**
 * The statement of a shape, built with Drizzle the first time only: building it costs more CPU
 * than the rest of a list request does in Node. A few dozen shapes at most (every combination
 * of filters the inbox sends), each a small string.
 */
export function compiledList(db: Db, s: ListShape): CompiledList {
  const key = JSON.stringify(s);
  let found = compiledLists.get(key);
  if (!found) {
    const { sql: text, params } = dialect.sqlToQuery(listStatement(db, s));
    // Where each parameter comes from: a placeholder's name, or a constant of the text.
    const slots = params.map((p) => (is(p, Placeholder) ? { name: p.name } : { constant: p }));
    found = { name: statementName(text), text, slots };
    compiledLists.set(key, found);
  }
  return found;
}

export function listValues(
  actor: Actor,
  scope: LocationScope,
  q: TReviewQuery,
  c: ReviewCursor | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    restaurant: scope.restaurantId,
    tz: scope.timezone,
    startDate: q.startDate,
    endDate: q.endDate,
    status: q.status,
    source: q.source,
    flag: q.flag,
    search: q.search === undefined ? undefined : `%${escapeLike(q.search)}%`,
    limit: q.limit,
    offset: q.offset,
    me: actor.userId,
  };
  scope.locationIds?.forEach((id, i) => (values[`location${i}`] = id));
  q.rating?.forEach((rating, i) => (values[`rating${i}`] = rating));
  if (c) {
    values.cursorMicros = String(c.micros);
    values.cursorRating = c.rating;
    values.cursorId = c.id;
  }
  return values;
}

export type ListRow = {
  found: boolean;
  data: string;
  rows: number;
  last: [number, string, string] | null;
};
