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
  type CountRow,
  type Part,
  type SourceRow,
} from './rollups.ts';

export type Loc = { id: string; name: string };
export type PeriodReads = { locs: Loc[]; counts: CountRow[][]; sources: SourceRow[][] };

// A part to take away (Part.sign) counts negatively; the caller's merge adds the parts up.
const sum = (column: string, sign: Part['sign']) =>
  `${sign < 0 ? '-' : ''}coalesce(sum(${column}), 0)::int`;
const sums = (part: Part) =>
  sql.raw(COUNT_FIELDS.map((f) => `${sum(part.counts[f].name, part.sign)} as "${f}"`).join(', '));

/** `select a union all select b …` with each part tagged by the index of its range. */
function unionOf(ranges: DayRange[], wide: boolean, read: (part: Part, p: number) => SQL): SQL {
  const selects = ranges.flatMap((range, p) =>
    parts(range, null, wide, true).map((part) => read(part, p)),
  );
  return selects.length ? sql.join(selects, sql` union all `) : sql`select null where false`;
}

/**
 * Everything the metrics of several periods need, in one prepared statement: the scope's locations and,
 * per period, the rollup counts by location and by source. One round trip instead of one per
 * rollup table and period, which is most of a small request's time. A location of another
 * restaurant comes back with no locations (and no rows): the caller answers 404.
 */
export async function readPeriods(
  db: Db,
  scope: LocationScope,
  ranges: DayRange[],
): Promise<PeriodReads> {
  // Counts per location (the locations' cards need them); sources for the scope as a whole.
  const counts = unionOf(
    ranges,
    false,
    (part, p) =>
      sql`select ${p}::int as p, ${part.counts.locationId} as "locationId", null as period,
        ${sums(part)} from ${part.counts} where ${where(part.counts, part, scope)}
        group by ${part.counts.locationId}`,
  );
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
  const [row] = await namedQuery<{
    locs: Loc[];
    counts: (CountRow & { p: number })[];
    sources: (SourceRow & { p: number })[];
  }>(
    db,
    sql`select
    (select coalesce(json_agg(json_build_object('id', ${locations.id}, 'name', ${locations.name})
        order by ${locations.name}), '[]') from ${locations}
      where ${and(
        eq(locations.restaurantId, scope.restaurantId),
        scope.locationIds ? inArray(locations.id, scope.locationIds) : undefined,
      )}) as locs,
    (select coalesce(json_agg(c), '[]') from (${counts}) c) as counts,
    (select coalesce(json_agg(s), '[]') from (${sources}) s) as sources`,
  );
  // A period read from months and edge days has two rows per location or source: add them.
  return {
    locs: row!.locs,
    counts: ranges.map((_, p) =>
      merge(
        row!.counts.filter((r) => r.p === p),
        (r) => r.locationId ?? '',
        COUNT_FIELDS,
      ),
    ),
    sources: ranges.map((_, p) =>
      merge(
        row!.sources.filter((r) => r.p === p),
        (r) => r.source,
        ['reviews', 'ratingSum'],
      ),
    ),
  };
}
