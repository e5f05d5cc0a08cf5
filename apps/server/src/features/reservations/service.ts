import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { matchVerifiedGuests, VERIFIED_GUEST_WINDOW_DAYS } from '@tableside/domain/guest-match';
import {
  BOOKINGS_PAGE_SIZE,
  type TBooking,
  type TBookingAccount,
  type TBookingCredentials,
  type TBookingPage,
  type TVerifiedGuest,
} from '@tableside/domain/schemas/bookings';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { bookings, locations, restaurants, reviews, sourceAccounts } from '../../db/schema.ts';
import {
  BookingJwtMissing,
  createBookingClient,
  type BookingCredentials,
  type PlatformBooking,
} from '../../integrations/booking/adapter.ts';
import {
  DEFAULT_RETRY,
  PlatformError,
  type RetryPolicy,
} from '../../integrations/platform-http.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { assertOwnRestaurant } from '../restaurants/service.ts';

export type ReservationDeps = {
  db: Db;
  secrets: SecretBox;
  /** The booking system's address (a local server in tests); null means the real one. */
  bookingApiBase?: string | null;
  retry?: RetryPolicy;
};

/** The restaurant's booking-system account lives with its other platform accounts, sealed. */
const SOURCE = 'libro';
/** A person is waiting: one quick retry, never the sync's minutes of backoff. */
const REQUEST_RETRY: RetryPolicy = {
  ...DEFAULT_RETRY,
  attempts: 2,
  baseDelayMs: 250,
  maxDelayMs: 1_000,
  timeoutMs: 10_000,
};
const DAY_MS = 86_400_000;
type BookingRow = typeof bookings.$inferSelect;

async function restaurantOf(deps: ReservationDeps, actor: Actor, restaurantId: string) {
  assertOwnRestaurant(actor, restaurantId);
  const [row] = await deps.db
    .select({ integrations: restaurants.integrations })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('Restaurant');
  return { enabled: row.integrations.includes('Libro') };
}

async function assertEnabled(deps: ReservationDeps, actor: Actor, restaurantId: string) {
  const { enabled } = await restaurantOf(deps, actor, restaurantId);
  if (!enabled)
    throw new AppError('forbidden', 'The booking system is not enabled for this restaurant');
}

async function accountRow(db: Db, restaurantId: string) {
  const [row] = await db
    .select()
    .from(sourceAccounts)
    .where(and(eq(sourceAccounts.restaurantId, restaurantId), eq(sourceAccounts.source, SOURCE)));
  return row ?? null;
}

function clientFor(deps: ReservationDeps, account: typeof sourceAccounts.$inferSelect) {
  const credentials = JSON.parse(
    deps.secrets.open(account.credentials ?? ''),
  ) as BookingCredentials;
  return createBookingClient({
    baseUrl: account.baseUrl ?? deps.bookingApiBase,
    credentials,
    retry: deps.retry ?? REQUEST_RETRY,
  });
}

/** A booking-system failure as the screen says it (dashboard.md §8), recorded on the account. */
async function bookingFailure(
  deps: ReservationDeps,
  accountId: string | null,
  error: unknown,
): Promise<AppError> {
  const failure =
    error instanceof BookingJwtMissing
      ? new AppError('booking_jwt_missing')
      : error instanceof PlatformError
        ? new AppError('service_unavailable', `The booking system answered: ${error.message}`)
        : null;
  if (!failure) throw error;
  // A refused login needs the Admin; an outage does not change the account.
  if (accountId && error instanceof BookingJwtMissing)
    await deps.db
      .update(sourceAccounts)
      .set({ status: 'revoked', lastError: failure.message.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(sourceAccounts.id, accountId));
  return failure;
}

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
  if (account?.credentials)
    email = (JSON.parse(deps.secrets.open(account.credentials)) as BookingCredentials).email;
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
 * credentials answer the spec's message and change nothing.
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
  });
  let first: PlatformBooking[];
  try {
    first = await client.listBookings(0);
  } catch (error) {
    throw await bookingFailure(deps, null, error);
  }
  const sealed = deps.secrets.seal(JSON.stringify(credentials));
  await deps.db
    .insert(sourceAccounts)
    .values({ restaurantId, source: SOURCE, credentials: sealed, baseUrl })
    .onConflictDoUpdate({
      target: [sourceAccounts.restaurantId, sourceAccounts.source],
      set: { credentials: sealed, status: 'connected', lastError: null, updatedAt: sql`now()` },
    });
  await storeBookings(deps.db, restaurantId, first);
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
    // The guests' names go with the account; the demo's offline bookings stay.
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

/** Stores a page of bookings (upsert by the booking system's id), mapping venues to locations. */
async function storeBookings(db: Db, restaurantId: string, page: PlatformBooking[]) {
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

async function toDtos(db: Db, restaurantId: string, rows: BookingRow[]): Promise<TBooking[]> {
  const [found, locs] = await Promise.all([
    reviewsAfter(db, restaurantId, rows),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.restaurantId, restaurantId)),
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

const matchable = (b: BookingRow) => ({
  id: b.id,
  firstName: b.firstName,
  lastName: b.lastName,
  startsAt: b.startsAt,
  status: b.status,
  locationId: b.locationId,
});

/**
 * One page of bookings (50, newest first): from the booking system when the restaurant has an
 * account (each page is kept, for the verified-guest marks), otherwise the demo's offline ones.
 * Without either, the spec's "credentials are not set" message.
 */
export async function listBookings(
  deps: ReservationDeps,
  actor: Actor,
  restaurantId: string,
  offset: number,
): Promise<TBookingPage> {
  await assertEnabled(deps, actor, restaurantId);
  const account = await accountRow(deps.db, restaurantId);
  if (account?.credentials) {
    let page: PlatformBooking[];
    try {
      page = await clientFor(deps, account).listBookings(offset);
    } catch (error) {
      throw await bookingFailure(deps, account.id, error);
    }
    if (account.status !== 'connected')
      await deps.db
        .update(sourceAccounts)
        .set({ status: 'connected', lastError: null, updatedAt: sql`now()` })
        .where(eq(sourceAccounts.id, account.id));
    await storeBookings(deps.db, restaurantId, page);
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
  if (account?.credentials) {
    let fresh: PlatformBooking | null;
    try {
      fresh = await clientFor(deps, account).getBooking(row.externalId);
    } catch (error) {
      throw await bookingFailure(deps, account.id, error);
    }
    if (!fresh) throw notFound('Booking');
    await storeBookings(deps.db, restaurantId, [fresh]);
  }
  const [dto] = await toDtos(deps.db, restaurantId, [(await find()) ?? row]);
  if (!dto) throw notFound('Booking');
  return dto;
}

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
