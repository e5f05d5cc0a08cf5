import { and, eq, inArray, sql } from 'drizzle-orm';
import { rateOf } from '@tableside/domain/review-requests';
import type { TConversion, TConversionFigures } from '@tableside/domain/schemas/review-requests';
import type { Actor } from '../../auth/actor.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { locations, restaurants, reviewRequests } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

// Conversion figures (docs/product/review-requests.md#conversion): requests sent in the period
// (by the day they were sent, on the restaurant's clock), clicked through our redirect, and
// followed by the guest's review.

const figures = (sent: number, clicked: number, converted: number): TConversionFigures => ({
  sent,
  clicked,
  converted,
  click_rate: rateOf(clicked, sent),
  conversion_rate: rateOf(converted, sent),
});

export async function conversionFigures(
  db: Db,
  actor: Actor,
  restaurantId: string,
  query: { startDate: string; endDate: string; location_id?: string },
): Promise<TConversion> {
  assertOwnRestaurant(actor, restaurantId);
  if (query.startDate > query.endDate) throw new AppError('invalid_date_range');
  const limited = actor.role === 'SuperAdmin' ? null : actor.locationIds;
  if (query.location_id && limited && !limited.includes(query.location_id))
    throw notFound('Location');
  const [restaurant] = await db
    .select({ timezone: restaurants.timezone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw notFound('Restaurant');
  const only = query.location_id ? [query.location_id] : limited;
  const day = sql`(${reviewRequests.sentAt} at time zone ${restaurant.timezone})::date`;
  const rows = await db
    .select({
      locationId: reviewRequests.locationId,
      name: locations.name,
      sent: sql<number>`count(*)::int`,
      clicked: sql<number>`count(${reviewRequests.clickedAt})::int`,
      converted: sql<number>`count(${reviewRequests.convertedReviewId})::int`,
    })
    .from(reviewRequests)
    .innerJoin(locations, eq(locations.id, reviewRequests.locationId))
    .where(
      and(
        eq(reviewRequests.restaurantId, restaurantId),
        eq(reviewRequests.status, 'sent'),
        sql`${day} between ${query.startDate}::date and ${query.endDate}::date`,
        only ? inArray(reviewRequests.locationId, only) : undefined,
      ),
    )
    .groupBy(reviewRequests.locationId, locations.name)
    .orderBy(locations.name);
  const sum = (k: 'sent' | 'clicked' | 'converted') => rows.reduce((n, r) => n + r[k], 0);
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    total: figures(sum('sent'), sum('clicked'), sum('converted')),
    locations: rows.map((r) => ({
      location_id: r.locationId,
      name: r.name,
      ...figures(r.sent, r.clicked, r.converted),
    })),
  };
}
