import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  locations,
  restaurants,
  reviewRequestGuests,
  reviewRequests,
} from '../../db/schema.ts';
import { startBookingServer, type BookingServer } from '../../test/fakes/booking-server.ts';
import { createReview } from '../../test/factory.ts';
import { signBody } from '../ingest/signature.ts';
import { bookingVisitsJob } from '../reservations/jobs.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { matchConversions } from './conversion-match.ts';
import { reviewRequestSendJob, reviewRequestSweepJob } from './jobs.ts';
import { emailHash } from './guest-keys.ts';
import { sendRequest } from './send.ts';
import { deliverEmail } from '../../email/outbox.ts';
import { createMailTransport } from '../../email/transport.ts';
import { startSmtpServer } from '../../test/fakes/smtp-server.ts';
import { eraseBookingGuests } from './visits.ts';

let t: TestApp;
let fake: BookingServer;
let admin: string;
let restaurantId: string;
const HOUR = 3_600_000;
const path = (suffix = '') => `/v1/restaurant/${restaurantId}/review-request${suffix}`;
const settings = (over: Record<string, unknown> = {}) => ({
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
const csv = (rows: string[]) => ['name,email,language,location,visit_time', ...rows].join('\n');
const deps = () => ({ db: t.database.db, publicUrl: t.config.publicUrl });

async function save(over: Record<string, unknown> = {}) {
  const res = await t.call('PUT', path('/settings'), { token: admin, body: settings(over) });
  expect(res.statusCode, res.body).toBe(200);
}
async function upload(rows: string[], token = admin) {
  return t.call('POST', path('/visits'), {
    token,
    body: csv(rows),
    headers: { 'content-type': 'text/csv' },
  });
}
const requestOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.emailHash, emailHash(restaurantId, email)))
  ).sort((a, b) => a.visitedAt.getTime() - b.visitedAt.getTime());
