import { z } from 'zod';

/** The booking service pages by 50 (docs/product/reservations-and-socials.md#booking-system). */
export const BOOKINGS_PAGE_SIZE = 50;

export const ZBooking = z.object({
  id: z.uuid(),
  external_id: z.string(),
  guest_name: z.string(),
  starts_at: z.string(),
  /** The restaurant's time zone: a booking is shown at the restaurant's clock time, not the viewer's. */
  time_zone: z.string(),
  party_size: z.number().int(),
  status: z.string(),
  location_id: z.uuid().nullable(),
  location_name: z.string().nullable(),
  /** Where it came from: the restaurant's booking system, or the demo's offline bookings. */
  source: z.enum(['libro', 'demo']),
  /** The review this guest wrote after the visit, when one matches (verified guest). */
  review: z.object({ id: z.uuid(), location_id: z.uuid(), rating: z.number().int() }).nullable(),
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingPage = z.object({
  bookings: z.array(ZBooking),
  offset: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
  source: z.enum(['libro', 'demo']),
});
export type TBookingPage = z.infer<typeof ZBookingPage>;

export const ZBookingQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const ZBookingParams = z.object({ id: z.uuid(), bookingId: z.uuid() });

/** The restaurant's booking-system account as the browser may see it: never the token. */
export const ZBookingAccount = z.object({
  configured: z.boolean(),
  /**
   * The integration is enabled for the restaurant by the super-admin
   * (docs/product/plans-and-roles.md#review-sources-by-plan).
   */
  enabled: z.boolean(),
  email: z.string().nullable(),
  status: z.enum(['connected', 'failed']).nullable(),
  last_error: z.string().nullable(),
  /** Without credentials the demo shows its offline bookings. */
  demo: z.boolean(),
});
export type TBookingAccount = z.infer<typeof ZBookingAccount>;

export const ZBookingCredentials = z.object({
  email: z.email().max(254),
  token: z.string().trim().min(8).max(500),
});
export type TBookingCredentials = z.infer<typeof ZBookingCredentials>;

export const ZVerifiedGuestsQuery = z.object({
  review_ids: z
    .string()
    .regex(
      /^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,99}$/i,
      'expected up to 100 review ids, comma-separated',
    )
    .transform((v) => [...new Set(v.toLowerCase().split(','))])
    .pipe(z.array(z.uuid())),
});

export const ZVerifiedGuest = z.object({
  review_id: z.uuid(),
  booking: z.object({
    id: z.uuid(),
    guest_name: z.string(),
    starts_at: z.string(),
    party_size: z.number().int(),
  }),
});
export type TVerifiedGuest = z.infer<typeof ZVerifiedGuest>;
