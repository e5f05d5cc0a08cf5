import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_ACCEPT_TYPE,
  startBookingServer,
  type BookingServer,
} from '../../test/fakes/booking-server.ts';
import { parseAllowedHosts } from '../../lib/outbound/address.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { DEFAULT_RETRY } from '../platform-http.ts';
import { BOOKING_ACCEPT, BookingJwtMissing, createBookingClient, fromBooking } from './adapter.ts';

let fake: BookingServer;
// The local fake is trusted the way an operator would list it in OUTBOUND_ALLOW_HOSTS.
const trustLocal = createOperatorFetch(parseAllowedHosts('127.0.0.1'));
const good = { email: 'owner@maison.example', token: 'booking-token-123' };
const retry = { ...DEFAULT_RETRY, attempts: 2, sleep: async () => undefined };
const client = (credentials = good) =>
  createBookingClient({ baseUrl: fake.url, credentials, retry, fetch: trustLocal });

beforeAll(async () => {
  fake = await startBookingServer(good);
  for (let n = 0; n < 120; n += 1)
    fake.bookings.push({
      id: `b${n}`,
      start_time: new Date(Date.UTC(2026, 9, 1) + n * 3_600_000).toISOString(),
      party_size: 2 + (n % 4),
      status: n % 10 === 0 ? 'CANCELLED' : 'confirmed',
      venue: { name: 'Alpha' },
      person: { first_name: `First${n}`, last_name: `Last${n}`, email: `g${n}@x.test`, phone: '' },
    });
});
afterAll(() => fake.close());

describe('booking system adapter', () => {
  it('authenticates with the e-mail and token, then pages bookings by 50 with the person, JWT scheme', async () => {
    fake.calls.length = 0;
    const c = client();
    const first = await c.listBookings(0);
    const second = await c.listBookings(50);
    const third = await c.listBookings(100);
    expect([first.length, second.length, third.length]).toEqual([50, 50, 20]);
    expect(new Set([...first, ...second, ...third].map((b) => b.externalId)).size).toBe(120);
    expect(first[0]).toMatchObject({
      externalId: 'b119',
      firstName: 'First119',
      lastName: 'Last119',
    });
    expect(first.find((b) => b.externalId === 'b110')?.status).toBe('cancelled');
    const [auth, list] = fake.calls;
    expect(auth).toMatchObject({ method: 'POST', path: '/auth' });
    expect(JSON.parse(auth?.body ?? '{}')).toEqual(good);
    expect(list?.authorization).toMatch(/^JWT jwt-/);
    expect(list?.accept).toBe(BOOKING_ACCEPT);
    expect(BOOKING_ACCEPT).toBe(BOOKING_ACCEPT_TYPE);
    const query = new URL(list?.path ?? '', fake.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ limit: '50', offset: '0', include: 'person' });
    // One authentication for the three pages.
    expect(fake.calls.filter((c) => c.path === '/auth')).toHaveLength(1);
  });

  it('reads one booking by id, and answers null for one the system does not know', async () => {
    const c = client();
    expect(await c.getBooking('b7')).toMatchObject({ externalId: 'b7', partySize: 5 });
    expect(await c.getBooking('nope')).toBeNull();
    expect(fake.calls.at(-1)?.path).toBe('/bookings/nope?include=person');
  });

  it('answers "JWT not found" for wrong credentials and for an answer without a JWT', async () => {
    await expect(client({ ...good, token: 'wrong-token' }).listBookings(0)).rejects.toBeInstanceOf(
      BookingJwtMissing,
    );
    fake.omitJwtOnce();
    await expect(client().listBookings(0)).rejects.toThrow(
      'JWT not found in authentication response',
    );
  });

  it('authenticates again once when the JWT expires', async () => {
    const c = client();
    await c.listBookings(0);
    fake.expireJwts();
    fake.calls.length = 0;
    expect(await c.listBookings(0)).toHaveLength(50);
    expect(fake.calls.map((x) => x.path.split('?')[0])).toEqual([
      '/bookings',
      '/auth',
      '/bookings',
    ]);
  });

  it('skips bookings without an id or a usable start and bounds the party size', () => {
    expect(fromBooking({ id: 1 })).toBeNull();
    expect(fromBooking({ id: 2, start_time: 'not a date' })).toBeNull();
    expect(
      fromBooking({ id: 3, start_time: '2026-10-01T19:00:00Z', party_size: 5000 }),
    ).toMatchObject({
      externalId: '3',
      partySize: 999,
      firstName: '',
      status: 'unknown',
      venueName: null,
    });
  });
});
