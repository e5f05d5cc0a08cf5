import { z } from 'zod';
import { ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZBooking,
  ZBookingAccount,
  ZBookingCredentials,
  ZBookingPage,
  ZBookingParams,
  ZBookingQuery,
  ZVerifiedGuest,
  ZVerifiedGuestsQuery,
} from '@tableside/domain/schemas/bookings';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import {
  bookingAccount,
  deleteBookingCredentials,
  saveBookingCredentials,
} from './booking-account.ts';
import type { ReservationDeps } from './booking-system.ts';
import { getBooking, listBookings } from './service.ts';
import { verifiedGuests } from './verified-guests.ts';

const tags = ['reservations'];
const security = [{ bearer: [] }];
const errors = {
  ...AUTH_ERRORS,
  409: AUTH_ERRORS[400],
  502: AUTH_ERRORS[400],
  503: AUTH_ERRORS[400],
};

/**
 * The reservations screen: the restaurant's bookings from its booking system
 * (docs/product/reservations-and-socials.md#booking-system), one booking, the booking login (kept
 * on the server, never sent back), and which reviews were written by guests who booked.
 */
export function reservationRoutes(app: App, deps: ReservationDeps) {
  app.get('/restaurant/:id/booking', {
    config: { operation: 'bookings.list' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZBookingQuery,
      response: { 200: ZSuccess(ZBookingPage), ...errors },
    },
    handler: async (request) =>
      ok(await listBookings(deps, requireActor(request), request.params.id, request.query.offset)),
  });

  app.get('/restaurant/:id/booking/:bookingId', {
    config: { operation: 'bookings.get' },
    schema: {
      tags,
      security,
      params: ZBookingParams,
      response: { 200: ZSuccess(ZBooking), ...errors },
    },
    handler: async (request) =>
      ok(
        await getBooking(deps, requireActor(request), request.params.id, request.params.bookingId),
      ),
  });

  app.get('/restaurant/:id/booking-account', {
    config: { operation: 'bookings.account.read' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      response: { 200: ZSuccess(ZBookingAccount), ...errors },
    },
    handler: async (request) =>
      ok(await bookingAccount(deps, requireActor(request), request.params.id)),
  });

  app.put('/restaurant/:id/booking-account', {
    config: { operation: 'bookings.account.save' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      body: ZBookingCredentials,
      response: { 200: ZSuccess(ZBookingAccount), ...errors },
    },
    handler: async (request) =>
      ok(
        await saveBookingCredentials(deps, requireActor(request), request.params.id, request.body),
        'Connected',
      ),
  });

  app.delete('/restaurant/:id/booking-account', {
    config: { operation: 'bookings.account.delete' },
    schema: { tags, security, params: ZIdParams, response: { 200: ZMessageOnly, ...errors } },
    handler: async (request) => {
      await deleteBookingCredentials(deps, requireActor(request), request.params.id);
      return ok(null, 'Disconnected');
    },
  });

  app.get('/restaurant/:id/verified-guests', {
    config: { operation: 'bookings.verifiedGuests' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZVerifiedGuestsQuery,
      response: { 200: ZSuccess(z.array(ZVerifiedGuest)), ...errors },
    },
    handler: async (request) =>
      ok(
        await verifiedGuests(
          deps,
          requireActor(request),
          request.params.id,
          request.query.review_ids,
        ),
      ),
  });
}
