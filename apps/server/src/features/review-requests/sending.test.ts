import { describe, expect, it } from 'vitest';
import { reviewRequests } from '../../db/schema.ts';
import { reviewRequestSendJob, reviewRequestSweepJob } from './jobs.ts';
import { emailHash } from './guest-keys.ts';
import { sendRequest } from './send.ts';
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
  upload,
  useReviewRequestsApp,
} from '../../test/review-requests-setup.ts';

/** Visits from a CSV and the sending of their requests: the delay, quiet hours, period and races. */
useReviewRequestsApp();

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
