import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, restaurants, trialReminders, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { reminderDue, sendTrialReminders } from './trial-reminders.ts';

const DAY = 86_400_000;
let t: TestApp;
let growth: string;

beforeAll(async () => {
  t = await createTestApp();
  growth = t.fx.restaurants.growth.id;
  await t.database.db
    .update(users)
    .set({ language: 'fr' })
    .where(eq(users.id, t.fx.users.growthAdmin.id));
});
afterAll(() => t.close());

const run = (now: Date) =>
  sendTrialReminders({ db: t.database.db, jobs: t.jobs, publicUrl: 'https://app.test' }, now);
const reminders = () =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'trial_reminder'));

describe('trial reminders', () => {
  it('picks the nearest reminder whose moment has come', () => {
    const end = new Date('2026-12-08T12:00:00Z');
    expect(reminderDue(end, new Date(end.getTime() - 8 * DAY))).toBeNull();
    expect(reminderDue(end, new Date(end.getTime() - 7 * DAY))).toBe(7);
    expect(reminderDue(end, new Date(end.getTime() - 2 * DAY))).toBe(7);
    expect(reminderDue(end, new Date(end.getTime() - DAY + 1))).toBe(1);
    expect(reminderDue(end, end)).toBeNull();
  });

  it('e-mails the Admins 7 and 1 days before the end, in their language, exactly once', async () => {
    const endsAt = new Date(Date.now() + 20 * DAY);
    await t.database.db
      .update(restaurants)
      .set({ trialEndsAt: endsAt })
      .where(eq(restaurants.id, growth));
    expect(await run(new Date(endsAt.getTime() - 10 * DAY))).toBe(0);

    const sevenBefore = new Date(endsAt.getTime() - 7 * DAY + 60_000);
    // Two workers at once and a later hourly run: one e-mail.
    const counts = await Promise.all([run(sevenBefore), run(sevenBefore)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await run(new Date(sevenBefore.getTime() + 3_600_000))).toBe(0);
    let sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ toAddress: 'growthadmin@test.dev', restaurantId: growth });
    expect(sent[0]?.subject).toBe(
      'Votre essai du forfait Growth se termine dans 7 jours – Growth Co',
    );
    expect(sent[0]?.textBody).toContain('https://app.test/fr/dashboard/administration#plan');
    expect(sent[0]?.textBody).toMatch(/se termine le \d{1,2}(er)? \p{L}+ \d{4}\./u);

    const dayBefore = new Date(endsAt.getTime() - DAY + 60_000);
    expect(await run(dayBefore)).toBe(1);
    expect(await run(dayBefore)).toBe(0);
    sent = await reminders();
    expect(sent.map((e) => e.subject)).toContain(
      'Votre essai du forfait Growth se termine demain – Growth Co',
    );
    // Nothing after the end, nor for the other restaurants (not on trial).
    expect(await run(new Date(endsAt.getTime() + DAY))).toBe(0);
    const rows = await t.database.db.select().from(trialReminders);
    expect(rows.map((r) => r.daysBefore).sort()).toEqual([1, 7]);
  });

  it('an extended trial gets its own reminders; a converted one none', async () => {
    const endsAt = new Date(Date.now() + 40 * DAY);
    await t.database.db
      .update(restaurants)
      .set({ trialEndsAt: endsAt })
      .where(eq(restaurants.id, growth));
    expect(await run(new Date(endsAt.getTime() - 6 * DAY))).toBe(1);
    const later = new Date(Date.now() + 60 * DAY);
    await t.database.db
      .update(restaurants)
      .set({ trialEndsAt: later, trialConvertedAt: new Date() })
      .where(eq(restaurants.id, growth));
    expect(await run(new Date(later.getTime() - 6 * DAY))).toBe(0);
  });
});
