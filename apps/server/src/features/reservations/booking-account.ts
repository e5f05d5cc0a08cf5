import {
  sealedAccountCredentials,
  storeAccountCredentials,
} from '../../integrations/sealed-credentials.ts';
import { and, eq } from 'drizzle-orm';
import type { TBookingAccount, TBookingCredentials } from '@tableside/domain/schemas/bookings';
import type { Actor } from '../../auth/actor.ts';
import { bookings, sourceAccounts } from '../../db/schema.ts';
import {
  createBookingClient,
  type BookingCredentials,
  type PlatformBooking,
} from '../../integrations/booking/adapter.ts';
import { notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import { eraseBookingGuests } from '../review-requests/public.ts';
import { storeBookings } from './booking-rows.ts';
import {
  accountRow,
  assertEnabled,
  bookingFailure,
  REQUEST_RETRY,
  restaurantOf,
  SOURCE,
  type ReservationDeps,
} from './booking-system.ts';

export async function bookingAccount(
  deps: ReservationDeps,
  actor: Actor,
  restaurantId: string,
): Promise<TBookingAccount> {
  const { enabled } = await restaurantOf(deps, actor, restaurantId);
  const account = await accountRow(deps.db, restaurantId);
  const [demo] = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.restaurantId, restaurantId), eq(bookings.source, 'demo')))
    .limit(1);
  let email: string | null = null;
  const sealed = account && (await sealedAccountCredentials(deps.db, account.id));
  if (sealed) email = (JSON.parse(deps.secrets.open(sealed)) as BookingCredentials).email;
  return {
    configured: Boolean(account),
    enabled,
    email,
    status: account ? (account.status === 'revoked' ? 'failed' : 'connected') : null,
    last_error: account?.lastError ?? null,
    demo: !account && Boolean(demo),
  };
}

/**
 * Keeps the restaurant's booking login, sealed, once the booking system accepted it: wrong
 * credentials answer the message of docs/product/reservations-and-socials.md#booking-messages and
 * change nothing.
 */
export async function saveBookingCredentials(
  deps: ReservationDeps,
  actor: Actor,
  restaurantId: string,
  input: TBookingCredentials,
): Promise<TBookingAccount> {
  await assertEnabled(deps, actor, restaurantId);
  const credentials = { email: input.email, token: input.token };
  const existing = await accountRow(deps.db, restaurantId);
  const baseUrl = existing?.baseUrl ?? deps.bookingApiBase ?? null;
  const client = createBookingClient({
    baseUrl,
    credentials,
    retry: deps.retry ?? REQUEST_RETRY,
    fetch: deps.operatorFetch,
  });
  let first: PlatformBooking[];
  try {
    first = await client.listBookings(0);
  } catch (error) {
    throw await bookingFailure(deps, null, error);
  }
  const sealed = deps.secrets.seal(JSON.stringify(credentials));
  await storeAccountCredentials(deps.db, { restaurantId, source: SOURCE, baseUrl }, sealed);
  await storeBookings(deps, restaurantId, first);
  await writeAudit(deps.db, {
    restaurantId,
    actorUserId: actor.userId,
    action: 'booking.account_connected',
    entityType: 'source',
    entityId: SOURCE,
  });
  return bookingAccount(deps, actor, restaurantId);
}

export async function deleteBookingCredentials(
  deps: ReservationDeps,
  actor: Actor,
  restaurantId: string,
): Promise<void> {
  assertOwnRestaurant(actor, restaurantId);
  const account = await accountRow(deps.db, restaurantId);
  if (!account) throw notFound('Booking account');
  await deps.db.transaction(async (tx) => {
    await tx.delete(sourceAccounts).where(eq(sourceAccounts.id, account.id));
    // The guests' names go with the account, and their addresses and names kept for review
    // requests; the demo's offline bookings stay.
    await eraseBookingGuests(tx, restaurantId);
    await tx
      .delete(bookings)
      .where(and(eq(bookings.restaurantId, restaurantId), eq(bookings.source, SOURCE)));
    await writeAudit(tx, {
      restaurantId,
      actorUserId: actor.userId,
      action: 'booking.account_disconnected',
      entityType: 'source',
      entityId: SOURCE,
    });
  });
}
