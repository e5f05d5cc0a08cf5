import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { rangeLength, type DateFilter, type DayRange } from '@tableside/domain/date-ranges';
import { rate } from '@tableside/domain/percentages';
import { countsByClass, roundRating, type Rating } from '@tableside/domain/ratings';
import { REVIEW_STATUSES } from '@tableside/domain/reviews';
import type {
  SeriesInterval,
  TPeriodMetrics,
  TMetricsQuery,
  TRangeQuery,
  TReplyMetrics,
  TReviewMetrics,
  TReviewSeries,
  TSeriesPoint,
} from '@tableside/domain/schemas/analytics';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { resolveLocationScope, scopeFromActor, type LocationScope } from '../../auth/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { readPeriods, type Loc } from './period-reads.ts';
import { scopeLocations } from './scope-locations.ts';
import { readSourcePeriods } from './source-reads.ts';
import { resolveRange } from './range.ts';
import { readCounts, readSources, type CountRow, type SourceRow } from './rollups.ts';

type Status = (typeof REVIEW_STATUSES)[number];
const STATUS_FIELD = {
  new: 'statusNew',
  draft: 'statusDraft',
  edited: 'statusEdited',
  regenerated: 'statusRegenerated',
  approved: 'statusApproved',
  posted: 'statusPosted',
} as const satisfies Record<Status, string>;

// These cards show 0 % over no reviews, not a dash.
const percent = (part: number, whole: number) => rate(part, whole) ?? 0;
const perRating = (row: Pick<CountRow, 'r1' | 'r2' | 'r3' | 'r4' | 'r5'> | undefined) =>
  ({
    1: row?.r1 ?? 0,
    2: row?.r2 ?? 0,
    3: row?.r3 ?? 0,
    4: row?.r4 ?? 0,
    5: row?.r5 ?? 0,
  }) satisfies Record<Rating, number>;
const average = (sum: number, count: number) => (count === 0 ? null : roundRating(sum / count));

type Read = { perLocation: CountRow[]; bySource: SourceRow[] };

function periodMetrics(
  locs: Loc[],
  range: DayRange,
  { perLocation, bySource }: Read,
): TPeriodMetrics {
  const rows = new Map(perLocation.map((row) => [row.locationId as string, row]));
  const total = (pick: (row: (typeof perLocation)[number]) => number) =>
    perLocation.reduce((sum, row) => sum + pick(row), 0);
  const totalReviews = total((r) => r.reviews);
  const ratingSum = total((r) => r.ratingSum);
  const distribution = perRating({
    r1: total((r) => r.r1),
    r2: total((r) => r.r2),
    r3: total((r) => r.r3),
    r4: total((r) => r.r4),
    r5: total((r) => r.r5),
  });
  const classes = countsByClass(distribution);
  const byStatus = Object.fromEntries(
    REVIEW_STATUSES.map((status) => [status, total((r) => r[STATUS_FIELD[status]])]),
  ) as Record<Status, number>;

  return {
    startDate: range.startDate,
    endDate: range.endDate,
    totalReviews,
    totalReviewsByLocation: Object.fromEntries(
      locs.map((l) => [l.id, rows.get(l.id)?.reviews ?? 0]),
    ),
    positiveReviews: classes.positive,
    neutralReviews: classes.neutral,
    negativeReviews: classes.negative,
    averageRating: average(ratingSum, totalReviews),
    positiveRate: percent(classes.positive, totalReviews),
    ratingsByLocation: Object.fromEntries(
      locs.map((l) => [
        l.id,
        { totalRating: rows.get(l.id)?.ratingSum ?? 0, count: rows.get(l.id)?.reviews ?? 0 },
      ]),
    ),
    locationStats: locs.map((l) => {
      const row = rows.get(l.id);
      const own = countsByClass(perRating(row));
      return {
        locationId: l.id,
        locationName: l.name,
        totalReviews: row?.reviews ?? 0,
        avgRating: average(row?.ratingSum ?? 0, row?.reviews ?? 0),
        positiveReviews: own.positive,
        neutralReviews: own.neutral,
        negativeReviews: own.negative,
      };
    }),
    ratingDistribution: distribution,
    volumeBySource: bySource
      .filter((row) => row.reviews > 0)
      .map((row) => ({
        source: row.source,
        count: row.reviews,
        averageRating: average(row.ratingSum, row.reviews),
      }))
      .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
    replies: {
      replied: total((r) => r.replied),
      replyRate: percent(byStatus.posted, totalReviews),
      byStatus,
    },
  };
}

/**
 * `GET /location/{id|all}/review/metrics`: one period and its comparison
 * (docs/product/analytics.md#review-metrics).
 */
export async function reviewMetrics(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TMetricsQuery,
  now = new Date(),
): Promise<TReviewMetrics> {
  // The actor usually tells the scope; then the location check rides on the one read.
  const scope =
    scopeFromActor(actor, locationId) ?? (await resolveLocationScope(db, actor, locationId));
  return metricsFor(db, scope, resolveRange(q, scope.timezone, now), q.locations !== 'none');
}

/**
 * The metrics of a scope already resolved (also used by the weekly report). Without
 * `byLocation` the per-location fields are empty and the totals of a whole chain come from the
 * restaurant-wide rollups (the location comparison is then paged: location-page.ts).
 */
