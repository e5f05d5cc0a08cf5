import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';
import { DEFAULT_RETRY, PlatformError, platformFetch, type RetryPolicy } from '../platform-http.ts';

/**
 * The booking system (Libro) as docs/product/reservations-and-socials.md#booking-system says:
 * authenticate with the restaurant's e-mail and token (`POST /auth`) to receive a JWT, then call
 * with the `Authorization: JWT <token>` scheme, JSON content and the restricted-v2 accept type:
 * `GET /bookings?limit=50&offset=…&include=person` and `GET /bookings/{id}?include=person`.
 */
export const BOOKING_API = 'https://api.libroreserve.com/restricted';
export const BOOKING_ACCEPT = 'application/vnd.libro.restricted-v2+json';
export const BOOKING_PAGE_SIZE = 50;

export type BookingCredentials = { email: string; token: string };

export type PlatformBooking = {
  externalId: string;
  firstName: string;
  lastName: string;
  startsAt: string;
  partySize: number;
  status: string;
  venueName: string | null;
  /** Kept only to ask the guest for a review when the restaurant does (review requests). */
  email: string | null;
  language: 'en' | 'fr';
};

type Person = {
  first_name?: string;
  last_name?: string;
  email?: string;
  language?: string;
  locale?: string;
};
type RawBooking = {
  id: string | number;
  start_time?: string;
  party_size?: number;
  status?: string;
  venue?: { name?: string };
  person?: Person;
};

/**
 * The authentication answered without a JWT
 * (docs/product/reservations-and-socials.md#booking-messages), or refused the credentials.
 */
export class BookingJwtMissing extends Error {
  constructor() {
    super('JWT not found in authentication response');
  }
}

export function fromBooking(raw: RawBooking): PlatformBooking | null {
  const startsAt = raw.start_time ? new Date(raw.start_time) : null;
  if (raw.id === undefined || !startsAt || Number.isNaN(startsAt.getTime())) return null;
  return {
    externalId: String(raw.id),
    firstName: raw.person?.first_name?.trim() ?? '',
    lastName: raw.person?.last_name?.trim() ?? '',
    startsAt: startsAt.toISOString(),
    partySize: Math.max(0, Math.min(999, Math.trunc(raw.party_size ?? 0))),
    status: (raw.status ?? 'unknown').toLowerCase().slice(0, 40),
    venueName: raw.venue?.name ?? null,
    email: raw.person?.email?.trim() || null,
    language: /^fr/i.test(raw.person?.language ?? raw.person?.locale ?? '') ? 'fr' : 'en',
  };
}

export type BookingClient = {
  listBookings: (offset: number) => Promise<PlatformBooking[]>;
  getBooking: (externalId: string) => Promise<PlatformBooking | null>;
};

export function createBookingClient(opts: {
  baseUrl?: string | null;
  credentials: BookingCredentials;
  retry?: RetryPolicy;
  /** The operator's outbound guard (BOOKING_API_BASE may be private only if allowed). */
  fetch: OutboundFetch;
}): BookingClient {
  const base = (opts.baseUrl ?? BOOKING_API).replace(/\/$/, '');
  const retry = opts.retry ?? DEFAULT_RETRY;
  const headers = { 'content-type': 'application/json', accept: BOOKING_ACCEPT };
  let jwt: string | null = null;

  async function authenticate(): Promise<string> {
    try {
      const answer = await platformFetch<{ jwt?: unknown; token?: unknown }>(
        opts.fetch,
        'The booking system',
        `${base}/auth`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: opts.credentials.email, token: opts.credentials.token }),
        },
        retry,
      );
      if (typeof answer.jwt !== 'string' || !answer.jwt) throw new BookingJwtMissing();
      return answer.jwt;
    } catch (error) {
      // Wrong credentials: the booking system answers without a JWT.
      if (error instanceof PlatformError && (error.status === 401 || error.status === 403))
        throw new BookingJwtMissing();
      throw error;
    }
  }

  async function call<T>(path: string): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      jwt ??= await authenticate();
      try {
        return await platformFetch<T>(
          opts.fetch,
          'The booking system',
          `${base}${path}`,
          { headers: { ...headers, authorization: `JWT ${jwt}` } },
          retry,
        );
      } catch (error) {
        // An expired JWT: authenticate again, once.
        if (attempt === 0 && error instanceof PlatformError && error.status === 401) {
          jwt = null;
          continue;
        }
        throw error;
      }
    }
  }

  return {
    async listBookings(offset) {
      const query = new URLSearchParams({
        limit: String(BOOKING_PAGE_SIZE),
        offset: String(offset),
        include: 'person',
      });
      const answer = await call<{ data?: RawBooking[] }>(`/bookings?${query}`);
      return (answer.data ?? []).flatMap((b) => fromBooking(b) ?? []);
    },
    async getBooking(externalId) {
      try {
        const answer = await call<{ data?: RawBooking }>(
          `/bookings/${encodeURIComponent(externalId)}?include=person`,
        );
        return answer.data ? fromBooking(answer.data) : null;
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
