import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { matchVerifiedGuests, VERIFIED_GUEST_WINDOW_DAYS } from '@tableside/domain/guest-match';
import type { TBooking } from '@tableside/domain/schemas/bookings';
import type { Db } from '../../db/client.ts';
import { bookings, locations, restaurants, reviews } from '../../db/schema.ts';
import type { PlatformBooking } from '../../integrations/booking/adapter.ts';
import { isVisitedStatus } from '@tableside/domain/review-requests';
import { scheduleVisits } from '../review-requests/public.ts';
import { SOURCE, type ReservationDeps } from './booking-system.ts';

// Bookings kept in the database: stored from the booking system's pages, and read back with the
// review each guest went on to write.

export const DAY_MS = 86_400_000;
/** The restaurants table's default, for a restaurant deleted while its bookings are read. */
const DEFAULT_TIME_ZONE = 'America/Toronto';
export type BookingRow = typeof bookings.$inferSelect;

/**
 * Stores a page of bookings (upsert by the booking system's id), mapping venues to locations,
 * and hands the visits that happened to review requests (which keep the e-mail only if the
 * restaurant asks its guests for reviews; the bookings table never holds it).
 */
export async function storeBookings(
  deps: Pick<ReservationDeps, 'db' | 'enqueueRequests'>,
  restaurantId: string,
  page: PlatformBooking[],
) {
  const { db } = deps;
  if (!page.length) return;
  const locs = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId));
  const locationOf = (venue: string | null) =>
    venue
      ? (locs.find((l) => l.name.trim().toLowerCase() === venue.trim().toLowerCase())?.id ?? null)
      : null;
  await db
    .insert(bookings)
    .values(
      page.map((b) => ({
        restaurantId,
        locationId: locationOf(b.venueName),
        source: SOURCE,
        externalId: b.externalId,
        firstName: b.firstName,
        lastName: b.lastName,
        startsAt: new Date(b.startsAt),
        partySize: b.partySize,
        status: b.status,
        venueName: b.venueName,
      })),
    )
    .onConflictDoUpdate({
      target: [bookings.restaurantId, bookings.source, bookings.externalId],
      set: {
        locationId: sql`excluded.location_id`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        startsAt: sql`excluded.starts_at`,
        partySize: sql`excluded.party_size`,
        status: sql`excluded.status`,
        venueName: sql`excluded.venue_name`,
        updatedAt: sql`now()`,
      },
    });
  const visits = page.flatMap((b) => {
    const locationId = locationOf(b.venueName);
    return b.email && locationId && isVisitedStatus(b.status)
      ? [
          {
            key: `booking:${b.externalId}`,
            locationId,
            firstName: b.firstName,
            lastName: b.lastName,
            email: b.email,
            language: b.language,
            visitedAt: new Date(b.startsAt),
          },
        ]
      : [];
  });
  const scheduled = await scheduleVisits(db, restaurantId, 'booking', visits);
  await deps.enqueueRequests?.(scheduled);
}

type ReviewForMatch = {
  id: string;
  authorName: string | null;
  reviewDate: Date;
  locationId: string;
  rating: number;
};

/** The restaurant's reviews a set of bookings could have led to (named, in the window after). */
async function reviewsAfter(db: Db, restaurantId: string, rows: BookingRow[]) {
  if (!rows.length) return [] as ReviewForMatch[];
  const times = rows.map((b) => b.startsAt.getTime());
  return db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      reviewDate: reviews.reviewDate,
      locationId: reviews.locationId,
      rating: reviews.rating,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.restaurantId, restaurantId),
        isNotNull(reviews.authorName),
        gte(reviews.reviewDate, new Date(Math.min(...times) - DAY_MS)),
        lte(reviews.reviewDate, new Date(Math.max(...times) + VERIFIED_GUEST_WINDOW_DAYS * DAY_MS)),
      ),
    );
}

export async function toDtos(
  db: Db,
  restaurantId: string,
  rows: BookingRow[],
): Promise<TBooking[]> {
  const [found, locs, [restaurant]] = await Promise.all([
    reviewsAfter(db, restaurantId, rows),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.restaurantId, restaurantId)),
    db
      .select({ timezone: restaurants.timezone })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId)),
  ]);
  const byReview = matchVerifiedGuests(found, rows.map(matchable));
  const reviewOf = new Map<string, ReviewForMatch>();
  for (const r of found) {
    const booking = byReview.get(r.id);
    if (booking && !reviewOf.has(booking.id)) reviewOf.set(booking.id, r);
  }
  return rows.map((b) => {
    const review = reviewOf.get(b.id);
    return {
      id: b.id,
      external_id: b.externalId,
      guest_name: `${b.firstName} ${b.lastName}`.trim(),
      starts_at: b.startsAt.toISOString(),
      time_zone: restaurant?.timezone ?? DEFAULT_TIME_ZONE,
      party_size: b.partySize,
      status: b.status,
      location_id: b.locationId,
      location_name: locs.find((l) => l.id === b.locationId)?.name ?? b.venueName,
      source: b.source === 'demo' ? 'demo' : 'libro',
      review: review
        ? { id: review.id, location_id: review.locationId, rating: review.rating }
        : null,
    };
  });
}

export const matchable = (b: BookingRow) => ({
  id: b.id,
  firstName: b.firstName,
  lastName: b.lastName,
  startsAt: b.startsAt,
  status: b.status,
  locationId: b.locationId,
});
