import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { wholeMonths, type DateFilter, type DayRange } from '@tableside/domain/date-ranges';
import { GENERIC_MENU_WORDS, POLARITIES } from '@tableside/domain/insights';
import type { SeriesInterval } from '@tableside/domain/schemas/analytics';
import type { TMentionCounts } from '@tableside/domain/schemas/trends';
import type { TrendKind } from '@tableside/domain/trends';
import type { Db } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { locations, menuItems, staffMembers } from '../../db/schema.ts';
import type { LocationScope } from '../../auth/scope.ts';

/**
 * Mention trends read the mention rollups (mention_daily_stats, mention_monthly_stats, and their
 * restaurant-wide twins for all locations): a range becomes its whole months plus its edge days,
 * as for the review rollups (rollups.ts), so the cost follows locations × days × subjects, never
 * the number of reviews.
 */

export type Counts = Omit<TMentionCounts, 'sentimentScore'>;
export const FIELDS = ['mentions', ...POLARITIES] as const;
export type Named = { name: string; detail: string | null };
export type Total = Counts & { subject: string; p: number } & Named;
export type Point = Counts & { subject: string; period: string };

type Grain = { table: SQL; key: SQL };
const grains = (prefix: string) => ({
  daily: { table: sql.raw(`${prefix}_daily_stats`), key: sql.raw('day') },
  monthly: { table: sql.raw(`${prefix}_monthly_stats`), key: sql.raw('month') },
});
const BY_LOCATION = grains('mention');
// Every location of the restaurant: its restaurant-wide rollups, a hundredth of the rows.
const WHOLE_RESTAURANT = grains('mention_restaurant');

/** The reads that cover a range: whole months and edge days, or days only for fine buckets. */
function parts(
  scope: LocationScope,
  range: DayRange,
  byDay: boolean,
): { grain: Grain; ranges: DayRange[] }[] {
  const { daily, monthly } = scope.locationIds ? BY_LOCATION : WHOLE_RESTAURANT;
  if (byDay) return [{ grain: daily, ranges: [range] }];
  const { months, days } = wholeMonths(range);
  return [
    ...(months ? [{ grain: monthly, ranges: [months] }] : []),
    ...(days.length ? [{ grain: daily, ranges: days }] : []),
  ];
}

function where(scope: LocationScope, kind: TrendKind, grain: Grain, ranges: DayRange[]): SQL {
  return and(
    sql`restaurant_id = ${scope.restaurantId}`,
    sql`kind = ${kind}`,
    scope.locationIds ? inArray(sql`location_id`, scope.locationIds) : undefined,
    sql`(${sql.join(
      ranges.map((r) => sql`${grain.key} between ${r.startDate}::date and ${r.endDate}::date`),
      sql` or `,
    )})`,
  ) as SQL;
}

// Rows come back as JSON arrays rather than objects: PostgreSQL builds and Node parses them
// faster (no key per value), which is most of a small trend's time in the statement.
type CountsRow = [number, number, number, number, number];
type TotalRow = [string, ...CountsRow, number, string, string | null];
type PointRow = [string, ...CountsRow, string];
const counts = (r: readonly unknown[], at: number): Counts => ({
  mentions: r[at] as number,
  positive: r[at + 1] as number,
  negative: r[at + 2] as number,
  neutral: r[at + 3] as number,
  conflict: r[at + 4] as number,
});

const sums = sql.raw(FIELDS.map((f) => `coalesce(sum(${f}), 0)::int as ${f}`).join(', '));
const COLUMNS = sql.raw(FIELDS.join(', '));

/** Display names: categories and keywords are their own; menu items and staff from the catalogue. */
function names(restaurantId: string, kind: TrendKind): SQL {
  if (kind === 'menu')
    return sql`select id::text as id, name, null::text as detail from ${menuItems}
      where ${menuItems.restaurantId} = ${restaurantId}`;
  if (kind === 'staff')
    return sql`select id::text as id, name, role as detail from ${staffMembers}
      where ${staffMembers.restaurantId} = ${restaurantId}`;
  return sql`select distinct subject as id, subject as name, null::text as detail from totals`;
}

