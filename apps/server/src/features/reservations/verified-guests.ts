import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { matchVerifiedGuests, VERIFIED_GUEST_WINDOW_DAYS } from '@tableside/domain/guest-match';
import type { TVerifiedGuest } from '@tableside/domain/schemas/bookings';
import type { Actor } from '../../auth/actor.ts';
import { bookings, reviews } from '../../db/schema.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import { DAY_MS, matchable } from './booking-rows.ts';
import { accountRow, restaurantOf, SOURCE, type ReservationDeps } from './booking-system.ts';

/**
 * The reviews among `reviewIds` written by a guest who booked (the verified-guest rule of
 * packages/domain), with that booking. Only bookings of the restaurant's current source count.
 */
export async function verifiedGuests(
  deps: ReservationDeps,
  actor: Actor,
  restaurantId: string,
  reviewIds: string[],
): Promise<TVerifiedGuest[]> {
  assertOwnRestaurant(actor, restaurantId);
  const { enabled } = await restaurantOf(deps, actor, restaurantId);
  if (!enabled || !reviewIds.length) return [];
  const found = await deps.db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      reviewDate: reviews.reviewDate,
      locationId: reviews.locationId,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.restaurantId, restaurantId),
        inArray(reviews.id, reviewIds),
        actor.role !== 'SuperAdmin' && actor.locationIds
          ? inArray(reviews.locationId, actor.locationIds)
          : undefined,
      ),
    );
  if (!found.length) return [];
  const account = await accountRow(deps.db, restaurantId);
  const times = found.map((r) => r.reviewDate.getTime());
  const candidates = await deps.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.restaurantId, restaurantId),
        eq(bookings.source, account ? SOURCE : 'demo'),
        gte(
          bookings.startsAt,
          new Date(Math.min(...times) - (VERIFIED_GUEST_WINDOW_DAYS + 1) * DAY_MS),
        ),
        lte(bookings.startsAt, new Date(Math.max(...times) + DAY_MS)),
      ),
    );
  const matches = matchVerifiedGuests(
    found,
    candidates.map((b) => ({ ...matchable(b), row: b })),
  );
  return [...matches].map(([reviewId, b]) => ({
    review_id: reviewId,
    booking: {
      id: b.id,
      guest_name: `${b.firstName} ${b.lastName}`.trim(),
      starts_at: b.startsAt.toISOString(),
      party_size: b.row.partySize,
    },
  }));
}
