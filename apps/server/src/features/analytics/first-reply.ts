import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@tableside/domain/date-ranges';
import { roundHours } from '@tableside/domain/first-reply';
import { rate } from '@tableside/domain/percentages';
import type {
  TFirstReplyFigures,
  TFirstReplyMetrics,
  TFirstReplyQuery,
} from '@tableside/domain/schemas/analytics';
import type { Actor } from '../../auth/actor.ts';
import { resolveLocationScope, type LocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { dueAtSql, targetHoursSql, unlessHistorySql } from '../../db/response-due-sql.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { summaryMetrics, usesSummaries } from './first-reply-summary.ts';
import { resolveRange } from './range.ts';

export type FigureRow = {
  answered: number;
  median: number | null;
  due: number;
  answered_due: number;
  within: number;
};

type Row = FigureRow & {
  by_location: number;
  by_person: number;
  location_id: string | null;
  location_name: string | null;
  user_id: string | null;
  user_name: string | null;
};

/** A row's figures; a person's `due` is `answered_due` (they answer only what they answered). */
export const figuresOf = (row: FigureRow, due: number): TFirstReplyFigures => ({
  answered: row.answered,
  medianHours: row.median === null ? null : roundHours(Number(row.median) / 3600),
  due,
  withinTarget: row.within,
  withinTargetShare: rate(row.within, due),
});

/** A review `r`'s target hours from its restaurant `rs`'s current targets; null for history. */
export const reviewHoursSql: SQL = unlessHistorySql(
  targetHoursSql(sql`r.rating`, {
    negative: sql`rs.response_hours_negative`,
    neutral: sql`rs.response_hours_neutral`,
    positive: sql`rs.response_hours_positive`,
  }),
  sql`r.review_date`,
  sql`r.created_at`,
);

/** A review `v`'s delay to its first reply in seconds (numeric); a reply dated before is 0. */
export const delaySql: SQL = sql`greatest(0, extract(epoch from v.first_replied_at - v.review_date))`;

/**
 * The range's reviews as `v` (location, first reply and its author, review date, target hours)
 * and the aggregates of `FigureRow` over them (`counts` and `median`, or both as `aggregates`),
 * for a `group by` of the caller's choice.
 */
export function firstReplySql(scope: LocationScope, current: DayRange, now: Date) {
  const hours = reviewHoursSql;
  const dueAt = dueAtSql(sql`v.review_date`, sql`v.hours`);
  const at = sql`${now.toISOString()}::timestamptz`;
  const reviews: SQL = sql`select r.location_id, r.first_replied_by, r.first_replied_at, r.review_date, ${hours} as hours
      from reviews r join restaurants rs on rs.id = r.restaurant_id
      where r.restaurant_id = ${scope.restaurantId}
        ${scope.locationIds ? sql`and r.location_id = any(${`{${scope.locationIds.join(',')}}`}::uuid[])` : sql``}
        and r.review_date >= (${current.startDate}::date)::timestamp at time zone ${scope.timezone}
        and r.review_date < ((${current.endDate}::date) + 1)::timestamp at time zone ${scope.timezone}`;
  // The median sorts every delay of its group; the counts are a cheap hash aggregate.
  const median: SQL = sql`percentile_cont(0.5) within group (order by ${delaySql})
          filter (where v.first_replied_at is not null) as median`;
  const counts: SQL = sql`count(v.first_replied_at)::int as answered,
        count(*) filter (where v.hours is not null
          and (v.first_replied_at is not null or ${dueAt} <= ${at}))::int as due,
        count(*) filter (where v.hours is not null and v.first_replied_at is not null)::int
          as answered_due,
        count(*) filter (where v.hours is not null and v.first_replied_at <= ${dueAt})::int as within`;
  return { reviews, median, counts, aggregates: sql`${counts}, ${median}` };
}

/**
 * Time to first reply and the share within target (`firstReplyFigures` of
 * `packages/domain/src/first-reply.ts`) for the range's reviews, overall, per location and per
 * person, in one statement. It reads only columns of `reviews_first_reply_idx` (restaurant, day,
 * location, rating, arrival, first reply and its author), so a range is an index-only scan of
 * its reviews: a median needs every delay, which no rollup keeps. Targets are the restaurant's
 * current ones. `locations=none` / `people=none` drop those groups (a chain pages them:
 * `first-reply-page.ts`).
 */
export async function firstReplyMetrics(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TFirstReplyQuery,
  now = new Date(),
): Promise<TFirstReplyMetrics> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const { current } = resolveRange(q, scope.timezone, now);
  if (q.locations === 'none' && usesSummaries(scope)) {
    return summaryMetrics(db, scope, current, q.people !== 'none', now);
  }
  const { reviews, aggregates } = firstReplySql(scope, current, now);
  // GROUPING() accepts only grouped columns: a dropped group answers a constant instead.
  const group = (column: SQL, keep: boolean) =>
    keep
      ? { set: [sql`(${column})`], is: sql`grouping(${column})::int = 0`, value: column }
      : { set: [], is: sql`false`, value: sql`null::uuid` };
  const byLocation = group(sql`v.location_id`, q.locations !== 'none');
  const byPerson = group(sql`v.first_replied_by`, q.people !== 'none');
  const rows = await sqlRows<Row>(
    db,
    sql`with v as (${reviews}), g as (
      select ${byLocation.is} as by_location, ${byPerson.is} as by_person,
        ${byLocation.value} as location_id, ${byPerson.value} as first_replied_by, ${aggregates}
      from v group by grouping sets (${sql.join([sql`()`, ...byLocation.set, ...byPerson.set], sql`, `)})
    )
    select g.*, g.first_replied_by as user_id, l.name as location_name,
      nullif(trim(u.firstname || ' ' || u.lastname), '') as user_name
    from g left join locations l on l.id = g.location_id
      left join users u on u.id = g.first_replied_by
    order by l.name, user_name`,
  );
  const overall = rows.find((r) => !r.by_location && !r.by_person);
  const empty = { answered: 0, median: null, due: 0, within: 0 } as Row;
  return {
    startDate: current.startDate,
    endDate: current.endDate,
    overall: figuresOf(overall ?? empty, overall?.due ?? 0),
    byLocation: rows
      .filter((r) => r.by_location)
      .map((r) => ({
        locationId: r.location_id as string,
        locationName: r.location_name ?? '',
        ...figuresOf(r, r.due),
      })),
    // A person answers what they answered: the unanswered reviews belong to nobody.
    byPerson: rows
      .filter((r) => r.by_person && r.answered > 0)
      .map((r) => ({ userId: r.user_id, name: r.user_name, ...figuresOf(r, r.answered_due) })),
  };
}
