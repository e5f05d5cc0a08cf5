import { sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@tableside/domain/date-ranges';
import type { Db } from '../../db/client.ts';
import { dueAtSql } from '../../db/response-due-sql.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { defineJob, ZNoPayload } from '../../jobs/define-job.ts';
import { delaySql, reviewHoursSql, reviewsWithSpamSql } from './first-reply-sql.ts';

/*
 * Closed-month summaries of the time to first reply (tables in
 * `db/schema/first-reply-months.ts`). A month is closed once every review in it is past its due
 * time; a job, not the review triggers, summarises it. The triggers of migration
 * 0040_first_reply_months only bump a closed month's `version` when a late write touches it, and
 * a read uses a month's summary only while it was built from the current version, time zone and
 * targets; every other day is read from the reviews (`first-reply-summary.ts`).
 */

/** The job builds a month a day after it closes, so a write that began before it closed is over. */
const SETTLE = sql`interval '1 day'`;

/**
 * A 180-second bucket with the exact multiples apart: 2k is exactly 180k s, 2k + 1 the open
 * interval after it, so every delay of a bucket shows as the same tenth of an hour.
 */
export const bucketSql = (delay: SQL) =>
  sql`(2 * floor(${delay} / 180) + case when mod(${delay}, 180) = 0 then 0 else 1 end)::int`;

/** `and <column> = any(<ids>)` for a scope of some locations; nothing for every location. */
export const inLocationsSql = (column: string, locationIds: string[] | null = null): SQL =>
  locationIds ? sql`and ${sql.raw(column)} = any(${`{${locationIds.join(',')}}`}::uuid[])` : sql``;

/**
 * A restaurant's reviews from `from` to `to` as `v` (the columns the figures read), of
 * `locationIds` only when given.
 */
export const reviewsBetweenSql = (
  restaurantId: string | SQL,
  from: SQL,
  to: SQL,
  locationIds: string[] | null = null,
) =>
  sql`select r.location_id, r.first_replied_by, r.first_replied_at, r.review_date,
      ${reviewHoursSql} as hours
    from ${reviewsWithSpamSql}
    where r.restaurant_id = ${restaurantId} ${inLocationsSql('r.location_id', locationIds)}
      and r.review_date >= ${from} and r.review_date < ${to}`;

/**
 * Summarises one month of one restaurant from its reviews, in one transaction. The version is
 * read before the reviews: a write the build does not see commits its bump after that read, so
 * the month stays unused until the next build. Builds of one month wait for each other.
 */
export async function buildFirstReplyMonth(
  db: Db,
  restaurantId: string,
  month: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('first_reply_months'), hashtext(${`${restaurantId} ${month}`}))`,
    );
    const [state] = await sqlRows<{ version: number }>(
      tx,
      sql`select coalesce((select f.version from first_reply_months f
        where f.restaurant_id = ${restaurantId} and f.month = ${month}::date), 0) as version`,
    );
    const m = sql`${month}::date`;
    const from = sql`(${m}::timestamp at time zone (select timezone from restaurants where id = ${restaurantId}))`;
    const to = sql`((${m} + interval '1 month')::timestamp at time zone (select timezone from restaurants where id = ${restaurantId}))`;
    const v = reviewsBetweenSql(restaurantId, from, to);
    const key = sql`restaurant_id = ${restaurantId} and month = ${m}`;
    await tx.execute(sql`delete from first_reply_month_counts where ${key}`);
    await tx.execute(sql`delete from first_reply_month_delays where ${key}`);
    // Closed: every review with a due time is due, whatever the hour it is read.
    await tx.execute(sql`insert into first_reply_month_counts (restaurant_id, month, location_id,
        responder, reviews, answered, due, answered_due, within, delays)
      select ${restaurantId}, ${m}, v.location_id, v.first_replied_by, count(*),
        count(v.first_replied_at), count(v.hours),
        count(*) filter (where v.hours is not null and v.first_replied_at is not null),
        count(*) filter (where v.hours is not null
          and v.first_replied_at <= ${dueAtSql(sql`v.review_date`, sql`v.hours`)}),
        coalesce(array_agg(${delaySql}::float8 order by ${delaySql})
          filter (where v.first_replied_at is not null), '{}')
      from (${v}) v group by v.location_id, v.first_replied_by`);
    await tx.execute(sql`insert into first_reply_month_delays (restaurant_id, month, responder,
        bucket, reviews, low, high)
      select ${restaurantId}, ${m}, d.responder, ${bucketSql(sql`d.delay`)}, count(*),
        min(d.delay::float8), max(d.delay::float8)
      from (select v.first_replied_by as responder, ${delaySql} as delay from (${v}) v
        where v.first_replied_at is not null) d
      group by d.responder, 4`);
    await tx.execute(sql`insert into first_reply_months as f (restaurant_id, month, version,
        built_version, starts_at, ends_at, timezone, hours_negative, hours_neutral, hours_positive,
        built_at)
      select rs.id, ${m}, ${state!.version}, ${state!.version}, ${from}, ${to}, rs.timezone,
        rs.response_hours_negative, rs.response_hours_neutral, rs.response_hours_positive, now()
      from restaurants rs where rs.id = ${restaurantId}
      on conflict (restaurant_id, month) do update set built_version = excluded.built_version,
        starts_at = excluded.starts_at, ends_at = excluded.ends_at, timezone = excluded.timezone,
        hours_negative = excluded.hours_negative, hours_neutral = excluded.hours_neutral,
        hours_positive = excluded.hours_positive, built_at = excluded.built_at`);
  });
}

/**
 * The months to build: closed for a day, with reviews or a summary, and not built from their
 * current version, time zone and targets. `restaurantId` limits it to one restaurant.
 */
export async function monthsToBuild(
  db: Db,
  now = new Date(),
  restaurantId?: string,
): Promise<{ restaurant_id: string; month: string }[]> {
  const only = (column: SQL) => (restaurantId ? sql`and ${column} = ${restaurantId}` : sql``);
  return sqlRows(
    db,
    sql`select k.restaurant_id, k.month::text as month from (
        select s.restaurant_id, s.month from review_restaurant_monthly_stats s
        where s.reviews > 0 ${only(sql`s.restaurant_id`)}
        union select f.restaurant_id, f.month from first_reply_months f
        where true ${only(sql`f.restaurant_id`)}
      ) k join restaurants rs on rs.id = k.restaurant_id
      left join first_reply_months f on f.restaurant_id = k.restaurant_id and f.month = k.month
      where ((k.month + interval '1 month')::timestamp at time zone rs.timezone)
          + greatest(rs.response_hours_negative, rs.response_hours_neutral,
            rs.response_hours_positive) * interval '1 hour' + ${SETTLE}
          <= ${now.toISOString()}::timestamptz
        and (f.built_version is null or f.built_version <> f.version
          or (f.timezone, f.hours_negative, f.hours_neutral, f.hours_positive)
            is distinct from (rs.timezone, rs.response_hours_negative, rs.response_hours_neutral,
              rs.response_hours_positive))
      order by k.restaurant_id, k.month`,
  );
}

/** Builds every month `monthsToBuild` lists, one transaction each; answers how many. */
export async function refreshFirstReplyMonths(
  db: Db,
  now = new Date(),
  restaurantId?: string,
): Promise<number> {
  const months = await monthsToBuild(db, now, restaurantId);
  for (const m of months) await buildFirstReplyMonth(db, m.restaurant_id, m.month);
  return months.length;
}

/**
 * Hourly: a month closed since, or touched by a late write, is summarised within the hour. The
 * builds are idempotent, so a retried or doubled run only repeats work.
 */
export const firstReplyMonthsJob = defineJob({
  name: 'analytics.first-reply-months',
  schema: ZNoPayload,
  cron: '41 * * * *',
  policy: 'stately',
  expireInSeconds: 3_600,
  handler: (_payload, deps: { db: Db }) => refreshFirstReplyMonths(deps.db),
});

/** The first days of the calendar months `current` touches, as YYYY-MM-DD. */
function monthsOf(current: DayRange): string[] {
  const months: string[] = [];
  let [y, m] = current.startDate.split('-').map(Number) as [number, number];
  const last = current.endDate.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(`${month}-01`);
    if (month >= last) return months;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/**
 * The range `current` cut at its calendar months as `p` (month, from `a` to `b`, and whether
 * the piece is a whole month read from the summaries): at most 13 pieces for a year. The months are listed, not generated, so the planner
 * knows how many: with a guess of 1,000 it priced the reads high enough to compile them (JIT),
 * which cost seconds.
 */
export function monthPiecesSql(restaurantId: string, timezone: string, current: DayRange): SQL {
  const day = (d: string) => sql`(${d}::date)::timestamp`;
  return sql`select m.month, greatest(m.a, x.a) as a, least(m.b, x.b) as b,
      (f.restaurant_id is not null and m.a >= x.a and m.b <= x.b) as summarised
    from (select ${day(current.startDate)} at time zone ${timezone} as a,
        (${day(current.endDate)} + interval '1 day') at time zone ${timezone} as b) x
    cross join lateral (select d::date as month, d at time zone ${timezone} as a,
        (d + interval '1 month') at time zone ${timezone} as b
      from (values ${sql.join(
        monthsOf(current).map((d) => sql`(${d}::timestamp)`),
        sql`, `,
      )}) as t(d)) m
    join restaurants rs on rs.id = ${restaurantId}
    left join first_reply_months f on f.restaurant_id = rs.id and f.month = m.month
      and f.built_version = f.version and f.timezone = rs.timezone
      and f.hours_negative = rs.response_hours_negative
      and f.hours_neutral = rs.response_hours_neutral
      and f.hours_positive = rs.response_hours_positive`;
}

/**
 * The reviews of the pieces `p` not read from the summaries, as `v`: one index range each (of
 * `locationIds` only when given).
 */
export const piecesReviewsSql = (restaurantId: string, locationIds: string[] | null = null) =>
  sql`select v.* from p cross join lateral (${reviewsBetweenSql(restaurantId, sql`p.a`, sql`p.b`, locationIds)}) v
    where not p.summarised`;
