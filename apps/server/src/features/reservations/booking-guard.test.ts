import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, sourceAccounts } from '../../db/schema.ts';
import { startBookingServer, type BookingServer } from '../../test/fakes/booking-server.ts';
import { startGoogleServer, type GoogleServer } from '../../test/fakes/google-business-server.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The operator's booking and platform bases go through the outbound guard (decision 0010):
// on 127.0.0.1 without OUTBOUND_ALLOW_HOSTS nothing is sent, and the Admin is told why.

let t: TestApp;
let booking: BookingServer;
let google: GoogleServer;
let admin: string;
let restaurantId: string;
const creds = { email: 'owner@maison.example', token: 'booking-token-123' };

beforeAll(async () => {
  booking = await startBookingServer(creds);
  google = await startGoogleServer();
  // Both bases are local, and the operator allowed no private destination.
  t = await createTestApp({
    BOOKING_API_BASE: booking.url,
    GOOGLE_CLIENT_ID: 'tableside-client',
    GOOGLE_CLIENT_SECRET: 'tableside-secret',
    GOOGLE_API_BASE: google.url,
  });
  admin = (await t.login('admin')).token;
  restaurantId = t.fx.restaurants.maison.id;
  await t.database.db
    .update(restaurants)
    .set({ integrations: ['Google', 'Libro'] })
    .where(eq(restaurants.id, restaurantId));
});
afterAll(async () => {
  await t.close();
  await booking.close();
  await google.close();
});

describe('booking system and OAuth through the outbound guard', () => {
  it('does not send the booking login to a base the operator did not allow', async () => {
    const res = await t.call('PUT', `/v1/restaurant/${restaurantId}/booking-account`, {
      token: admin,
      body: creds,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'platform_address_not_allowed',
      message: 'The address is not allowed',
    });
    expect(booking.calls).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(sourceAccounts)
      .where(eq(sourceAccounts.restaurantId, restaurantId));
    expect(stored).toHaveLength(0);
  });

  it('does not exchange the Google code at a token endpoint the operator did not allow', async () => {
    const res = await t.call('POST', `/v1/restaurant/${restaurantId}/sources/google/authorize`, {
      token: admin,
      body: { lang: 'en' },
    });
    expect(res.statusCode).toBe(200);
    // The browser, not the server, visits the consent page: that call is the test's own.
    const consent = await fetch(res.json().data.url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const callback = await t.call('GET', `${back.pathname}${back.search}`);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/outcome=failed/);
    expect(google.calls.filter((c) => c.path.startsWith('/token'))).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(sourceAccounts)
      .where(eq(sourceAccounts.restaurantId, restaurantId));
    expect(stored).toHaveLength(0);
  });
});
