import { describe, expect, it } from 'vitest';
import { signBody } from '../ingest/signature.ts';
import { bookingVisitsJob } from '../reservations/jobs.ts';
import { sendRequest } from './send.ts';
import {
  admin,
  deps,
  fake,
  HOUR,
  iso,
  mailTo,
  requestOf,
  restaurantId,
  save,
  t,
  useReviewRequestsApp,
} from '../../test/review-requests-setup.ts';

/** Visits from the booking system and from a signed webhook. */
useReviewRequestsApp();

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
