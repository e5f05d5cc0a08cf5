import { sql, type SQL } from 'drizzle-orm';
import { addDays, addMonthsClamped, type DayRange } from '@tableside/domain/date-ranges';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { reviewsBetweenSql } from './first-reply-months.ts';

/*
 * A range of the time to first reply cut into pieces: the whole months and the days with a
 * summary built from their current version, time zone and targets (`first-reply-months.ts`),
 * and the runs of other days, read from the reviews. A year is at most twelve months, the closed
 * days of the open months and a run or two of days.
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
 * The pieces as `p` (`grain` and `month` of a summary, from `a` to `b` in the restaurant's
 * zone, `summarised`). The pieces are listed, not generated, so the planner knows how many:
 * with a guess of 1,000 it priced the reads high enough to compile them (JIT), which cost seconds.
 */
export function piecesSql(timezone: string, pieces: Piece[]): SQL {
  const at = (day: string) => sql`(${day}::date)::timestamp at time zone ${timezone}`;
  return sql`select x.grain, x.month, x.a, x.b, x.grain is not null as summarised
    from (values ${sql.join(
      pieces.map((p) => sql`(${p.grain}::text, ${p.month}::date, ${at(p.from)}, ${at(p.to)})`),
      sql`, `,
    )}) as x(grain, month, a, b)`;
}

/**
 * The reviews of the pieces `p` not read from the summaries, as `v`: one index range each (of
 * `locationIds` only when given).
 */
export const piecesReviewsSql = (restaurantId: string, locationIds: string[] | null = null) =>
  sql`select v.* from p cross join lateral (${reviewsBetweenSql(restaurantId, sql`p.a`, sql`p.b`, locationIds)}) v
    where not p.summarised`;
