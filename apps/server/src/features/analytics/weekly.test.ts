import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sendWeeklyReports } from './weekly.ts';

let t: TestApp;
const deps = () => ({
  db: t.database.db,
  jobs: t.jobs,
  publicUrl: 'https://app.tableside.test',
  secret: t.config.jwtSecret,
});
const outbox = async () =>
  (
    await t.database.execute(
      `select to_address, subject, text_body from email_outbox where kind = 'weekly_report' order by created_at`,
    )
  ).rows as { to_address: string; subject: string; text_body: string }[];

beforeAll(async () => {
  t = await createTestApp();
  // Maison reports on Tuesdays; the others keep Monday.
  await t.database.execute(`update restaurants set weekly_report_day = 2 where id = $1`, [
    t.fx.restaurants.maison.id,
  ]);
});
afterAll(() => t.close());

describe('the weekly report e-mail', () => {
  it('goes once to the Admins of restaurants whose report day it is, with the week’s figures', async () => {
    // Tuesday 6 Oct 2026, 11:00 in Toronto: the week is 29 Sep – 5 Oct, holding the fixture's
    // four Maison reviews (5, 1, 4 and 2 stars).
    const tuesday = new Date('2026-10-06T15:00:00Z');
    expect(await sendWeeklyReports(deps(), tuesday)).toBe(1);
    expect(await sendWeeklyReports(deps(), new Date('2026-10-06T20:00:00Z'))).toBe(0);
    const [mail] = await outbox();
    expect(mail?.to_address).toBe('admin@test.dev');
    expect(mail?.subject).toBe('Weekly report – Maison – Sep 29, 2026 – Oct 05, 2026');
    expect(mail?.text_body).toContain('Reviews: 4 (the week before: 0)');
    expect(mail?.text_body).toContain('Average rating: 3.0');
    expect(mail?.text_body).toContain('- Alpha: 2 · 3.0');
    expect(mail?.text_body).toContain('https://app.tableside.test/en/dashboard/home');
    // Monday is the other restaurants' day, not Maison's.
    expect(await sendWeeklyReports(deps(), new Date('2026-10-12T15:00:00Z'))).toBe(2);
    const recipients = (await outbox()).map((m) => m.to_address).sort();
    expect(recipients).toEqual(['admin@test.dev', 'growthadmin@test.dev', 'otheradmin@test.dev']);
  });

  it('speaks the recipient’s language and stops after the unsubscribe link', async () => {
    await t.database.execute(`update users set language = 'fr' where id = $1`, [
      t.fx.users.admin.id,
    ]);
    expect(await sendWeeklyReports(deps(), new Date('2026-10-13T15:00:00Z'))).toBe(1);
    const mail = (await outbox()).filter((m) => m.to_address === 'admin@test.dev').at(-1);
    expect(mail?.subject).toBe('Rapport hebdomadaire – Maison – 06 oct. 2026 – 12 oct. 2026');
    expect(mail?.text_body).toContain('Avis: 0 (la semaine précédente: 4)');
    const link = /https:\/\/app\.tableside\.test(\/v1\/report\/weekly\/unsubscribe\?\S+)/.exec(
      mail?.text_body ?? '',
    )?.[1] as string;

    const forged = await t.call('GET', link.replace(/sig=[^&]+/, 'sig=forged'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().status).toBe('error');
    const res = await t.call('GET', link);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('no longer receive');
    expect(await sendWeeklyReports(deps(), new Date('2026-10-20T15:00:00Z'))).toBe(0);
  });
});
