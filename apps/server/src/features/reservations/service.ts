import { sealedAccountCredentials } from '../../integrations/sealed-credentials.ts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  BOOKINGS_PAGE_SIZE,
  type TBooking,
  type TBookingPage,
} from '@tableside/domain/schemas/bookings';
import type { Actor } from '../../auth/actor.ts';
import { bookings, sourceAccounts } from '../../db/schema.ts';
import type { PlatformBooking } from '../../integrations/booking/adapter.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { storeBookings, toDtos } from './booking-rows.ts';
import {
  accountRow,
  assertEnabled,
  bookingFailure,
  clientFor,
  SOURCE,
  type ReservationDeps,
} from './booking-system.ts';

/**
 * One page of bookings (50, newest first): from the booking system when the restaurant has an
 * account (each page is kept, for the verified-guest marks), otherwise the demo's offline ones.
 * Without either, the "credentials are not set" message
 * (docs/product/reservations-and-socials.md#booking-messages).
 */
export async function listBookings(
  deps: ReservationDeps,
  actor: Actor,
  restaurantId: string,
  offset: number,
): Promise<TBookingPage> {
  await assertEnabled(deps, actor, restaurantId);
  const account = await accountRow(deps.db, restaurantId);
  const sealed = account && (await sealedAccountCredentials(deps.db, account.id));
  if (account && sealed) {
    let page: PlatformBooking[];
    try {
      page = await clientFor(deps, account, sealed).listBookings(offset);
    } catch (error) {
      throw await bookingFailure(deps, account.id, error);
    }
    if (account.status !== 'connected')
      await deps.db
        .update(sourceAccounts)
        .set({ status: 'connected', lastError: null, updatedAt: sql`now()` })
        .where(eq(sourceAccounts.id, account.id));
    await storeBookings(deps, restaurantId, page);
    const rows = page.length
      ? await deps.db
          .select()
          .from(bookings)
          .where(
            and(
              eq(bookings.restaurantId, restaurantId),
              eq(bookings.source, SOURCE),
              inArray(
                bookings.externalId,
                page.map((b) => b.externalId),
              ),
            ),
          )
          .orderBy(desc(bookings.startsAt), asc(bookings.id))
      : [];
    return {
      bookings: await toDtos(deps.db, restaurantId, rows),
      offset,
      limit: BOOKINGS_PAGE_SIZE,
      has_more: page.length === BOOKINGS_PAGE_SIZE,
      source: 'libro',
    };
  }
  const rows = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.restaurantId, restaurantId), eq(bookings.source, 'demo')))
    .orderBy(desc(bookings.startsAt), asc(bookings.id))
    .limit(BOOKINGS_PAGE_SIZE + 1)
    .offset(offset);
  if (!rows.length && offset === 0) throw new AppError('booking_not_configured');
  return {
    bookings: await toDtos(deps.db, restaurantId, rows.slice(0, BOOKINGS_PAGE_SIZE)),
    offset,
    limit: BOOKINGS_PAGE_SIZE,
    has_more: rows.length > BOOKINGS_PAGE_SIZE,
    source: 'demo',
  };
}

/** One booking, read again from the booking system when it came from there. */
export async function getBooking(
  deps: ReservationDeps,
  actor: Actor,
  restaurantId: string,
  bookingId: string,
): Promise<TBooking> {
  await assertEnabled(deps, actor, restaurantId);
  const find = async () =>
    (
      await deps.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.restaurantId, restaurantId)))
    )[0];
  const row = await find();
  if (!row) throw notFound('Booking');
  const account = row.source === SOURCE ? await accountRow(deps.db, restaurantId) : null;
  const sealed = account && (await sealedAccountCredentials(deps.db, account.id));
  if (account && sealed) {
    let fresh: PlatformBooking | null;
    try {
      fresh = await clientFor(deps, account, sealed).getBooking(row.externalId);
    } catch (error) {
      throw await bookingFailure(deps, account.id, error);
    }
    if (!fresh) throw notFound('Booking');
    await storeBookings(deps, restaurantId, [fresh]);
  }
  const [dto] = await toDtos(deps.db, restaurantId, [(await find()) ?? row]);
  if (!dto) throw notFound('Booking');
  return dto;
}