/**
 * Generic words are not dishes (docs/product/analytics.md#menu-items): the same rule as
 * isGenericMenuName.
 */
const shown = (kind: TrendKind) =>
  kind === 'menu'
    ? sql`lower(btrim(name)) <> all(${sql.raw(
        `array[${GENERIC_MENU_WORDS.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')}]`,
      )})`
    : sql`true`;

/**
 * Everything a trend answer needs, in one prepared statement (a small request's time is mostly
 * round trips and planning): whether the location asked for is the restaurant's; mentions per subject in the
 * current (0) and comparison (1) periods with the subjects' names (deleted menu items and staff
 * drop out); and the current period's buckets of every subject that can be among the `limit`
 * most mentioned — those mentioned at least as often as the `limit`-th, so ties at the cut
 * have their buckets whichever way the caller orders them.
 */
export async function readTrend(
  db: Db,
  scope: LocationScope,
  kind: TrendKind,
  filter: DateFilter,
  interval: SeriesInterval,
  limit: number,
): Promise<{ found: boolean; totals: Total[]; points: Point[] }> {
  // The current period's rollup rows are read once, in the grain its buckets need, and give
  // both its totals and its buckets; the comparison period only needs totals.
  const current = parts(scope, filter.current, interval !== 'month').map(
    ({ grain, ranges }) =>
      sql`select subject, ${grain.key} as k, ${COLUMNS} from ${grain.table}
          where ${where(scope, kind, grain, ranges)}`,
  );
  const comparison = parts(scope, filter.comparison, false).map(
    ({ grain, ranges }) =>
      sql`select subject, 1 as p, ${sums} from ${grain.table}
          where ${where(scope, kind, grain, ranges)} group by subject`,
  );
  const found =
    scope.verified || !scope.locationIds
      ? sql`true`
      : sql`exists (select 1 from ${locations} where ${locations.restaurantId} = ${scope.restaurantId}
          and ${inArray(locations.id, scope.locationIds)})`;
  const [row] = await namedQuery<{ found: boolean; totals: TotalRow[]; points: PointRow[] }>(
    db,
    sql`
    with cur as (${sql.join(current, sql` union all `)}),
    totals as (
      select subject, p, ${sums} from (
        select subject, 0 as p, ${sums} from cur group by subject
        union all ${sql.join(comparison, sql` union all `)}) x
      group by subject, p having sum(mentions) > 0),
    named as (
      select totals.*, n.name, n.detail from totals
      join (${names(scope.restaurantId, kind)}) n on n.id = totals.subject),
    ranked as (select subject, mentions from named where p = 0 and ${shown(kind)}),
    cut as (select coalesce(min(mentions), 1) as m from (
      select mentions from ranked order by mentions desc limit ${limit}) x),
    chosen as (select subject from ranked where mentions >= (select m from cut))
    select ${found} as found,
      (select coalesce(json_agg(json_build_array(subject, ${COLUMNS}, p, name, detail)), '[]')
        from named) as totals,
      (select coalesce(json_agg(json_build_array(subject, ${COLUMNS}, period) order by period), '[]')
        from (
          select subject, date_trunc(${interval}, k::timestamp)::date as period, ${sums}
          from cur where subject in (select subject from chosen)
          group by 1, 2 having sum(mentions) > 0) b) as points`,
  );
  return {
    found: row!.found,
    totals: row!.totals.map((r) => ({
      subject: r[0],
      ...counts(r, 1),
      p: r[6],
      name: r[7],
      detail: r[8],
    })),
    points: row!.points.map((r) => ({ subject: r[0], ...counts(r, 1), period: r[6] })),
  };
}
