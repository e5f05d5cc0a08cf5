import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  TRIAL_REMINDER_DAYS,
  trialDaysLeft,
  type TrialReminderDays,
} from '@tableside/domain/trial';
import { formatDay, todayIn } from '@tableside/domain/date-ranges';
import type { Db } from '../../db/client.ts';
import {
  restaurants,
  roles,
  subscriptionTiers,
  trialReminders,
  userRoles,
  users,
} from '../../db/schema.ts';
import { enqueueDelivery, insertEmail } from '../../email/outbox.ts';
import { defineJob, ZNoPayload } from '../../jobs/define-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';

const DAY_MS = 86_400_000;

type Lang = 'en' | 'fr';

/** The last day in the restaurant's calendar, written out ("December 8, 2026", « 8 décembre 2026 »). */
const dateIn = (lang: Lang, d: Date, timezone: string) =>
  formatDay(todayIn(timezone, d), lang, 'full');

/** The reminder in the Admin's language (docs/product/plans-and-roles.md#free-trial). */
export function trialReminderEmail(
  lang: Lang,
  o: {
    restaurant: string;
    plan: string | null;
    endsAt: Date;
    timezone: string;
    daysLeft: number;
    link: string;
  },
): { subject: string; text: string } {
  const plan = o.plan ?? 'Tableside';
  if (lang === 'fr') {
    const left = o.daysLeft === 1 ? 'demain' : `dans ${o.daysLeft} jours`;
    return {
      subject: `Votre essai du forfait ${plan} se termine ${left} – ${o.restaurant}`,
      text: `Bonjour,\n\nL’essai gratuit du forfait ${plan} pour ${o.restaurant} se termine le ${dateIn('fr', o.endsAt, o.timezone)}.\nEnsuite, le restaurant passe en lecture seule : les avis continuent d’arriver et d’être analysés, mais plus aucune réponse n’est rédigée, approuvée ni publiée.\n\nPour garder votre forfait, demandez-le depuis l’administration :\n${o.link}\n`,
    };
  }
  const left = o.daysLeft === 1 ? 'tomorrow' : `in ${o.daysLeft} days`;
  return {
    subject: `Your ${plan} trial ends ${left} – ${o.restaurant}`,
    text: `Hello,\n\nThe free ${plan} trial of ${o.restaurant} ends on ${dateIn('en', o.endsAt, o.timezone)}.\nAfter that the restaurant becomes read-only: reviews keep arriving and being analysed, but no reply is drafted, approved or posted.\n\nTo keep your plan, ask for it from the administration screen:\n${o.link}\n`,
  };
}

/** The reminder due now: the nearest of 7 and 1 days whose moment has come, if any. */
export function reminderDue(endsAt: Date, now: Date): TrialReminderDays | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const due = TRIAL_REMINDER_DAYS.filter((d) => left <= d * DAY_MS);
  return due.length ? (Math.min(...due) as TrialReminderDays) : null;
}

/**
 * E-mails every enabled Admin of each restaurant whose trial ends within 7 days, then within 1
 * day. The `trial_reminders` row and the outbox rows are written in one transaction, and the row's
 * key (restaurant, end, days) makes a second run, a second worker or a crash send nothing twice;
 * the outbox sweep delivers what a crash left queued. An extended trial has a new end, so its own
 * reminders. Answers how many e-mails it queued.
 */
export async function sendTrialReminders(
  deps: { db: Db; jobs: JobQueue; publicUrl: string },
  now = new Date(),
): Promise<number> {
  const open = await deps.db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      endsAt: restaurants.trialEndsAt,
      timezone: restaurants.timezone,
      plan: subscriptionTiers.name,
    })
    .from(restaurants)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(and(isNull(restaurants.trialConvertedAt), gt(restaurants.trialEndsAt, now)));
  const queued: string[] = [];
  for (const r of open) {
    if (!r.endsAt) continue;
    const endsAt = r.endsAt;
    const days = reminderDue(endsAt, now);
    if (days === null) continue;
    const ids = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(trialReminders)
        .values({ restaurantId: r.id, trialEndsAt: endsAt, daysBefore: days })
        .onConflictDoNothing()
        .returning({ id: trialReminders.restaurantId });
      if (!claimed) return [];
      const admins = await tx
        .select({ id: users.id, email: users.email, language: users.language })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(users.restaurantId, r.id), eq(users.enabled, true), eq(roles.name, 'Admin')));
      const out: string[] = [];
      for (const admin of admins) {
        const lang: Lang = admin.language === 'fr' ? 'fr' : 'en';
        const email = trialReminderEmail(lang, {
          restaurant: r.name,
          plan: r.plan,
          endsAt,
          timezone: r.timezone,
          daysLeft: trialDaysLeft(endsAt, now),
          link: `${deps.publicUrl}/${lang}/dashboard/administration#plan`,
        });
        const id = await insertEmail(tx, {
          dedupeKey: `trial-reminder:${r.id}:${endsAt.toISOString()}:${days}:${admin.id}`,
          kind: 'trial_reminder',
          restaurantId: r.id,
          to: admin.email,
          ...email,
        });
        if (id) out.push(id);
      }
      return out;
    });
    queued.push(...ids);
  }
  for (const id of queued) await enqueueDelivery(deps.jobs, id);
  return queued.length;
}

/** Hourly: a reminder goes out within the hour its moment comes. */
export const trialReminderJob = defineJob({
  name: 'trial.reminders',
  schema: ZNoPayload,
  cron: '17 * * * *',
  handler: (_payload, deps: { db: Db; publicUrl: string }, { queue }) =>
    sendTrialReminders({ db: deps.db, jobs: queue, publicUrl: deps.publicUrl }),
});