const mailTo = async (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
const tokenIn = (text: string) => /\/r\/([\w-]+)\/0/.exec(text)?.[1] as string;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  fake = await startBookingServer();
  t = await createTestApp({ BOOKING_API_BASE: fake.url, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  admin = (await t.login('admin')).token;
  restaurantId = t.fx.restaurants.maison.id;
  // On UTC the quiet hours below read as written.
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

describe('review requests: settings and plans', () => {
  it('is Pro and Enterprise only, and Admins only', async () => {
    const growth = (await t.login('growthadmin')).token;
    const res = await t.call(
      'GET',
      `/v1/restaurant/${t.fx.restaurants.growth.id}/review-request/settings`,
      {
        token: growth,
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('plan_required');
    const manager = (await t.login('manager')).token;
    expect((await t.call('GET', path('/settings'), { token: manager })).statusCode).toBe(403);
  });

  it('starts switched off with the default words and each location’s Google link', async () => {
    const res = await t.call('GET', path('/settings'), { token: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.enabled).toBe(false);
    expect(data.templates.fr.subject).toContain('{location}');
    expect(data.google_links).toEqual([
      {
        location_id: t.fx.loc('Alpha').id,
        url: 'https://search.google.com/local/writereview?placeid=ChIJ-alpha',
      },
    ]);
  });

  it('refuses an unknown placeholder or another restaurant’s location, and stores nothing', async () => {
    const bad = settings({
      templates: { ...settings().templates, en: { subject: 'Hi', body: 'Rate {dish}!' } },
    });
    const res = await t.call('PUT', path('/settings'), { token: admin, body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'request_placeholder_unknown' });
    const stray = settings({
      links: [
        { label: 'Yelp', url: 'https://yelp.example/x', location_id: t.fx.loc('Other One').id },
      ],
    });
    expect((await t.call('PUT', path('/settings'), { token: admin, body: stray })).statusCode).toBe(
      400,
    );
    const http = settings({ links: [{ label: 'Yelp', url: 'http://yelp.example/x' }] });
    expect((await t.call('PUT', path('/settings'), { token: admin, body: http })).statusCode).toBe(
      400,
    );
    const read = await t.call('GET', path('/settings'), { token: admin });
    expect(read.json().data.enabled).toBe(false);
  });
});

describe('review requests: visits and sending', () => {
  it('schedules nothing (and keeps no address) while requests are off', async () => {
    const res = await upload([`Off Guest,off@guest.test,en,Alpha,${iso(Date.now() - HOUR)}`]);
    expect(res.json().data).toEqual({ received: 1, scheduled: 0, ignored: 1 });
    expect(await requestOf('off@guest.test')).toHaveLength(0);
  });

  it('refuses a bad CSV with the lines to fix, translated, and stores nothing', async () => {
    await save();
    const res = await upload([
      `Good Guest,good@guest.test,en,Alpha,${iso(Date.now())}`,
      `Bad Mail,not-an-address,en,Alpha,${iso(Date.now())}`,
      `Nowhere,n@guest.test,de,Zulu,yesterday`,
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('visit_file_invalid');
    expect(res.json().details).toEqual([
      { line: 3, field: 'email' },
      { line: 4, field: 'language' },
      { line: 4, field: 'location' },
      { line: 4, field: 'visit_time' },
    ]);
    expect(await requestOf('good@guest.test')).toHaveLength(0);
    const noColumns = await t.call('POST', path('/visits'), { token: admin, body: 'a,b\n1,2' });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().code).toBe('visit_file_invalid');
  });

  it('waits the delay after the visit, then sends once, in the guest’s language', async () => {
    const visit = Date.now() - 2 * HOUR;
    const row = `Élodie Martin,elodie@guest.test,fr,Alpha,${iso(visit)}`;
    expect((await upload([row])).json().data).toMatchObject({ scheduled: 1 });
    // The same visit again is the same request.
    expect((await upload([row])).json().data).toMatchObject({ scheduled: 0, ignored: 1 });
    const [request] = await requestOf('elodie@guest.test');
    expect(request?.sendAfter.getTime()).toBe(visit + 24 * HOUR);
    expect(await sendRequest(deps(), request!.id, new Date(visit + 23 * HOUR))).toEqual({
      kind: 'none',
    });
    const sent = await sendRequest(deps(), request!.id, new Date(visit + 25 * HOUR));
    expect(sent.kind).toBe('sent');
    const [mail] = await mailTo('elodie@guest.test');
    expect(mail?.subject).toBe('Merci de votre visite chez Alpha');
    expect(mail?.textBody).toContain('Bonjour Élodie !');
    expect(mail?.textBody).toContain(`${t.config.publicUrl}/r/`);
    expect(mail?.textBody).toContain('Ne plus jamais recevoir');
    expect(mail).toMatchObject({ fromName: 'Maison', replyTo: 'hello@maison.test' });
    // No tracking pixel: the only images are none.
    expect(mail?.htmlBody).not.toMatch(/<img/i);
    const [after] = await requestOf('elodie@guest.test');
    expect(after).toMatchObject({ status: 'sent', email: null });
  });

  it('holds a request due in the quiet hours until they end (the restaurant’s clock)', async () => {
    await save({ quiet_start_hour: 21, quiet_end_hour: 9, delay_hours: 0 });
    const visit = Date.parse('2026-11-20T20:00:00Z');
    await t.database.db.insert(reviewRequests).values({
      restaurantId,
      locationId: t.fx.loc('Alpha').id,
      source: 'csv',
      visitKey: 'csv:quiet',
      email: 'quiet@guest.test',
      emailHash: emailHash(restaurantId, 'quiet@guest.test'),
      firstName: 'Quinn',
      lastName: 'Night',
      language: 'en',
      visitedAt: new Date(visit),
      sendAfter: new Date(visit),
    });
    const [request] = await requestOf('quiet@guest.test');
    const later = await sendRequest(deps(), request!.id, new Date('2026-11-20T23:30:00Z'));
    expect(later).toEqual({ kind: 'later', at: new Date('2026-11-21T09:00:00Z') });
    expect(await mailTo('quiet@guest.test')).toHaveLength(0);
    expect(await sendRequest(deps(), request!.id, new Date('2026-11-21T08:59:00Z'))).toEqual({
      kind: 'none',
    });
    expect((await sendRequest(deps(), request!.id, new Date('2026-11-21T09:00:00Z'))).kind).toBe(
      'sent',
    );
    await save({ delay_hours: 0 });
  });

  it('asks a guest at most once per period, whichever location they visit', async () => {
    const now = Date.now();
    await upload([
      `Sam Twice,twice@guest.test,en,Alpha,${iso(now - 3 * HOUR)}`,
      `Sam Twice,twice@guest.test,en,Bravo,${iso(now - 2 * HOUR)}`,
    ]);
    const [first, second] = await requestOf('twice@guest.test');
    expect((await sendRequest(deps(), first!.id)).kind).toBe('sent');
    expect(await sendRequest(deps(), second!.id)).toEqual({ kind: 'skipped', reason: 'period' });
    expect(await mailTo('twice@guest.test')).toHaveLength(1);
  });

  it('sends exactly once when two workers take the same requests at once', async () => {
    const now = Date.now();
    await upload([
      `Ada Race,race@guest.test,en,Alpha,${iso(now - 3 * HOUR)}`,
      `Ada Race,race@guest.test,en,Alpha,${iso(now - 2 * HOUR)}`,
    ]);
    const [a, b] = await requestOf('race@guest.test');
    const outcomes = await Promise.all([
      sendRequest(deps(), a!.id),
      sendRequest(deps(), a!.id),
      sendRequest(deps(), b!.id),
      sendRequest(deps(), b!.id),
    ]);
    expect(outcomes.filter((o) => o.kind === 'sent')).toHaveLength(1);
    expect(await mailTo('race@guest.test')).toHaveLength(1);
    // The request's own job and the minute's sweep, as two workers would run them.
    await upload([`Bo Twin,twin@guest.test,en,Alpha,${iso(now - HOUR)}`]);
    const [twin] = await requestOf('twin@guest.test');
    const context = { queue: t.jobs } as Parameters<typeof reviewRequestSendJob.handler>[2];
    await Promise.all([
      reviewRequestSendJob.handler({ requestId: twin!.id }, deps(), context),
      reviewRequestSweepJob.handler(null, deps(), context),
      reviewRequestSendJob.handler({ requestId: twin!.id }, deps(), context),
    ]);
    expect(await mailTo('twin@guest.test')).toHaveLength(1);
  });
});

describe('review requests: the guest’s links', () => {
  let token: string;
  beforeAll(async () => {
    await save({
      delay_hours: 0,
      links: [
        { label: 'Tripadvisor', url: 'https://tripadvisor.example/maison', location_id: null },
      ],
    });
    await upload([`Maya Roy,maya@guest.test,en,Alpha,${iso(Date.now() - HOUR)}`]);
    const [request] = await requestOf('maya@guest.test');
    expect((await sendRequest(deps(), request!.id)).kind).toBe('sent');
    const [mail] = await mailTo('maya@guest.test');
    token = tokenIn(mail!.textBody);
    expect(mail!.textBody).toContain(`Tripadvisor: ${t.config.publicUrl}/r/${token}/1`);
  });

  it('redirects only to the links stored with the request, and records the first click', async () => {
    const first = await t.call('GET', `/r/${token}/0`);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJ-alpha',
    );
    const [clicked] = await requestOf('maya@guest.test');
    expect(clicked?.clickedAt).not.toBeNull();
    expect((await t.call('GET', `/r/${token}/1`)).headers.location).toBe(
      'https://tripadvisor.example/maison',
    );
    const [again] = await requestOf('maya@guest.test');
    expect(again?.clickedAt).toEqual(clicked?.clickedAt);
    // No other link, no other address, no guessed token.
    expect((await t.call('GET', `/r/${token}/2`)).statusCode).toBe(404);
    expect((await t.call('GET', `/r/${token}/https%3A%2F%2Fevil.example`)).statusCode).toBe(400);
    expect((await t.call('GET', `/r/${token.slice(0, -2)}xx/0`)).statusCode).toBe(404);
  });

  it('counts the review the guest then wrote as converted, per location and period', async () => {
    const review = await createReview(t, { location: 'Alpha', authorName: 'Maya R.', rating: 2 });
    await matchConversions(t.database.db, [review.id]);
    await matchConversions(t.database.db, [review.id]);
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.call('GET', path(`/conversion?startDate=${today}&endDate=${today}`), {
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const alpha = res.json().data.locations.find((l: { name: string }) => l.name === 'Alpha');
    expect(alpha).toMatchObject({ converted: 1 });
    expect(alpha.clicked).toBeGreaterThanOrEqual(1);
    expect(res.json().data.total.sent).toBeGreaterThanOrEqual(alpha.sent);
    const manager = (await t.login('manager')).token;
    const scoped = await t.call(
      'GET',
      path(`/conversion?startDate=${today}&endDate=${today}&location_id=${t.fx.loc('Bravo').id}`),
      { token: manager },
    );
    // A location the Manager may not see looks absent.
    expect(scoped.statusCode).toBe(404);
    // A summary report freezes the same figures.
    const report = await t.call('POST', `/v1/restaurant/${restaurantId}/report/summary`, {
      token: admin,
      body: { startDate: today, endDate: today },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.data.review_requests.total).toEqual(res.json().data.total);
  });

  it('shows the opt-out page in the guest’s language and honours it for ever', async () => {
    const page = await t.call('GET', `/v1/review-request/opt-out/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop receiving review requests from Maison?');
    const done = await t.call('POST', `/v1/review-request/opt-out/${token}`);
    expect(done.body).toContain('will never send you a review request again');
    // The booking data (and so the address) is deleted; the opt-out outlives it.
    await eraseBookingGuests(t.database.db, restaurantId);
    const [guest] = await t.database.db
      .select()
      .from(reviewRequestGuests)
      .where(eq(reviewRequestGuests.emailHash, emailHash(restaurantId, 'MAYA@guest.test ')));
    expect(guest?.optedOutAt).not.toBeNull();
    await save({ delay_hours: 0, period_days: 1 });
    await upload([`Maya Roy,maya@guest.test,en,Bravo,${iso(Date.now() - 60_000)}`]);
    const [, next] = await requestOf('maya@guest.test');
    expect(await sendRequest(deps(), next!.id, new Date(Date.now() + 3 * 86_400_000))).toEqual({
      kind: 'skipped',
      reason: 'opted_out',
    });
    expect(await mailTo('maya@guest.test')).toHaveLength(1);
  });

  it('carries one-click unsubscribe headers to the SMTP server, and a one-click POST opts out with no page', async () => {
    await save({ delay_hours: 0, period_days: 1 });
    await upload([`Noah Click,noah@guest.test,en,Alpha,${iso(Date.now() - 60_000)}`]);
    const [request] = await requestOf('noah@guest.test');
    const publicUrl = 'https://reviews.maison.test';
    const sent = await sendRequest({ ...deps(), publicUrl }, request!.id, new Date());
    expect(sent.kind).toBe('sent');
    const [mail] = await mailTo('noah@guest.test');
    const optOutUrl = new RegExp(`${publicUrl}/v1/review-request/opt-out/([\\w-]+)`).exec(
      mail!.textBody,
    );
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${optOutUrl?.[0]}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const smtp = await startSmtpServer();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'Tableside <no-reply@test.dev>',
      outboxDir: '/nonexistent',
    });
    try {
      expect(await deliverEmail({ db: t.database.db, transport }, mail!.id)).toBe('sent');
      const raw = smtp.received.find((m) => m.to.includes('noah@guest.test'))?.raw ?? '';
      // Headers may be folded over lines (RFC 5322); a reader unfolds them.
      const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <${optOutUrl?.[0]}>`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      transport.close();
      await smtp.close();
    }
    // The mail client's POST (RFC 8058): form-encoded, no cookie, no page in answer.
    const click = await t.call('POST', `/v1/review-request/opt-out/${optOutUrl?.[1]}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(click.statusCode).toBe(200);
    expect(click.headers['content-type']).toContain('text/plain');
    const [guest] = await t.database.db
      .select()
      .from(reviewRequestGuests)
      .where(eq(reviewRequestGuests.emailHash, emailHash(restaurantId, 'noah@guest.test')));
    expect(guest?.optedOutAt).not.toBeNull();
  });

  it('keeps the headers out of an e-mail whose opt-out link is not https (RFC 8058)', async () => {
    await upload([`Lea Plain,lea@guest.test,en,Alpha,${iso(Date.now() - 60_000)}`]);
    const [request] = await requestOf('lea@guest.test');
    const publicUrl = 'http://127.0.0.1:3000';
    expect((await sendRequest({ ...deps(), publicUrl }, request!.id, new Date())).kind).toBe(
      'sent',
    );
    const [mail] = await mailTo('lea@guest.test');
    expect(mail?.headers).toBeNull();
    // The page's own button still posts an empty form and gets the page.
    const token = /opt-out\/([\w-]+)/.exec(mail!.textBody)?.[1];
    const done = await t.call('POST', `/v1/review-request/opt-out/${token}`, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.body).toContain('will never send you a review request again');
  });

  it('lists the requests without any guest address', async () => {
    const res = await t.call('GET', path('?limit=100'), { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('@guest.test');
    expect(res.json().data.some((r: { guest_name: string }) => r.guest_name === 'Maya Roy')).toBe(
      true,
    );
  });
});

describe('review requests: visits from the booking system and the webhook', () => {
  it('asks the guests of completed bookings, and forgets them with the booking data', async () => {
    await save({ delay_hours: 0, period_days: 30 });
    const start = (h: number) => iso(Date.now() - h * HOUR);
    const person = (first: string, email: string) => ({
      first_name: first,
      last_name: 'Booker',
      email,
      phone: '',
      language: 'fr',
    });
    fake.bookings.push(
      {
        id: 'b-done',
        start_time: start(3),
        party_size: 2,
        status: 'completed',
        venue: { name: 'Alpha' },
        person: person('Zoé', 'zoe@book.test'),
      },
      {
        id: 'b-unsent',
        start_time: start(4),
        party_size: 2,
        status: 'Finished',
        venue: { name: 'Bravo' },
        person: person('Yann', 'yann@book.test'),
      },
      {
        id: 'b-cancel',
        start_time: start(3),
        party_size: 2,
        status: 'cancelled',
        venue: { name: 'Alpha' },
        person: person('Cancel', 'cancel@book.test'),
      },
      {
        id: 'b-later',
        start_time: iso(Date.now() + 48 * HOUR),
        party_size: 2,
        status: 'confirmed',
        venue: { name: 'Alpha' },
        person: person('Later', 'later@book.test'),
      },
      {
        id: 'b-nowhere',
        start_time: start(3),
        party_size: 2,
        status: 'completed',
        venue: { name: 'Elsewhere' },
        person: person('Far', 'far@book.test'),
      },
    );
    const connect = await t.call('PUT', `/v1/restaurant/${restaurantId}/booking-account`, {
      token: admin,
      body: { email: 'owner@maison.example', token: 'booking-token-123' },
    });
    expect(connect.statusCode, connect.body).toBe(200);
    expect(await requestOf('cancel@book.test')).toHaveLength(0);
    expect(await requestOf('later@book.test')).toHaveLength(0);
    expect(await requestOf('far@book.test')).toHaveLength(0);
    const [zoe] = await requestOf('zoe@book.test');
    expect(zoe).toMatchObject({ source: 'booking', language: 'fr', firstName: 'Zoé' });
    expect((await sendRequest(deps(), zoe!.id)).kind).toBe('sent');
    expect(await mailTo('zoe@book.test')).toHaveLength(1);
    // Listing the bookings again schedules nothing more.
    await t.call('GET', `/v1/restaurant/${restaurantId}/booking`, { token: admin });
    expect(await requestOf('zoe@book.test')).toHaveLength(1);
    await t.call('DELETE', `/v1/restaurant/${restaurantId}/booking-account`, { token: admin });
    const [erased] = await requestOf('zoe@book.test');
    // Sent and counted, but the guest is gone: no name, no address, not even in the outbox.
    expect(erased).toMatchObject({ email: null, firstName: '', lastName: '', status: 'sent' });
    expect(erased?.guestErasedAt).not.toBeNull();
    expect(await mailTo('zoe@book.test')).toHaveLength(0);
    const [unsent] = await requestOf('yann@book.test');
    expect(unsent).toMatchObject({ email: null, status: 'skipped', skipReason: 'erased' });
  });

  it('reads the booking system every quarter hour for restaurants that ask for reviews', async () => {
    const connect = await t.call('PUT', `/v1/restaurant/${restaurantId}/booking-account`, {
      token: admin,
      body: { email: 'owner@maison.example', token: 'booking-token-123' },
    });
    expect(connect.statusCode).toBe(200);
    fake.bookings.push({
      id: 'b-job',
      start_time: iso(Date.now() - HOUR),
      party_size: 4,
      status: 'completed',
      venue: { name: 'Charlie' },
      person: { first_name: 'Jo', last_name: 'Later', email: 'jo@book.test', phone: '' },
    });
    const { db, secrets, operatorFetch } = t.container;
    const deps = { db, secrets, operatorFetch, bookingApiBase: t.config.bookingApiBase };
    const context = { queue: t.jobs } as Parameters<typeof bookingVisitsJob.handler>[2];
    await bookingVisitsJob.handler(null, deps, context);
    await bookingVisitsJob.handler(null, deps, context);
    const [jo] = await requestOf('jo@book.test');
    expect(jo).toMatchObject({ source: 'booking', status: 'scheduled', language: 'en' });
    expect(await requestOf('jo@book.test')).toHaveLength(1);
  });

  it('takes visits from a signed webhook and refuses a bad signature', async () => {
    const secret = (
      await t.call('POST', `/v1/restaurant/${restaurantId}/ingest-secret`, { token: admin })
    ).json().data.secret as string;
    const body = JSON.stringify({
      visits: [
        {
          visit_id: 'pos-1',
          first_name: 'Hook',
          last_name: 'Guest',
          email: 'hook@guest.test',
          language: 'en',
          location_id: t.fx.loc('Bravo').id,
          visited_at: iso(Date.now() - HOUR),
        },
      ],
    });
    const ts = String(Math.floor(Date.now() / 1000));
    const headers = (signature: string) => ({
      'content-type': 'application/json',
      'x-tableside-restaurant': restaurantId,
      'x-tableside-timestamp': ts,
      'x-tableside-signature': signature,
    });
    const forged = await t.call('POST', '/v1/review-request/visits', {
      body,
      headers: headers(signBody('not-the-secret', ts, body)),
    });
    expect(forged.statusCode).toBe(401);
    expect(await requestOf('hook@guest.test')).toHaveLength(0);
    const res = await t.call('POST', '/v1/review-request/visits', {
      body,
      headers: headers(signBody(secret, ts, body)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ received: 1, scheduled: 1, ignored: 0 });
    const stray = JSON.stringify({
      visits: [
        { ...JSON.parse(body).visits[0], visit_id: 'pos-2', location_id: t.fx.loc('Other One').id },
      ],
    });
    const refused = await t.call('POST', '/v1/review-request/visits', {
      body: stray,
      headers: headers(signBody(secret, ts, stray)),
    });
    expect(refused.statusCode).toBe(400);
  });
});
