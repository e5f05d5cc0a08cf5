import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { emailOutbox, locations, restaurants, reviewRequests } from '../db/schema.ts';
import { emailHash } from '../features/review-requests/guest-keys.ts';
import { startBookingServer, type BookingServer } from './fakes/booking-server.ts';
import { createTestApp, type TestApp } from './harness.ts';

/*
 * What the review-request tests share (settings, sending, guest-links and booking-visits tests
 * in features/review-requests): an app of their own beside a fake booking system, the Admin's
 * sign-in, Maison on UTC with a Google place at Alpha, and the calls and reads they make.
 * Bindings are live: read them inside tests, after useReviewRequestsApp's hooks ran.
 */

export let t: TestApp;
export let fake: BookingServer;
export let admin: string;
export let restaurantId: string;
export const HOUR = 3_600_000;

export const path = (suffix = '') => `/v1/restaurant/${restaurantId}/review-request${suffix}`;
export const settings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  delay_hours: 24,
  quiet_start_hour: 0,
  quiet_end_hour: 0,
  period_days: 30,
  sender_name: 'Maison',
  reply_to: 'hello@maison.test',
  templates: {
    en: { subject: 'Thanks for visiting {location}', body: 'Hello {guest_first_name}, tell us!' },
    fr: { subject: 'Merci de votre visite chez {location}', body: 'Bonjour {guest_first_name} !' },
  },
  links: [],
  ...over,
});
export const csv = (rows: string[]) =>
  ['name,email,language,location,visit_time', ...rows].join('\n');
export const deps = () => ({ db: t.database.db, publicUrl: t.config.publicUrl });

export async function save(over: Record<string, unknown> = {}) {
  const res = await t.call('PUT', path('/settings'), { token: admin, body: settings(over) });
  expect(res.statusCode, res.body).toBe(200);
}
export async function upload(rows: string[], token = admin) {
  return t.call('POST', path('/visits'), {
    token,
    body: csv(rows),
    headers: { 'content-type': 'text/csv' },
  });
}
export const requestOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.emailHash, emailHash(restaurantId, email)))
  ).sort((a, b) => a.visitedAt.getTime() - b.visitedAt.getTime());
export const mailTo = async (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
export const tokenIn = (text: string) => /\/r\/([\w-]+)\/0/.exec(text)?.[1] as string;
export const iso = (ms: number) => new Date(ms).toISOString();

/** Registers the test file's app, the fake booking system and the Admin's sign-in. */
export function useReviewRequestsApp(): void {
  beforeAll(async () => {
    fake = await startBookingServer();
    t = await createTestApp({ BOOKING_API_BASE: fake.url, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
    admin = (await t.login('admin')).token;
    restaurantId = t.fx.restaurants.maison.id;
    // On UTC the quiet hours of the sending tests read as written.
    await t.database.db
      .update(restaurants)
      .set({ timezone: 'UTC', integrations: ['Google', 'Libro'] })
      .where(eq(restaurants.id, restaurantId));
    await t.database.db
      .update(locations)
      .set({ placeId: 'ChIJ-alpha' })
      .where(eq(locations.id, t.fx.loc('Alpha').id));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
}
