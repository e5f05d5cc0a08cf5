import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dueAtSql } from '../../db/response-due-sql.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { defineJob, ZNoPayload } from '../../jobs/define-job.ts';
import { delaySql, reviewHoursSql, reviewsWithSpamSql } from './first-reply-sql.ts';

/*
 * Closed-period summaries of the time to first reply (tables in
 * `db/schema/first-reply-months.ts`). A month, or a day, is closed once every review in it is
 * past its due time; a job, not the review triggers, summarises closed months and closed days,
 * so a range reads its whole months and its other days from them, and the reviews of its last
 * day or two only.
 * The triggers of migrations 0040_first_reply_months and 0046_first_reply_days only bump a
 * closed period's `version` when a late write touches it, and a read uses a period's summary only
 * while it was built from the current version, time zone and targets; every other day is read
 * from the reviews (`first-reply-pieces.ts`).
 */

/**
 * The job builds a month a day after it closes, a day an hour after, so a write that began
 * before the period closed (it marked nothing) has committed: the build sees it.
 */
const settleSql = (grain: SQL) =>
  sql`case ${grain} when 'month' then interval '1 day' else interval '1 hour' end`;
const stepSql = (grain: SQL) =>
  sql`case ${grain} when 'month' then interval '1 month' else interval '1 day' end`;

/** The per-period summaries a build replaces, beside `first_reply_months` itself. */
const SUMMARY_TABLES = [
  'first_reply_month_counts',
  'first_reply_month_responders',
  'first_reply_month_delays',
];

/**
 * A summarised period: a calendar month (its first day), or a day. A range reads whole months
 * from the months and its partial months from the days.
 */
export type SummaryPeriod = { grain: 'month' | 'day'; month: string };

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
 * Summarises one period of one restaurant from its reviews, in one transaction. The version is read before the
 * reviews: a write the build does not see commits its bump after that read, so the period
 * stays unused until the next build. Builds of one period wait for each other.
 */