export async function metricsFor(
  db: Db,
  scope: LocationScope,
  filter: DateFilter,
  byLocation = true,
  platforms?: readonly string[],
): Promise<TReviewMetrics> {
  const ranges = [filter.current, filter.comparison];
  // One platform's figures ("on Google") are not in the rollups: read from the reviews.
  const { locs, found, counts, sources } = platforms
    ? await readSourcePeriods(db, scope, ranges, platforms)
    : await readPeriods(db, scope, ranges, byLocation);
  if (!scope.verified && found === 0) throw notFound('Location');
  const read = (p: number): Read => ({ perLocation: counts[p]!, bySource: sources[p]! });
  return {
    ...periodMetrics(locs, filter.current, read(0)),
    preset: filter.preset === 'custom' ? null : filter.preset,
    comparison: periodMetrics(locs, filter.comparison, read(1)),
  };
}

/** Days for up to two months, weeks (from Monday) up to six months, months beyond. */
export function autoInterval(range: DayRange): SeriesInterval {
  const days = rangeLength(range);
  return days <= 62 ? 'day' : days <= 186 ? 'week' : 'month';
}

/** Rating and volume over time, overall, by source and by location. */
export async function reviewSeries(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TRangeQuery & { interval?: SeriesInterval; maxLocations?: number },
  now = new Date(),
): Promise<TReviewSeries> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const { current } = resolveRange(q, scope.timezone, now);
  const interval = q.interval ?? autoInterval(current);
  // A chain past `maxLocations` gets its totals (restaurant-wide rollups) and no lines per
  // location: 1,000 locations × every bucket that the graphs would not draw.
  const max = q.maxLocations;
  const lines = scopeLocations(db, scope, max === undefined ? undefined : max + 1).then((l) =>
    max !== undefined && l.length > max ? [] : l,
  );
  const [overall, sources, perLocation, locs] = await Promise.all([
    readCounts(db, scope, current, { location: false, interval }),
    readSources(db, scope, current, interval),
    lines.then((l) =>
      l.length ? readCounts(db, scope, current, { location: true, interval }) : [],
    ),
    lines,
  ]);
  const byPeriod = (a: { period: string | null }, b: { period: string | null }) =>
    (a.period ?? '').localeCompare(b.period ?? '');
  overall.sort(byPeriod);
  perLocation.sort(byPeriod);

  const points = new Map<string, TSeriesPoint>();
  for (const row of overall) {
    if (row.reviews === 0 || !row.period) continue;
    points.set(row.period, {
      period: row.period,
      totalReviews: row.reviews,
      averageRating: average(row.ratingSum, row.reviews),
      positiveReviews: row.r4 + row.r5,
      neutralReviews: row.r3,
      negativeReviews: row.r1 + row.r2,
      bySource: {},
    });
  }
  for (const row of sources) {
    const point = points.get(row.period ?? '');
    if (point && row.reviews > 0) point.bySource[row.source] = row.reviews;
  }
  // Grouped once: filtering every row for each location grew as locations × rows (1,000
  // locations × 12,000 rows for a chain's year).
  const rowsOf = new Map<string, CountRow[]>();
  for (const row of perLocation) {
    if (row.reviews === 0) continue;
    const own = rowsOf.get(row.locationId as string);
    if (own) own.push(row);
    else rowsOf.set(row.locationId as string, [row]);
  }
  return {
    interval,
    current,
    points: [...points.values()],
    byLocation: locs.map((l) => ({
      locationId: l.id,
      locationName: l.name,
      points: (rowsOf.get(l.id) ?? []).map((row) => ({
        period: row.period as string,
        totalReviews: row.reviews,
        averageRating: average(row.ratingSum, row.reviews),
      })),
    })),
  };
}

/** A day in the restaurant's time zone, as the instant it starts (keeps the date index usable). */
const dayStart = (day: string, tz: string) => sql`(${day}::date)::timestamp at time zone ${tz}`;

/**
 * Reply rate, replies by status and the median time to reply. The median needs each review's
 * delay, so it reads the range's reviews through the (location, date) index.
 */
export async function replyMetrics(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TRangeQuery,
  now = new Date(),
  platforms?: readonly string[],
  ratings?: readonly number[],
): Promise<TReplyMetrics> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const { current } = resolveRange(q, scope.timezone, now);
  const count = (status: Status) =>
    sql<number>`count(*) filter (where ${reviews.status} = ${status})::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${reviews.postedAt} - ${reviews.reviewDate}))`,
      ...Object.fromEntries(REVIEW_STATUSES.map((status) => [status, count(status)])),
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.restaurantId, scope.restaurantId),
        scope.locationIds ? inArray(reviews.locationId, scope.locationIds) : undefined,
        platforms ? inArray(reviews.source, [...platforms]) : undefined,
        ratings ? inArray(reviews.rating, [...ratings]) : undefined,
        gte(reviews.reviewDate, dayStart(current.startDate, scope.timezone)),
        lt(
          reviews.reviewDate,
          sql`((${current.endDate}::date) + 1)::timestamp at time zone ${scope.timezone}`,
        ),
      ),
    );
  const r = row as unknown as Record<Status | 'total', number> & { median: number | null };
  const byStatus = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, r[s]])) as Record<
    Status,
    number
  >;
  return {
    startDate: current.startDate,
    endDate: current.endDate,
    totalReviews: r.total,
    posted: byStatus.posted,
    replyRate: percent(byStatus.posted, r.total),
    medianHoursToReply: r.median === null ? null : Math.round((Number(r.median) / 3600) * 10) / 10,
    byStatus,
  };
}
