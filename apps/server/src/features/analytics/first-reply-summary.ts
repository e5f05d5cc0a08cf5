import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@tableside/domain/date-ranges';
import type { LocationScope } from '../../auth/scope.ts';
import { bucketSql, inLocationsSql } from './first-reply-months.ts';
import { piecesReviewsSql, rangePieces, summarisedSql, type Piece } from './first-reply-pieces.ts';
import type { TFirstReplyMetrics } from '@tableside/domain/schemas/analytics';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { delaySql, figuresOf, firstReplySql, type FigureRow } from './first-reply-sql.ts';

/*
 * The time to first reply over a range, reading the closed periods' summaries
 * (`first-reply-months.ts`) and the reviews only for the other days (`first-reply-pieces.ts`):
 * the days not yet closed, and those of a period a late write touched. The answers are the
 * raw statement's (`first-reply.ts`), exactly: the counts are sums; a location's median, and
 * over some locations every median, is percentile_cont over the same delays (kept per
 * summarised month); over every location the overall and per-person medians come from the delay
 * buckets, whose every delay shows as the same tenth of an hour, with each bucket's smallest
 * and largest delay for the even count whose two middle delays fall in different buckets (the
 * mean of the two, computed as percentile_cont does).
 */

/** The CTEs `p` (summarised pieces) and `v` (the other pieces' reviews) for the scope's locations. */
const summaryCtes = (scope: LocationScope, pieces: Piece[]): SQL =>
  sql`p as materialized (${summarisedSql(pieces)}),
    v as not materialized (${piecesReviewsSql(scope.restaurantId, scope.timezone, pieces, scope.locationIds)})`;

/**
 * The summarised periods' rows of a summary table as `alias`; with `scope`, of its locations
 * only (the per-location tables: the delay buckets hold every location).
 */
const summarised = (
  table: string,
  alias: string,
  restaurantId: string,
  scope: LocationScope | null = null,
) =>
  sql`${sql.raw(table)} ${sql.raw(alias)} join p on ${sql.raw(alias)}.restaurant_id = ${restaurantId} and ${sql.raw(alias)}.grain = p.grain
    and ${sql.raw(alias)}.month = p.month
    ${inLocationsSql(`${alias}.location_id`, scope?.locationIds)}`;

/**
 * `c`: the figures' counts per `key` (a column of both `v` and the counts table, e.g.
 * `location_id`, or the responder), summed over the reviews read and the summarised periods.
 */
export function countsByCte(
  scope: LocationScope,
  current: DayRange,
  now: Date,
  key: { v: string; summary: string },
): SQL {
  const { counts } = firstReplySql(scope, current, now);
  // Per responder over every location, the responders' counts: a row per period and person.
  const table =
    key.summary === 'responder' && !scope.locationIds
      ? summarised('first_reply_month_responders', 's', scope.restaurantId)
      : summarised('first_reply_month_counts', 's', scope.restaurantId, scope);
  return sql`c0 as (select ${sql.raw(`v.${key.v}`)} as id, ${counts} from v group by 1
      union all
      select ${sql.raw(`s.${key.summary}`)}, sum(s.answered)::int, sum(s.due)::int,
        sum(s.answered_due)::int, sum(s.within)::int
      from ${table} group by 1),
    c as (select c0.id, sum(c0.answered)::int as answered, sum(c0.due)::int as due,
      sum(c0.answered_due)::int as answered_due, sum(c0.within)::int as within
      from c0 group by c0.id)`;
}

/**
 * `med`: the median delay (seconds) per group `g` — 'all', and with `people` each responder's
 * id, 'auto' for the automatic replies. Over every location from the delay buckets; over some
 * locations (the buckets mix every location) from those locations' kept delays.
 */
export function mediansCte(scope: LocationScope, people: boolean): SQL {
  return scope.locationIds ? delayMediansCte(scope, people) : bucketMediansCte(scope, people);
}

/**
 * Every delay of the scope's answered reviews as `d` (`id`: the location, or the responder),
 * the summarised months' kept delays and the reviews read; `only` (`in (select …)`) limits the ids.
 */
const delaysSql = (scope: LocationScope, by: 'location' | 'responder', only: SQL | null) => {
  const [s, v] =
    by === 'location' ? ['s.location_id', 'v.location_id'] : ['s.responder', 'v.first_replied_by'];
  const limit = (column: string) => (only ? sql`and ${sql.raw(column)} ${only}` : sql``);
  return sql`select ${sql.raw(s)} as id, unnest(s.delays) as delay
    from ${summarised('first_reply_month_counts', 's', scope.restaurantId, scope)} ${limit(s)}
    union all
    select ${sql.raw(v)}, ${delaySql}::float8 from v
    where v.first_replied_at is not null ${limit(v)}`;
};

const medianOf = sql`percentile_cont(0.5) within group (order by d.delay)`;

/**
 * `lm`: each location's median delay over its delays (as percentile_cont over the reviews
 * gives it); `only` (`in (select …)`) limits the locations, e.g. to a page's.
 */
