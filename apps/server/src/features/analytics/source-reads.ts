import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@tableside/domain/date-ranges';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import type { LocationScope } from '../../auth/scope.ts';
import type { PeriodReads } from './period-reads.ts';
import type { CountRow, SourceRow } from './rollups.ts';
import { scopeLocations } from './scope-locations.ts';

const countIf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
const rated = (stars: number) => countIf(sql`${reviews.rating} = ${stars}`);
const inStatus = (status: string) => countIf(sql`${reviews.status} = ${status}`);

/**
 * The figures `readPeriods` gives, for the reviews of some platforms only ("how are we doing on
 * Google"). The rollups have no per-platform counts by location, so these are read from the
 * reviews themselves, counted as the rollups count them (deleted reviews included, `replied`
 * when a reply is written).
 */
export async function readSourcePeriods(
  db: Db,
  scope: LocationScope,
  ranges: DayRange[],
  sources: readonly string[],
): Promise<PeriodReads & { found: number }> {
  const locs = await scopeLocations(db, scope);
  const within = (range: DayRange) =>
    and(
      eq(reviews.restaurantId, scope.restaurantId),
      scope.locationIds ? inArray(reviews.locationId, scope.locationIds) : undefined,
      inArray(reviews.source, [...sources]),
      gte(
        reviews.reviewDate,
        sql`(${range.startDate}::date)::timestamp at time zone ${scope.timezone}`,
      ),
      lt(
        reviews.reviewDate,
        sql`((${range.endDate}::date) + 1)::timestamp at time zone ${scope.timezone}`,
      ),
    );
  const totals = {
    reviews: sql<number>`count(*)::int`,
    ratingSum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
  };
  const reads = await Promise.all(
    ranges.map(async (range) => {
      const counts: CountRow[] = await db
        .select({
          locationId: reviews.locationId,
          period: sql<null>`null`,
          ...totals,
          r1: rated(1),
          r2: rated(2),
          r3: rated(3),
          r4: rated(4),
          r5: rated(5),
          replied: countIf(sql`${reviews.response} is not null`),
          statusNew: inStatus('new'),
          statusDraft: inStatus('draft'),
          statusEdited: inStatus('edited'),
          statusRegenerated: inStatus('regenerated'),
          statusApproved: inStatus('approved'),
          statusPosted: inStatus('posted'),
        })
        .from(reviews)
        .where(within(range))
        .groupBy(reviews.locationId);
      const bySource: SourceRow[] = await db
        .select({ source: reviews.source, period: sql<null>`null`, ...totals })
        .from(reviews)
        .where(within(range))
        .groupBy(reviews.source);
      return { counts, bySource };
    }),
  );
  return {
    locs,
    found: locs.length,
    counts: reads.map((r) => r.counts),
    sources: reads.map((r) => r.bySource),
  };
}
