import { and, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  addDays,
  lastDayOfMonth,
  rangeLength,
  wholeMonths,
  type DayRange,
} from '@tableside/domain/date-ranges';
import type { SeriesInterval } from '@tableside/domain/schemas/analytics';
import type { Db } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import {
  reviewDailyStats,
  reviewMonthlyStats,
  reviewRestaurantDailyStats,
  reviewRestaurantMonthlyStats,
  reviewSourceDailyStats,
  reviewSourceMonthlyStats,
  reviewSourceRestaurantDailyStats,
  reviewSourceRestaurantMonthlyStats,
} from '../../db/schema.ts';
import type { LocationScope } from '../../auth/scope.ts';

/**
 * Reading the rollups: a range becomes its whole months (monthly tables) plus its edge days
 * (daily tables), so a year of 100 locations reads about 1,200 monthly rows and at most 6,000
 * daily ones. Day and week buckets cannot be cut out of months, so they read days only. A read
 * of every location that needs no per-location split reads the restaurant-wide tables instead:
 * days × 1 rows whatever the number of locations (a year of 1,000 locations by week would
 * otherwise sum 365,000 rows).
 */

export const COUNT_FIELDS = [
  'reviews',
  'ratingSum',
  'r1',
  'r2',
  'r3',
  'r4',
  'r5',
  'replied',
  'statusNew',
  'statusDraft',
  'statusEdited',
  'statusRegenerated',
  'statusApproved',
  'statusPosted',
] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type Counts = Record<CountField, number>;
export type CountRow = Counts & { locationId: string | null; period: string | null };
export type SourceRow = {
  source: string;
  period: string | null;
  reviews: number;
  ratingSum: number;
};

// The monthly tables have the daily tables' columns with `month` for `day`, and the
// restaurant-wide ones the same without `location_id` (never read through it): one reader for all.
type CountsTable = typeof reviewDailyStats;
type SourcesTable = typeof reviewSourceDailyStats;
export type Part = {
  counts: CountsTable;
  sources: SourcesTable;
  key: 'day' | 'month';
  ranges: DayRange[];
  /** −1: rows to take away (the days of a whole month read that fall outside the range). */
  sign: 1 | -1;
};

const TABLES = {
  location: {
    day: [reviewDailyStats, reviewSourceDailyStats],
    month: [reviewMonthlyStats, reviewSourceMonthlyStats],
  },
  restaurant: {
    day: [reviewRestaurantDailyStats, reviewSourceRestaurantDailyStats],
    month: [reviewRestaurantMonthlyStats, reviewSourceRestaurantMonthlyStats],
  },
} as const;

/** Whether a read may use the restaurant-wide tables: every location, none apart. */
export const restaurantWide = (scope: LocationScope, byLocation: boolean) =>
  !scope.locationIds && !byLocation;

/** A range cut at month ends: each piece lies in one calendar month. */
function byMonth(range: DayRange): DayRange[] {
  const out: DayRange[] = [];
  for (let start = range.startDate; start <= range.endDate;) {
    const [y, m] = start.split('-').map(Number) as [number, number];
    const end = lastDayOfMonth(y, m) < range.endDate ? lastDayOfMonth(y, m) : range.endDate;
    out.push({ startDate: start, endDate: end });
    start = addDays(end, 1);
  }
  return out;
}

/**
 * The fewest rollup rows a range can be read from when the reader may also subtract: its whole
 * months, and each partial month either as its days or — when that is fewer rows — as the whole
 * month less its days outside the range. The last 365 days then read per location 12 months
 * and 4 days instead of 11 months and 30 days (the days after today hold nothing). Only for one
 * statement (one snapshot): a month and its days read at different moments could disagree.
 */
export function cover(range: DayRange): { months: DayRange[]; days: DayRange[]; less: DayRange[] } {
  const whole = wholeMonths(range);
  const out = {
    months: whole.months ? [whole.months] : [],
    days: [] as DayRange[],
    less: [] as DayRange[],
  };
  for (const piece of whole.days.flatMap(byMonth)) {
    const [y, m] = piece.startDate.split('-').map(Number) as [number, number];
    const first = `${piece.startDate.slice(0, 7)}-01`;
    const last = lastDayOfMonth(y, m);
    const inside = rangeLength(piece);
    if (1 + rangeLength({ startDate: first, endDate: last }) - inside >= inside) {
      out.days.push(piece);
      continue;
    }
    out.months.push({ startDate: first, endDate: first });
    if (piece.startDate > first)
      out.less.push({ startDate: first, endDate: addDays(piece.startDate, -1) });
    if (piece.endDate < last)
      out.less.push({ startDate: addDays(piece.endDate, 1), endDate: last });
  }
  return out;
}