export const locationMediansCte = (scope: LocationScope, only: SQL | null): SQL =>
  sql`lm as (select d.id, ${medianOf} as median
    from (${delaysSql(scope, 'location', only)}) d group by d.id)`;

/** `med` of `mediansCte` for some locations: percentile_cont over their delays. */
const delayMediansCte = (scope: LocationScope, people: boolean): SQL =>
  sql`d as (${delaysSql(scope, 'responder', null)}),
    med as (select 'all' as g, ${medianOf} as median from d
      ${people ? sql`union all select coalesce(d.id::text, 'auto'), ${medianOf} from d group by 1` : sql``})`;

/** `med` of `mediansCte` from the delay buckets (every location). */
function bucketMediansCte(scope: LocationScope, people: boolean): SQL {
  const groups = people
    ? sql`select 'all' as g, bucket, n, low, high from h0
        union all select coalesce(responder::text, 'auto'), bucket, n, low, high from h0`
    : sql`select 'all' as g, bucket, n, low, high from h0`;
  return sql`h0 as (select d.responder, ${bucketSql(sql`d.delay`)} as bucket, count(*)::int as n,
        min(d.delay::float8) as low, max(d.delay::float8) as high
      from (select v.first_replied_by as responder, ${delaySql} as delay from v
        where v.first_replied_at is not null) d group by 1, 2
      union all
      select s.responder, s.bucket, s.reviews, s.low, s.high
      from ${summarised('first_reply_month_delays', 's', scope.restaurantId)}),
    h as (select x.g, x.bucket, sum(x.n)::bigint as n, min(x.low) as low, max(x.high) as high
      from (${groups}) x group by x.g, x.bucket),
    k as (select h.*, (sum(h.n) over (partition by h.g order by h.bucket))::bigint as upto,
        (sum(h.n) over (partition by h.g))::bigint as total from h),
    mid as (select k.g, min(k.bucket) filter (where k.upto >= (k.total - 1) / 2 + 1) as b1,
        min(k.bucket) filter (where k.upto >= k.total / 2 + 1) as b2 from k group by k.g),
    med as (select mid.g, case when mid.b1 = mid.b2 then k1.low
        else k1.high + 0.5::float8 * (k2.low - k1.high) end as median
      from mid join k k1 on k1.g = mid.g and k1.bucket = mid.b1
        join k k2 on k2.g = mid.g and k2.bucket = mid.b2)`;
}

/**
 * Runs a summary read, `query` given the CTEs `p` and `v` of the range's pieces, with JIT
 * compilation off: the planner cannot know how many reviews the unsummarised pieces hold, so it
 * guesses hundreds of thousands and compiles the statement, which took longer than the read
 * itself (145 of 378 ms at 1M reviews, seconds under load). Sorting is off too: it takes a
 * period's summary rows for a few dozen (months' rows sit on first days, which it cannot tell)
 * and sorts the ~40,000 rows of a chain's year to group them, where hashing them took half the
 * time (a year's locations page at 10M reviews: 66 → 40 ms).
 */
export function readSummaries<T>(
  db: Db,
  scope: LocationScope,
  current: DayRange,
  query: (ctes: SQL) => SQL,
): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const pieces = await rangePieces(tx, scope.restaurantId, current);
    return sqlRows<T>(tx, query(summaryCtes(scope, pieces)));
  });
}

type Row = FigureRow & { g: string; user_id: string | null; user_name: string | null };

/**
 * `firstReplyMetrics` without the per-location groups, over the scope's locations: the overall
 * figure and, with `people`, each person's.
 */
export async function summaryMetrics(
  db: Db,
  scope: LocationScope,
  current: DayRange,
  people: boolean,
  now: Date,
): Promise<TFirstReplyMetrics> {
  const rows = await readSummaries<Row>(
    db,
    scope,
    current,
    (ctes) => sql`with ${ctes},
      ${countsByCte(scope, current, now, { v: 'first_replied_by', summary: 'responder' })},
      ${mediansCte(scope, people)},
      g as (select 'all' as g, sum(c.answered)::int as answered, sum(c.due)::int as due,
          sum(c.answered_due)::int as answered_due, sum(c.within)::int as within, null::uuid as id
        from c
        ${people ? sql`union all select coalesce(c.id::text, 'auto'), c.answered, c.due, c.answered_due, c.within, c.id from c where c.answered > 0` : sql``})
    select g.g, g.answered, g.due, g.answered_due, g.within, med.median, g.id as user_id,
      nullif(trim(u.firstname || ' ' || u.lastname), '') as user_name
    from g left join med on med.g = g.g left join users u on u.id = g.id
    order by g.g <> 'all', user_name`,
  );
  const overall = rows.find((r) => r.g === 'all');
  const empty = { answered: 0, median: null, due: 0, answered_due: 0, within: 0 };
  return {
    startDate: current.startDate,
    endDate: current.endDate,
    overall: figuresOf(overall ?? empty, overall?.due ?? 0),
    byLocation: [],
    byPerson: rows
      .filter((r) => r.g !== 'all')
      .map((r) => ({ userId: r.user_id, name: r.user_name, ...figuresOf(r, r.answered_due) })),
  };
}
