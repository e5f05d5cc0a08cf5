import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSettings, alerts, emailOutbox, users } from '../../db/schema.ts';
import { deliverEmail, emailSendJob, MAX_ATTEMPTS } from '../../email/outbox.ts';
import { sweepOutbox } from '../../email/sweep.ts';
import { configuredMailTransport, createMailTransport } from '../../email/transport.ts';
import { startJobWorkers } from '../../jobs/start-job-workers.ts';
import { QUEUES } from '../../workers.ts';
import { startSmtpServer } from '../../test/fakes/smtp-server.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { waitFor, waitForQueuesIdle } from '../../test/wait.ts';
import { emailDueAlerts, type AlertEmailDeps } from './email.ts';
import { renderAlertEmail } from './email-template.ts';
import { alertEmailJob, alertRaiseJob } from './jobs.ts';
import { raiseBadReviewAlerts } from './service.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mail: AlertEmailDeps;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  mail = { db: t.database.db, jobs: t.jobs, publicUrl: t.config.publicUrl };
  const { fx } = t;
  await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, fx.users.boh.id));
  await t.database.db.insert(alertSettings).values([
    {
      userId: fx.users.boh.id,
      restaurantId: fx.restaurants.maison.id,
      email: 'cuisine@maison.test',
      emailAlertsEnabled: true,
    },
    {
      userId: fx.users.admin.id,
      restaurantId: fx.restaurants.maison.id,
      email: 'owner@maison.test',
      emailAlertsEnabled: true,
      digest: 'hourly',
    },
  ]);
  await startJobWorkers(t.jobs, [emailSendJob], {
    db: t.database.db,
    transport: configuredMailTransport(t.config),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function badReview(location: string, text: string) {
  const row = await createReview(t, {
    location,
    authorName: 'Maya',
    rating: 1,
    text,
    reviewDate: new Date('2026-11-20T19:00:00Z'),
  });
  return row.id;
}

const mailsAbout = (text: string) => smtp.received.filter((m) => m.raw.includes(text));
const delivered = (text: string, count = 1) =>
  waitFor(
    () => mailsAbout(text),
    (mails) => mails.length >= count,
    { timeoutMs: 10_000 },
  );
const outboxOf = async (userEmail: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, userEmail));

describe('alert e-mails', () => {
  it('e-mails an immediate alert once, in the recipient’s language, with a link', async () => {
    await startJobWorkers(t.jobs, [alertRaiseJob, alertEmailJob], {
      db: t.database.db,
      publicUrl: t.config.publicUrl,
    });
    const reviewId = await badReview('Bravo', 'Soupe froide numero un');
    await t.jobs.boss.send('alert.raise', { reviewIds: [reviewId] });
    const mails = await delivered('Soupe froide numero un');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(['cuisine@maison.test']);
    const body = mails[0]?.text ?? '';
    expect(body).toContain('Un client a laissé une note basse à Bravo.');
    expect(body).toContain('Bravo');
    // BOH does not reply to guests: the link opens the alerts screen.
    expect(body).toContain(`${t.config.publicUrl}/fr/dashboard/alerts`);

    // A retried raise, the minute sweep, and another sweep later: still one e-mail.
    await raiseBadReviewAlerts(mail, [reviewId]);
    await emailDueAlerts(mail);
    await emailDueAlerts(mail);
    await waitForQueuesIdle(t.database, [QUEUES.alertRaise, QUEUES.emailSend]);
    expect(mailsAbout('Soupe froide numero un')).toHaveLength(1);
  });

  it('groups an hourly user’s alerts into one digest once the oldest is an hour old', async () => {
    const a = await badReview('Charlie', 'Digest first');
    const b = await badReview('Charlie', 'Digest second');
    await raiseBadReviewAlerts(mail, [a, b]);
    const before = (await outboxOf('owner@maison.test')).length;
    await emailDueAlerts(mail);
    expect(await outboxOf('owner@maison.test')).toHaveLength(before);
    await emailDueAlerts(mail, null, new Date(Date.now() + 61 * 60_000));
    const rows = await outboxOf('owner@maison.test');
    expect(rows).toHaveLength(before + 1);
    const digest = rows.find((r) => r.textBody.includes('Digest first'));
    expect(digest?.textBody).toContain('Digest second');
    expect(digest?.subject).toMatch(/new bad reviews/);
    // Admins reply: each review links straight to its reply.
    expect(digest?.textBody).toContain(`/en/dashboard/reviews?review=${a}`);
  });

  it('sends an alert a crash left between raising and queueing, once', async () => {
    const reviewId = await badReview('Bravo', 'Crash before queue');
    // The process died right after raising: the alert waits, e-mail pending, nothing queued.
    await raiseBadReviewAlerts({ db: t.database.db }, [reviewId]);
    expect(mailsAbout('Crash before queue')).toHaveLength(0);
    await Promise.all([emailDueAlerts(mail), emailDueAlerts(mail)]);
    expect(await delivered('Crash before queue')).toHaveLength(1);
  });

  it('delivers an e-mail whose sender died mid-send once, after the restart', async () => {
    const reviewId = await badReview('Bravo', 'Restart during send');
    await raiseBadReviewAlerts({ db: t.database.db }, [reviewId]);
    // Queue it, then leave the row as a worker that crashed mid-delivery leaves it: claimed,
    // its lease run out, its job gone.
    await t.jobs.boss.offWork('email.send');
    await emailDueAlerts(mail);
    const [row] = (await outboxOf('cuisine@maison.test')).filter((r) =>
      r.textBody.includes('Restart during send'),
    );
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, row?.id as string));
    await t.database.execute(`delete from pgboss.job where name = 'email.send'`);
    // The restarted process: its worker and the minute sweep.
    await startJobWorkers(t.jobs, [emailSendJob], {
      db: t.database.db,
      transport: configuredMailTransport(t.config),
    });
    expect(await sweepOutbox(mail)).toBeGreaterThanOrEqual(1);
    await sweepOutbox(mail);
    expect(await delivered('Restart during send')).toHaveLength(1);
    await waitForQueuesIdle(t.database, [QUEUES.emailSend]);
    expect(mailsAbout('Restart during send')).toHaveLength(1);
    const [after] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, row?.id as string));
    expect(after?.status).toBe('sent');
  });

  it('keeps a refused alert e-mail with the reason, then shows it failed', async () => {
    await t.jobs.boss.offWork('email.send');
    const reviewId = await badReview('Bravo', 'Refused by the server');
    await raiseBadReviewAlerts({ db: t.database.db }, [reviewId]);
    await emailDueAlerts(mail);
    const [row] = (await outboxOf('cuisine@maison.test')).filter((r) =>
      r.textBody.includes('Refused by the server'),
    );
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'a@b.c', outboxDir: '' });
    smtp.state.refuse = true;
    for (let i = 1; i < MAX_ATTEMPTS; i++)
      await expect(
        deliverEmail({ db: t.database.db, transport }, row?.id as string),
      ).rejects.toThrow();
    expect(await deliverEmail({ db: t.database.db, transport }, row?.id as string)).toBe('failed');
    smtp.state.refuse = false;
    transport.close();
    const [after] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, row?.id as string));
    expect(after).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(after?.lastError).toMatch(/Mailbox busy/);
  });

  it('lets go of alerts of a user who turned e-mail off', async () => {
    await t.database.db
      .update(alertSettings)
      .set({ emailAlertsEnabled: false })
      .where(eq(alertSettings.userId, t.fx.users.boh.id));
    const reviewId = await badReview('Bravo', 'After opting out');
    await t.database.db.insert(alerts).values({
      restaurantId: t.fx.restaurants.maison.id,
      userId: t.fx.users.boh.id,
      reviewId,
      emailState: 'pending',
    });
    await emailDueAlerts(mail);
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.reviewId, reviewId));
    expect(row?.emailState).toBe('skipped');
  });
});

