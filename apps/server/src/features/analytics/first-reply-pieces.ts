import { sql, type SQL } from 'drizzle-orm';
import { addDays, addMonthsClamped, type DayRange } from '@tableside/domain/date-ranges';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { reviewsBetweenSql } from './first-reply-months.ts';

/*
 * A range of the time to first reply cut into pieces: the whole months and the days with a
 * summary built from their current version, time zone and targets (`first-reply-months.ts`),
 * and the runs of other days, read from the reviews. A year is at most twelve months, the closed
 * days of the open months and a run or two of days: the range's partial first month, the days
 * still open, a period a late write touched.
 */

/** A piece of a range, from `from` to the day before `to`; `grain` null is read from the reviews. */
export type Piece = {
  grain: 'month' | 'day' | null;
  month: string | null;
  from: string;
  to: string;
};

/** The pieces of `current` for a restaurant, from the summaries usable now. */
export async function rangePieces(
  db: Pick<Db, 'execute'>,
  restaurantId: string,
  current: DayRange,
): Promise<Piece[]> {
  const built = await sqlRows<{ grain: 'month' | 'day'; month: string }>(
    db,
    sql`select f.grain, f.month::text as month from first_reply_months f
      join restaurants rs on rs.id = f.restaurant_id
      where f.restaurant_id = ${restaurantId}
        and f.month >= date_trunc('month', ${current.startDate}::date)
        and f.month <= ${current.endDate}::date and f.built_version = f.version
        and f.timezone = rs.timezone and f.hours_negative = rs.response_hours_negative
        and f.hours_neutral = rs.response_hours_neutral
        and f.hours_positive = rs.response_hours_positive`,
  );
  const has = new Set(built.map((b) => `${b.grain} ${b.month}`));
  const end = addDays(current.endDate, 1);
  const pieces: Piece[] = [];
  for (let day = current.startDate; day < end;) {
    const month = `${day.slice(0, 7)}-01`;
    const next = addMonthsClamped(month, 1);
    const [grain, to] =
      day === month && next <= end && has.has(`month ${month}`)
        ? (['month', next] as const)
        : has.has(`day ${day}`)
          ? (['day', addDays(day, 1)] as const)
          : ([null, addDays(day, 1)] as const);
    const last = pieces.at(-1);
    if (grain === null && last && last.grain === null) last.to = to;
    else pieces.push({ grain, month: grain && day, from: day, to });
    day = to;
  }
  return pieces;
}

/**
 * The summarised pieces as `p` (`grain`, `month`), listed so the planner knows how many: with a
 * guess it priced the reads high enough to compile them (JIT), which cost seconds.
 */
export function summarisedSql(pieces: Piece[]): SQL {
  const rows = pieces.filter((p) => p.grain !== null);
  if (rows.length === 0) return sql`select null::text as grain, null::date as month where false`;
  return sql`select x.grain, x.month from (values ${sql.join(
    rows.map((p) => sql`(${p.grain}::text, ${p.month}::date)`),
    sql`, `,
  )}) as x(grain, month)`;
}

/**
 * The reviews of the pieces not summarised, as `v` (of `locationIds` only when given): one
 * index range each, with its bounds in the statement, so the planner sizes each range from the
 * index instead of guessing a share of every review (it chose to scan them all).
 */
export function piecesReviewsSql(
  restaurantId: string,
  timezone: string,
  pieces: Piece[],
  locationIds: string[] | null = null,
): SQL {
  const at = (day: string) => sql`((${day}::date)::timestamp at time zone ${timezone})`;
  const reads = pieces
    .filter((p) => p.grain === null)
    .map((p) => reviewsBetweenSql(restaurantId, at(p.from), at(p.to), locationIds));
  return reads.length > 0
    ? sql.join(reads, sql` union all `)
    : sql`${reviewsBetweenSql(restaurantId, sql`null::timestamptz`, sql`null::timestamptz`)} and false`;
}
