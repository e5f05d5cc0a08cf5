import { sourceAccountColumns, type SourceAccountRow } from '../../db/request-columns.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { restaurants, sourceAccounts } from '../../db/schema.ts';
import {
  BookingJwtMissing,
  createBookingClient,
  type BookingCredentials,
} from '../../integrations/booking/adapter.ts';
import {
  DEFAULT_RETRY,
  PlatformError,
  type RetryPolicy,
} from '../../integrations/platform-http.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { ScheduledRequest } from '../review-requests/public.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';

// The restaurant's booking-system account: who may use it, its sealed login, its client, and
// how its failures read.

export type ReservationDeps = {
  db: Db;
  secrets: SecretBox;
  /** The booking system's address (a local server in tests); null means the real one. */
  bookingApiBase?: string | null;
  retry?: RetryPolicy;
  /** The operator's outbound guard, for the platform and booking calls. */
  operatorFetch: OutboundFetch;
  /** Queues the review requests a page of visits scheduled (review-requests' jobs). */
  enqueueRequests?: (requests: ScheduledRequest[]) => Promise<void>;
};

/** The restaurant's booking-system account lives with its other platform accounts, sealed. */
export const SOURCE = 'libro';
/** A person is waiting: one quick retry, never the sync's minutes of backoff. */
export const REQUEST_RETRY: RetryPolicy = {
  ...DEFAULT_RETRY,
  attempts: 2,
  baseDelayMs: 250,
  maxDelayMs: 1_000,
  timeoutMs: 10_000,
};
export async function restaurantOf(deps: ReservationDeps, actor: Actor, restaurantId: string) {
  assertOwnRestaurant(actor, restaurantId);
  const [row] = await deps.db
    .select({ integrations: restaurants.integrations })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('Restaurant');
  return { enabled: row.integrations.includes('Libro') };
}

export async function assertEnabled(deps: ReservationDeps, actor: Actor, restaurantId: string) {
  const { enabled } = await restaurantOf(deps, actor, restaurantId);
  if (!enabled)
    throw new AppError('forbidden', 'The booking system is not enabled for this restaurant');
}

export async function accountRow(db: Db, restaurantId: string) {
  const [row] = await db
    .select(sourceAccountColumns)
    .from(sourceAccounts)
    .where(and(eq(sourceAccounts.restaurantId, restaurantId), eq(sourceAccounts.source, SOURCE)));
  return row ?? null;
}

/** The booking client for the restaurant's account, `sealed` being its login. */
export function clientFor(deps: ReservationDeps, account: SourceAccountRow, sealed: string) {
  const credentials = JSON.parse(deps.secrets.open(sealed)) as BookingCredentials;
  return createBookingClient({
    baseUrl: account.baseUrl ?? deps.bookingApiBase,
    credentials,
    retry: deps.retry ?? REQUEST_RETRY,
    fetch: deps.operatorFetch,
  });
}

/**
 * A booking-system failure as the screen says it
 * (docs/product/reservations-and-socials.md#booking-messages), recorded on the account.
 */
export async function bookingFailure(
  deps: ReservationDeps,
  accountId: string | null,
  error: unknown,
): Promise<AppError> {
  const failure =
    error instanceof BookingJwtMissing
      ? new AppError('booking_jwt_missing')
      : error instanceof PlatformError
        ? error.blocked === 'address'
          ? new AppError('platform_address_not_allowed')
          : // The message holds the status at most, never what the booking system answered.
            new AppError('service_unavailable', error.message)
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