/**
 * The rollup reads of a range: days only for day and week buckets; otherwise whole months and
 * edge days, or with `subtract` (one statement only) the cheaper `cover`.
 */
export function parts(
  range: DayRange,
  interval: SeriesInterval | null,
  wide = false,
  subtract = false,
): Part[] {
  const grain = TABLES[wide ? 'restaurant' : 'location'];
  const part = (key: Part['key'], ranges: DayRange[], sign: Part['sign'] = 1): Part => ({
    counts: grain[key][0] as unknown as CountsTable,
    sources: grain[key][1] as unknown as SourcesTable,
    key,
    ranges,
    sign,
  });
  if (interval === 'day' || interval === 'week') return [part('day', [range])];
  const { months, days, less } = subtract
    ? cover(range)
    : (({ months: m, days: d }) => ({ months: m ? [m] : [], days: d, less: [] }))(
        wholeMonths(range),
      );
  const out: Part[] = [];
  if (months.length > 0) out.push(part('month', months));
  if (days.length > 0) out.push(part('day', days));
  if (less.length > 0) out.push(part('day', less, -1));
  return out;
}

const keyOf = (t: CountsTable | SourcesTable, key: Part['key']) =>
  (key === 'day' ? t.day : (t as unknown as typeof reviewMonthlyStats).month) as AnyColumn;

export function where(
  t: CountsTable | SourcesTable,
  part: Part,
  scope: LocationScope,
): SQL | undefined {
  const key = keyOf(t, part.key);
  return and(
    eq(t.restaurantId, scope.restaurantId),
    scope.locationIds ? inArray(t.locationId, scope.locationIds) : undefined,
    or(...part.ranges.map((r) => and(gte(key, r.startDate), lte(key, r.endDate)))),
  );
}

const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
const bucket = (interval: SeriesInterval, key: AnyColumn) =>
  sql<string>`to_char(date_trunc(${interval}, ${key}), 'YYYY-MM-DD')`;

export function merge<T extends { [k: string]: unknown }>(
  rows: T[],
  keyOfRow: (row: T) => string,
  fields: readonly (keyof T)[],
): T[] {
  const out = new Map<string, T>();
  for (const row of rows) {
    const key = keyOfRow(row);
    const seen = out.get(key);
    if (!seen) out.set(key, { ...row });
    else for (const f of fields) (seen[f] as number) += row[f] as number;
  }
  return [...out.values()];
}

/**
 * Review counts of a scope and range, by location and/or by bucket: one statement (one
 * snapshot), so a range may read whole months less their days outside it (`cover`).
 */
export async function readCounts(
  db: Db,
  scope: LocationScope,
  range: DayRange,
  group: { location: boolean; interval: SeriesInterval | null },
): Promise<CountRow[]> {
  const wide = restaurantWide(scope, group.location);
  const grouping = [...(group.location ? ['1'] : []), ...(group.interval ? ['2'] : [])];
  const selects = parts(range, group.interval, wide, true).map((part) => {
    const t = part.counts;
    const sign = part.sign < 0 ? '-' : '';
    const fields = COUNT_FIELDS.map(
      (f) => `${sign}coalesce(sum(${t[f].name}), 0)::int as "${f}"`,
    ).join(', ');
    const locationId = group.location ? sql`${t.locationId}` : sql`null::uuid`;
    const period = group.interval ? bucket(group.interval, keyOf(t, part.key)) : sql`null::text`;
    return sql`select ${locationId} as "locationId", ${period} as period, ${sql.raw(fields)}
      from ${t} where ${where(t, part, scope)}
      ${grouping.length ? sql.raw(`group by ${grouping.join(', ')}`) : sql``}`;
  });
  const rows = await namedQuery<CountRow>(db, sql.join(selects, sql` union all `));
  return merge(rows, (r) => `${r.locationId}|${r.period}`, COUNT_FIELDS);
}

/** Review counts per source of a scope and range, optionally by bucket. */
export async function readSources(
  db: Db,
  scope: LocationScope,
  range: DayRange,
  interval: SeriesInterval | null,
): Promise<SourceRow[]> {
  const results = await Promise.all(
    parts(range, interval, restaurantWide(scope, false)).map((part) => {
      const t = part.sources;
      const period = interval ? bucket(interval, keyOf(t, part.key)) : sql<null>`null::text`;
      return db
        .select({ source: t.source, period, reviews: sum(t.reviews), ratingSum: sum(t.ratingSum) })
        .from(t)
        .where(where(t, part, scope))
        .groupBy(t.source, ...(interval ? [sql`2`] : [])) as Promise<SourceRow[]>;
    }),
  );
  return merge(results.flat(), (r) => `${r.source}|${r.period}`, ['reviews', 'ratingSum']);
}
