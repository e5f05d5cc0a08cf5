import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@tableside/domain/date-ranges';
import {
  REPORT_QUOTE_CHARS,
  REPORT_QUOTES_EACH,
  type TReportQuote,
  type TReportQuotes,
} from '@tableside/domain/schemas/analytics';
import type { LocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { locations, reviews } from '../../db/schema.ts';

/** Shorter words rarely say why; the printed report quotes reviews with at least this much. */
const MIN_QUOTE_CHARS = 20;

/** Cuts at the last space before the limit, so a quote never ends inside a word. */
export function shortQuote(text: string, limit = REPORT_QUOTE_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * The period's best- and worst-rated words for the printed report
 * (docs/product/analytics.md#reports): a few reviews of the report's own locations and days,
 * newest first within a rating, never a review gone from its platform.
 */
export async function reportQuotes(
  db: Db,
  scope: LocationScope,
  range: DayRange,
): Promise<TReportQuotes> {
  const tz = scope.timezone;
  const inScope = and(
    eq(reviews.restaurantId, scope.restaurantId),
    scope.locationIds ? inArray(reviews.locationId, scope.locationIds) : undefined,
    isNull(reviews.deletedAt),
    gte(reviews.reviewDate, sql`(${range.startDate}::date)::timestamp at time zone ${tz}`),
    lt(reviews.reviewDate, sql`((${range.endDate}::date) + 1)::timestamp at time zone ${tz}`),
    sql`char_length(trim(${reviews.text})) >= ${MIN_QUOTE_CHARS}`,
  );
  const read = async (rating: SQL, order: SQL) => {
    const rows = await db
      .select({
        rating: reviews.rating,
        text: reviews.text,
        date: sql<string>`to_char(${reviews.reviewDate} at time zone ${tz}, 'YYYY-MM-DD')`,
        source: reviews.source,
        locationName: locations.name,
      })
      .from(reviews)
      .innerJoin(
        locations,
        and(eq(locations.id, reviews.locationId), eq(locations.restaurantId, reviews.restaurantId)),
      )
      .where(and(inScope, rating))
      .orderBy(order, desc(reviews.reviewDate), asc(reviews.id))
      .limit(REPORT_QUOTES_EACH);
    return rows.map((r): TReportQuote => ({ ...r, text: shortQuote(r.text) }));
  };
  const [praise, complaints] = await Promise.all([
    read(gte(reviews.rating, 4), desc(reviews.rating)),
    read(sql`${reviews.rating} <= 2`, asc(reviews.rating)),
  ]);
  return { praise, complaints };
}
