import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewRequestGuests } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { matchConversions } from './conversion-match.ts';
import { emailHash } from './guest-keys.ts';
import { sendRequest } from './send.ts';
import { deliverEmail } from '../../email/outbox.ts';
import { createMailTransport } from '../../email/transport.ts';
import { startSmtpServer } from '../../test/fakes/smtp-server.ts';
import { eraseBookingGuests } from './visits.ts';
import {
  admin,
  deps,
  HOUR,
  iso,
  mailTo,
  path,
  requestOf,
  restaurantId,
  save,
  t,
  tokenIn,
  upload,
  useReviewRequestsApp,
} from '../../test/review-requests-setup.ts';

/** What a guest does with a request: its links, the review that follows, and opting out. */
useReviewRequestsApp();

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