describe('the embedded default', () => {
  it('keeps the e-mail in DATA_DIR/outbox and prints it to the log', async () => {
    const lines: string[] = [];
    const outboxDir = join(t.config.dataDir, 'outbox-log-test');
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'a@b.c',
      outboxDir,
      log: (line) => lines.push(line),
    });
    await transport.send({
      to: 'owner@maison.test',
      subject: 'New 1-star review at Alpha',
      text: 'x',
      messageId: '<m1@tableside>',
    });
    transport.close();
    expect(readdirSync(outboxDir)).toHaveLength(1);
    expect(lines).toEqual([
      expect.stringContaining('owner@maison.test: "New 1-star review at Alpha"'),
    ]);
  });
});

describe('alert e-mail template', () => {
  const review = {
    kind: 'bad_review' as const,
    by: null,
    rating: 2,
    authorName: null,
    text: 'Slow <service>',
    locationName: 'Plateau',
    reviewDate: new Date('2026-11-20T19:00:00Z'),
    link: 'https://app.test/en/dashboard/reviews?review=r1&location=l1',
  };
  const base = {
    restaurantName: 'Maison',
    timezone: 'America/Toronto',
    reviews: [review],
    settingsLink: 'https://app.test/en/dashboard/alerts',
  };
  it('writes English with the rating, location, text and reply link, HTML escaped', () => {
    const out = renderAlertEmail({ ...base, language: 'en' });
    expect(out.subject).toBe('New 2-star review at Plateau');
    expect(out.text).toContain('2 out of 5 stars · Plateau');
    expect(out.text).toContain('A guest: Slow <service>');
    expect(out.text).toContain(`Reply now: ${review.link}`);
    expect(out.html).toContain('Slow &#60;service&#62;');
  });
  it('writes French with French dates', () => {
    const out = renderAlertEmail({ ...base, language: 'fr' });
    expect(out.subject).toBe('Nouvel avis 2 étoiles à Plateau');
    expect(out.text).toContain('Un client: Slow <service>');
    expect(out.text).toContain('20 nov. 2026');
    expect(out.text).toContain('Répondre maintenant');
  });
  it('says who assigned or mentioned, in each language', () => {
    const assigned = { ...review, kind: 'assigned' as const, by: 'Ana Roy' };
    const en = renderAlertEmail({ ...base, language: 'en', reviews: [assigned] });
    expect(en.subject).toBe('A review at Plateau is assigned to you');
    expect(en.text).toContain('Assigned to you by Ana Roy.');
    expect(en.text).toContain(`Open the review: ${review.link}`);
    const mention = { ...review, kind: 'mention' as const, by: 'Ana Roy' };
    const fr = renderAlertEmail({ ...base, language: 'fr', reviews: [mention, review] });
    expect(fr.subject).toBe('2 nouvelles notifications pour Maison');
    expect(fr.text).toContain('Ana Roy vous a mentionné dans une note interne.');
  });
});