export async function buildFirstReplySummary(
  db: Db,
  restaurantId: string,
  { grain, month }: SummaryPeriod,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('first_reply_months'), hashtext(${`${restaurantId} ${grain} ${month}`}))`,
    );
    const [state] = await sqlRows<{ version: number }>(
      tx,
      sql`select coalesce((select f.version from first_reply_months f
        where f.restaurant_id = ${restaurantId} and f.grain = ${grain} and f.month = ${month}::date), 0) as version`,
    );
    const m = sql`${month}::date`;
    const step = stepSql(sql`${grain}::text`);
    const zone = sql`(select timezone from restaurants where id = ${restaurantId})`;
    const from = sql`(${m}::timestamp at time zone ${zone})`;
    const to = sql`((${m} + ${step})::timestamp at time zone ${zone})`;
    const v = reviewsBetweenSql(restaurantId, from, to);
    const key = sql`restaurant_id = ${restaurantId} and grain = ${grain} and month = ${m}`;
    for (const table of SUMMARY_TABLES) {
      await tx.execute(sql`delete from ${sql.raw(table)} where ${key}`);
    }
    // Closed: every review with a due time is due, whatever the hour it is read.
    await tx.execute(sql`insert into first_reply_month_counts (restaurant_id, grain, month,
        location_id, responder, reviews, answered, due, answered_due, within, delays)
      select ${restaurantId}, ${grain}, ${m}, v.location_id, v.first_replied_by, count(*),
        count(v.first_replied_at), count(v.hours),
        count(*) filter (where v.hours is not null and v.first_replied_at is not null),
        count(*) filter (where v.hours is not null
          and v.first_replied_at <= ${dueAtSql(sql`v.review_date`, sql`v.hours`)}),
        coalesce(array_agg(${delaySql}::float8 order by ${delaySql})
          filter (where v.first_replied_at is not null), '{}')
      from (${v}) v group by v.location_id, v.first_replied_by`);
    await tx.execute(sql`insert into first_reply_month_responders (restaurant_id, grain, month,
        responder, reviews, answered, due, answered_due, within)
      select ${restaurantId}, ${grain}, ${m}, c.responder, sum(c.reviews), sum(c.answered),
        sum(c.due), sum(c.answered_due), sum(c.within)
      from first_reply_month_counts c where ${key} group by c.responder`);
    await tx.execute(sql`insert into first_reply_month_delays (restaurant_id, grain, month,
        responder, bucket, reviews, low, high)
      select ${restaurantId}, ${grain}, ${m}, d.responder, ${bucketSql(sql`d.delay`)}, count(*),
        min(d.delay::float8), max(d.delay::float8)
      from (select v.first_replied_by as responder, ${delaySql} as delay from (${v}) v
        where v.first_replied_at is not null) d
      group by d.responder, 5`);
    await tx.execute(sql`insert into first_reply_months as f (restaurant_id, grain, month,
        version, built_version, starts_at, ends_at, timezone, hours_negative, hours_neutral,
        hours_positive, built_at)
      select rs.id, ${grain}, ${m}, ${state!.version}, ${state!.version}, ${from}, ${to},
        rs.timezone, rs.response_hours_negative, rs.response_hours_neutral,
        rs.response_hours_positive, now()
      from restaurants rs where rs.id = ${restaurantId}
      on conflict (restaurant_id, grain, month) do update set
        built_version = excluded.built_version, starts_at = excluded.starts_at,
        ends_at = excluded.ends_at, timezone = excluded.timezone,
        hours_negative = excluded.hours_negative, hours_neutral = excluded.hours_neutral,
        hours_positive = excluded.hours_positive, built_at = excluded.built_at`);
  });
}

/**
 * The periods to build: closed and settled (`settleSql`), with reviews or a summary, and not
 * built from their current version, time zone and targets. `restaurantId` limits it to one
 * restaurant.
 */
export async function periodsToBuild(
  db: Db,
  now = new Date(),
  restaurantId?: string,
): Promise<({ restaurant_id: string } & SummaryPeriod)[]> {
  const only = (column: SQL) => (restaurantId ? sql`and ${column} = ${restaurantId}` : sql``);
  return sqlRows(
    db,
    sql`select k.restaurant_id, k.grain, k.month::text as month from (
        select s.restaurant_id, 'month' as grain, s.month from review_restaurant_monthly_stats s
        where s.reviews > 0 ${only(sql`s.restaurant_id`)}
        union select s.restaurant_id, 'day', s.day from review_restaurant_daily_stats s
        where s.reviews > 0 ${only(sql`s.restaurant_id`)}
        union select f.restaurant_id, f.grain, f.month from first_reply_months f
        where true ${only(sql`f.restaurant_id`)}
      ) k join restaurants rs on rs.id = k.restaurant_id
      left join first_reply_months f on f.restaurant_id = k.restaurant_id
        and f.grain = k.grain and f.month = k.month
      where ((k.month + ${stepSql(sql`k.grain`)})::timestamp at time zone rs.timezone)
          + greatest(rs.response_hours_negative, rs.response_hours_neutral,
            rs.response_hours_positive) * interval '1 hour' + ${settleSql(sql`k.grain`)}
          <= ${now.toISOString()}::timestamptz
        and (f.built_version is null or f.built_version <> f.version
          or (f.timezone, f.hours_negative, f.hours_neutral, f.hours_positive)
            is distinct from (rs.timezone, rs.response_hours_negative, rs.response_hours_neutral,
              rs.response_hours_positive))
      order by k.restaurant_id, k.grain desc, k.month`,
  );
}

/** Builds every period `periodsToBuild` lists, one transaction each; answers how many. */
export async function refreshFirstReplyMonths(
  db: Db,
  now = new Date(),
  restaurantId?: string,
): Promise<number> {
  const periods = await periodsToBuild(db, now, restaurantId);
  for (const { restaurant_id, ...period } of periods) {
    await buildFirstReplySummary(db, restaurant_id, period);
  }
  // Fresh statistics, or the planner takes a period's rows for one and loops over them (a
  // year's read at 10M reviews took twice as long until autovacuum came by).
  if (periods.length > 0) {
    await db.execute(sql`analyze first_reply_months, ${sql.raw(SUMMARY_TABLES.join(', '))}`);
  }
  return periods.length;
}

/**
 * Hourly: a period closed since, or touched by a late write, is summarised within the hour. The
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
