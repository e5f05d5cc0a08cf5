import { POLARITIES, type Polarity } from '@tableside/domain/insights';
import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { mentionSentiment } from '@tableside/domain/trends';
import type { LocationScope } from '../../auth/scope.ts';
import { reviews } from '../../db/schema.ts';

type Scoped = {
  restaurantId: PgColumn;
  locationId: PgColumn;
  reviewDate: PgColumn;
  /** A finding table's review; the reviews table itself has `source`. */
  reviewId?: PgColumn;
  source?: PgColumn;
};
/** Days, and optionally only the reviews of some platforms ("on Google"). */
export type Range = { startDate?: string; endDate?: string; platforms?: readonly string[] };

const dayStart = (day: string, tz: string) => sql`(${day}::date)::timestamp at time zone ${tz}`;
const nextDayStart = (day: string, tz: string) =>
  sql`((${day}::date) + 1)::timestamp at time zone ${tz}`;

/** Tenant, locations and the date range (days in the restaurant's time zone) of a finding table. */
export function scopeWhere(table: Scoped, scope: LocationScope, range: Range): SQL {
  return and(
    sql`${table.restaurantId} = ${scope.restaurantId}`,
    scope.locationIds ? inArray(table.locationId, scope.locationIds) : undefined,
    range.startDate ? gte(table.reviewDate, dayStart(range.startDate, scope.timezone)) : undefined,
    range.endDate ? lt(table.reviewDate, nextDayStart(range.endDate, scope.timezone)) : undefined,
    range.platforms ? fromPlatforms(table, range.platforms) : undefined,
  )!;
}

/** A finding table's rows keep no platform: its reviews' is read through the review. */
function fromPlatforms(table: Scoped, platforms: readonly string[]): SQL {
  if (table.source) return inArray(table.source, [...platforms]);
  if (!table.reviewId) throw new Error('a platform filter needs the review of each row');
  return inArray(
    table.reviewId,
    sql`(select ${reviews.id} from ${reviews} where ${inArray(reviews.source, [...platforms])})`,
  );
}

/**
 * The same-length period immediately before a range (docs/product/analytics.md#comparison-period),
 * or null without one.
 */
export function comparisonRange(range: Range): Range | null {
  if (!range.startDate || !range.endDate) return null;
  const day = 86_400_000;
  const start = Date.parse(`${range.startDate}T00:00:00Z`);
  const end = Date.parse(`${range.endDate}T00:00:00Z`);
  const length = Math.round((end - start) / day) + 1;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { startDate: iso(start - length * day), endDate: iso(start - day) };
}

/** Polarity counts of a finding table's rows, for a grouped select. */
export function polarityCounts(polarity: PgColumn) {
  const count = (value: Polarity) =>
    sql<number>`count(*) filter (where ${polarity} = ${value})::int`;
  const counts = Object.fromEntries(POLARITIES.map((p) => [p, count(p)]));
  return { mentions: sql<number>`count(*)::int`, ...(counts as Record<Polarity, SQL<number>>) };
}

/** The mention sentiment of `packages/domain/src/trends.ts`, for a grouped select's counts. */
export const sentimentScore = mentionSentiment;

export const isoDate = (d: Date | string) =>
  d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/** An aggregated timestamp as an ISO string, the same from PGlite and PostgreSQL. */
export const utcIso = (expr: SQL) =>
  sql<string | null>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
