import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBooking, TBookingPage } from '@tableside/domain/schemas/bookings';
import { bookings, restaurants, sourceAccounts } from '../../db/schema.ts';
import { startBookingServer, type BookingServer } from '../../test/fakes/booking-server.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let fake: BookingServer;
let admin: string;
let restaurantId: string;
const creds = { email: 'owner@maison.example', token: 'booking-token-123' };
const path = (suffix = '') => `/v1/restaurant/${restaurantId}${suffix}`;
const day = 86_400_000;

beforeAll(async () => {
  fake = await startBookingServer(creds);
  t = await createTestApp({ BOOKING_API_BASE: fake.url, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  admin = (await t.login('admin')).token;
  restaurantId = t.fx.restaurants.maison.id;
  await t.database.db
    .update(restaurants)
    .set({ integrations: ['Google', 'Libro'] })
    .where(eq(restaurants.id, restaurantId));
  // 60 bookings, newest first: the newest is Maya Roy's, who reviewed Alpha the next day.
  for (let n = 0; n < 60; n += 1)
    fake.bookings.push({
      id: `bk-${n}`,
      start_time: new Date(Date.parse('2026-09-30T23:00:00Z') - n * day).toISOString(),
      party_size: 2 + (n % 3),
      status: 'completed',
      venue: { name: n % 2 ? 'Bravo' : 'alpha' },
      person:
        n === 0
          ? { first_name: 'Maya', last_name: 'Roy', email: 'guest@x.test', phone: '555' }
          : { first_name: `Ann${n}`, last_name: `Lee${n}`, email: `a${n}@x.test`, phone: '' },
    });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('reservations: credentials', () => {
  it('says the no-credentials message when no credentials are set, and keeps serving', async () => {
    const res = await t.call('GET', path('/booking'), { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'booking_not_configured',
      message: 'credentials are not set in environment variables',
    });
    const account = await t.call('GET', path('/booking-account'), { token: admin });
    expect(account.json().data).toEqual({
      configured: false,
      enabled: true,
      email: null,
      status: null,
      last_error: null,
      demo: false,
    });
  });

  it('refuses wrong credentials with the JWT-not-found message and stores nothing', async () => {
    const res = await t.call('PUT', path('/booking-account'), {
      token: admin,
      body: { ...creds, token: 'not-the-token' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'booking_jwt_missing',
      message: 'JWT not found in authentication response',
    });
    const stored = await t.database.db
      .select()
      .from(sourceAccounts)
      .where(eq(sourceAccounts.source, 'libro'));
    expect(stored).toHaveLength(0);
    expect((await t.call('GET', '/readyz')).statusCode).toBe(200);
  });

  it('refuses bad input: no e-mail, a short token, extra junk', async () => {
    for (const body of [
      { token: creds.token },
      { email: 'not-an-email', token: creds.token },
      { email: creds.email, token: 'short' },
      { email: creds.email, token: 'x'.repeat(501) },
      ['not', 'an', 'object'],
    ]) {
      const res = await t.call('PUT', path('/booking-account'), { token: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps good credentials sealed and never sends the token back', async () => {
    const res = await t.call('PUT', path('/booking-account'), { token: admin, body: creds });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      configured: true,
      email: creds.email,
      status: 'connected',
    });
    expect(res.body).not.toContain(creds.token);
    const [row] = await t.database.db
      .select()
      .from(sourceAccounts)
      .where(
        and(eq(sourceAccounts.restaurantId, restaurantId), eq(sourceAccounts.source, 'libro')),
      );
    expect(row?.credentials).toBeTruthy();
    expect(row?.credentials).not.toContain(creds.token);
    expect(row?.credentials).not.toContain(creds.email);
  });
});

describe('reservations: bookings', () => {
  it('pages bookings by 50 from the booking system, with the guest, time, party and status', async () => {
    fake.calls.length = 0;
    const first: TBookingPage = (await t.call('GET', path('/booking'), { token: admin })).json()
      .data;
    expect(first).toMatchObject({ offset: 0, limit: 50, has_more: true, source: 'libro' });
    expect(first.bookings).toHaveLength(50);
    expect(first.bookings[0]).toMatchObject({
      external_id: 'bk-0',
      guest_name: 'Maya Roy',
      party_size: 2,
      status: 'completed',
      location_id: t.fx.loc('Alpha').id,
      location_name: 'Alpha',
    });
    expect(JSON.stringify(first)).not.toContain('guest@x.test');
    const second: TBookingPage = (
      await t.call('GET', path('/booking?offset=50'), { token: admin })
    ).json().data;
    expect(second.bookings).toHaveLength(10);
    expect(second.has_more).toBe(false);
    const list = fake.calls.filter((c) => c.path.startsWith('/bookings'));
    expect(list.map((c) => new URL(c.path, fake.url).searchParams.get('offset'))).toEqual([
      '0',
      '50',
    ]);
    expect(list.every((c) => c.authorization.startsWith('JWT '))).toBe(true);
  });

  it('marks the review whose author booked days before as a verified guest, both ways', async () => {
    const review = await createReview(t, {
      location: 'Alpha',
      externalId: 'maya-1',
      authorName: 'Maya R.',
      rating: 5,
      text: 'Lovely evening',
      reviewDate: new Date('2026-10-01T18:00:00Z'),
    });
    const other = t.fx.review('Cold fries'); // "Guest 1": nobody of that name booked
    const marks = await t.call(
      'GET',
      path(`/verified-guests?review_ids=${review.id},${other.id}`),
      { token: admin },
    );
    expect(marks.statusCode).toBe(200);
    const [mark] = marks.json().data;
    expect(marks.json().data).toHaveLength(1);
    expect(mark).toMatchObject({
      review_id: review.id,
      booking: { guest_name: 'Maya Roy', party_size: 2 },
    });
    const booking: TBooking = (
      await t.call('GET', path(`/booking/${mark.booking.id}`), { token: admin })
    ).json().data;
    expect(booking.review).toEqual({ id: review.id, location_id: review.locationId, rating: 5 });
    expect(fake.calls.at(-1)?.path).toBe('/bookings/bk-0?include=person');
  });

  it('does not mark a review written before the booking or long after it', async () => {
    const late = await createReview(t, {
      location: 'Alpha',
      externalId: 'late-1',
      authorName: 'Maya Roy',
      rating: 4,
      text: 'Came back much later',
      reviewDate: new Date('2026-11-30T12:00:00Z'),
    });
    const marks = await t.call('GET', path(`/verified-guests?review_ids=${late.id}`), {
      token: admin,
    });
    expect(marks.json().data).toEqual([]);
  });

  it('refuses bad review lists and unknown bookings', async () => {
    for (const q of [
      '',
      'not-a-uuid',
      Array.from({ length: 101 }, () => t.fx.review('Cold').id).join(','),
    ]) {
      const res = await t.call('GET', path(`/verified-guests?review_ids=${q}`), { token: admin });
      expect(res.statusCode, q.slice(0, 20)).toBe(400);
    }
    const missing = await t.call('GET', path('/booking/00000000-0000-4000-8000-000000000000'), {
      token: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.call('GET', path('/booking?offset=-1'), { token: admin })).statusCode).toBe(
      400,
    );
  });

  it('answers the JWT-not-found message when the booking system stops accepting the login, and recovers', async () => {
    fake.expireJwts();
    fake.omitJwtOnce();
    const res = await t.call('GET', path('/booking'), { token: admin });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('booking_jwt_missing');
    const account = (await t.call('GET', path('/booking-account'), { token: admin })).json().data;
    expect(account).toMatchObject({
      status: 'failed',
      last_error: 'JWT not found in authentication response',
    });
    expect((await t.call('GET', path('/booking'), { token: admin })).statusCode).toBe(200);
    const again = (await t.call('GET', path('/booking-account'), { token: admin })).json().data;
    expect(again.status).toBe('connected');
  });
});

describe('reservations: an outage', () => {
  it('answers that the booking system is unavailable, keeps the account, and recovers', async () => {
    fake.failNext(10);
    const res = await t.call('GET', path('/booking'), { token: admin });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('service_unavailable');
    const account = (await t.call('GET', path('/booking-account'), { token: admin })).json().data;
    expect(account.status).toBe('connected');
    fake.failNext(0);
    expect((await t.call('GET', path('/booking'), { token: admin })).statusCode).toBe(200);
  });
});

describe('reservations: who may', () => {
  it('is for the restaurant’s Admins on Pro and Enterprise only', async () => {
    const manager = (await t.login('manager')).token;
    expect((await t.call('GET', path('/booking'), { token: manager })).json().code).toBe(
      'forbidden',
    );
    const growth = (await t.login('growthadmin')).token;
    const res = await t.call('GET', `/v1/restaurant/${t.fx.restaurants.growth.id}/booking`, {
      token: growth,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('plan_required');
    const other = (await t.login('otheradmin')).token;
    expect((await t.call('GET', path('/booking'), { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', path('/booking-account'), { token: other })).statusCode).toBe(404);
    expect((await t.call('GET', path('/booking'))).statusCode).toBe(401);
  });

  it('needs the booking integration enabled by the super-admin', async () => {
    await t.database.db
      .update(restaurants)
      .set({ integrations: ['Google'] })
      .where(eq(restaurants.id, restaurantId));
    const res = await t.call('GET', path('/booking'), { token: admin });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    await t.database.db
      .update(restaurants)
      .set({ integrations: ['Google', 'Libro'] })
      .where(eq(restaurants.id, restaurantId));
  });

  it('forgets the login and its guests’ names on disconnect', async () => {
    expect((await t.call('DELETE', path('/booking-account'), { token: admin })).statusCode).toBe(
      200,
    );
    const left = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.restaurantId, restaurantId));
    expect(left).toHaveLength(0);
    expect((await t.call('GET', path('/booking'), { token: admin })).json().code).toBe(
      'booking_not_configured',
    );
    expect((await t.call('DELETE', path('/booking-account'), { token: admin })).statusCode).toBe(
      404,
    );
  });
});
