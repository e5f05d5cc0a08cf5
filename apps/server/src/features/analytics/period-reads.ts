import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@tableside/domain/date-ranges';
import type { Db } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { locations } from '../../db/schema.ts';
import type { LocationScope } from '../../auth/scope.ts';
import {
  COUNT_FIELDS,
  merge,
  parts,
  restaurantWide,
  where,
  type CountField,
  type CountRow,
  type Part,
  type SourceRow,
} from './rollups.ts';

export type Loc = { id: string; name: string };
export type PeriodReads = { locs: Loc[]; counts: CountRow[][]; sources: SourceRow[][] };

// A part to take away (Part.sign) counts negatively; the caller's merge adds the parts up.
const sum = (column: string, sign: Part['sign']) =>
  `${sign < 0 ? '-' : ''}coalesce(sum(${column}), 0)::int`;
const sums = (part: Part, fields: readonly CountField[]) =>
  sql.raw(fields.map((f) => `${sum(part.counts[f].name, part.sign)} as "${f}"`).join(', '));

/** `select a union all select b …` with each part tagged by the index of its range. */
function unionOf(ranges: DayRange[], wide: boolean, read: (part: Part, p: number) => SQL): SQL {
  const selects = ranges.flatMap((range, p) =>
    parts(range, null, wide, true).map((part) => read(part, p)),
  );
  return selects.length ? sql.join(selects, sql` union all `) : sql`select null where false`;
}

/**
 * Per period (`p`) and location, the counts of `ranges` added up in the database: the parts
 * (months, edge days, days to take away) are summed there, so 2 × 1,000 rows leave it for a
 * chain's two periods instead of every part's rows. Without `byLocation`, a scope of every
 * location reads the restaurant-wide rollups and gives one row per period (`locationId` null).
 * `fields` narrows the sums to what the caller reads; `only` (`in (select …)`) limits the
 * locations, e.g. to a page's, read by the rollups' primary key.
 */
export function periodCounts(
  scope: LocationScope,
  ranges: DayRange[],
  byLocation: boolean,
  { fields = COUNT_FIELDS, only }: { fields?: readonly CountField[]; only?: SQL } = {},
): SQL {
  const wide = restaurantWide(scope, byLocation);
  const union = unionOf(ranges, wide, (part, p) =>
    byLocation
      ? sql`select ${p}::int as p, ${part.counts.locationId} as "locationId", ${sums(part, fields)}
          from ${part.counts} where ${where(part.counts, part, scope)}
            ${only ? sql`and ${part.counts.locationId} ${only}` : sql``}
          group by ${part.counts.locationId}`
      : sql`select ${p}::int as p, null::uuid as "locationId", ${sums(part, fields)}
          from ${part.counts} where ${where(part.counts, part, scope)}`,
  );
  const totals = sql.raw(fields.map((f) => `coalesce(sum("${f}"), 0)::int as "${f}"`).join(', '));
  return sql`select p, "locationId", null as period, ${totals} from (${union}) u group by p, "locationId"`;
}

const scopeWhere = (scope: LocationScope) =>
  and(
    eq(locations.restaurantId, scope.restaurantId),
    scope.locationIds ? inArray(locations.id, scope.locationIds) : undefined,
  );

/**
 * Everything the metrics of several periods need, in one prepared statement: the scope's
 * locations and, per period, the rollup counts by location (or, without `byLocation`, of the
 * scope as a whole) and by source. One round trip instead of one per rollup table and period,
 * which is most of a small request's time. A location of another restaurant comes back with
 * no locations (and no rows): the caller answers 404 (`found` is the number of locations).
 */
export async function readPeriods(
  db: Db,
  scope: LocationScope,
  ranges: DayRange[],
  byLocation = true,
): Promise<PeriodReads & { found: number }> {
  const counts = periodCounts(scope, ranges, byLocation);
  const sources = unionOf(
    ranges,
    restaurantWide(scope, false),
    (part, p) =>
      sql`select ${p}::int as p, ${part.sources.source} as source, null as period,
        ${sql.raw(sum(part.sources.reviews.name, part.sign))} as reviews,
        ${sql.raw(sum(part.sources.ratingSum.name, part.sign))} as "ratingSum"
        from ${part.sources} where ${where(part.sources, part, scope)}
        group by ${part.sources.source}`,
  );
  // Without the per-location figures the names are not needed either: only whether any exist.
  const locs = byLocation
    ? sql`(select coalesce(json_agg(json_build_object('id', ${locations.id}, 'name', ${locations.name})
        order by ${locations.name}), '[]') from ${locations} where ${scopeWhere(scope)})`
    : sql`'[]'::json`;
  const [row] = await namedQuery<{
    locs: Loc[];
    found: number;
    counts: (CountRow & { p: number })[];
    sources: (SourceRow & { p: number })[];
  }>(
    db,
    sql`select ${locs} as locs,
    (select count(*)::int from ${locations} where ${scopeWhere(scope)}) as found,
    (select coalesce(json_agg(c), '[]') from (${counts}) c) as counts,
    (select coalesce(json_agg(s), '[]') from (${sources}) s) as sources`,
  );
  // Sources of a period read from months and edge days have a row per part: add them.
  return {
    locs: row!.locs,
    found: row!.found,
    counts: ranges.map((_, p) => row!.counts.filter((r) => r.p === p)),
    sources: ranges.map((_, p) =>
      merge(
        row!.sources.filter((r) => r.p === p),
        (r) => r.source,
        ['reviews', 'ratingSum'],
      ),
    ),
  };
}
