import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, notExists, sql } from 'drizzle-orm';
import {
  addDays,
  formatRange,
  isoWeekday,
  previousPeriod,
  todayIn,
  type DateLanguage,
} from '@tableside/domain/date-ranges';
import type { TReviewMetrics } from '@tableside/domain/schemas/analytics';
import type { Db } from '../../db/client.ts';
import { restaurants, roles, userRoles, users, weeklyReportOptouts } from '../../db/schema.ts';
import { queueEmail } from '../../email/outbox.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { metricsFor } from './service.ts';

export type WeeklyDeps = { db: Db; jobs: JobQueue; publicUrl: string; secret: string };

const sign = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`weekly-report-unsubscribe:${userId}`).digest('base64url');

export const unsubscribeUrl = (deps: Pick<WeeklyDeps, 'publicUrl' | 'secret'>, userId: string) =>
  `${deps.publicUrl}/v1/report/weekly/unsubscribe?user=${userId}&sig=${sign(deps.secret, userId)}`;

/** The unsubscribe link's target: a valid signature opts the user out, once and for good. */
export async function unsubscribe(
  db: Db,
  secret: string,
  q: { user: string; sig: string },
): Promise<void> {
  const expected = Buffer.from(sign(secret, q.user));
  const given = Buffer.from(q.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('validation_failed', 'This unsubscribe link is not valid', {
      details: [{ field: 'sig' }],
    });
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, q.user));
  if (!user) throw new AppError('not_found', 'User not found');
  await db.insert(weeklyReportOptouts).values({ userId: q.user }).onConflictDoNothing();
}

const TEXT = {
  en: {
    subject: (name: string, range: string) => `Weekly report – ${name} – ${range}`,
    intro: (range: string, before: string) =>
      `Your reviews from ${range}, compared with ${before}.`,
    total: 'Reviews',
    average: 'Average rating',
    positive: 'Positive rate',
    negative: 'Negative reviews',
    before: 'the week before',
    locations: 'By location',
    open: 'Open your dashboard',
    stop: 'Stop these e-mails',
  },
  fr: {
    subject: (name: string, range: string) => `Rapport hebdomadaire – ${name} – ${range}`,
    intro: (range: string, before: string) => `Vos avis du ${range}, comparés au ${before}.`,
    total: 'Avis',
    average: 'Note moyenne',
    positive: 'Taux d’avis positifs',
    negative: 'Avis négatifs',
    before: 'la semaine précédente',
    locations: 'Par établissement',
    open: 'Ouvrir votre tableau de bord',
    stop: 'Ne plus recevoir ces e-mails',
  },
} as const;

const number = (lang: DateLanguage, value: number | null, digits = 0) =>
  value === null
    ? '–'
    : new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);

/** The weekly report's text in the recipient's language. */
export function weeklyEmail(
  lang: DateLanguage,
  restaurantName: string,
  m: TReviewMetrics,
  links: { dashboard: string; unsubscribe: string },
): { subject: string; text: string } {
  const w = TEXT[lang];
  const range = formatRange(m, lang);
  const figure = (label: string, now: string, was: string) =>
    `${label}: ${now} (${w.before}: ${was})`;
  const lines = [
    w.intro(formatRange(m, lang, 'full'), formatRange(m.comparison, lang, 'full')),
    '',
    figure(w.total, number(lang, m.totalReviews), number(lang, m.comparison.totalReviews)),
    figure(
      w.average,
      number(lang, m.averageRating, 1),
      number(lang, m.comparison.averageRating, 1),
    ),
    figure(
      w.positive,
      `${number(lang, m.positiveRate, 1)} %`,
      `${number(lang, m.comparison.positiveRate, 1)} %`,
    ),
    figure(w.negative, number(lang, m.negativeReviews), number(lang, m.comparison.negativeReviews)),
    '',
    `${w.locations}:`,
    ...m.locationStats.map(
      (l) =>
        `- ${l.locationName}: ${number(lang, l.totalReviews)} · ${number(lang, l.avgRating, 1)}`,
    ),
    '',
    `${w.open}: ${links.dashboard}`,
    `${w.stop}: ${links.unsubscribe}`,
  ];
  return { subject: w.subject(restaurantName, range), text: `${lines.join('\n')}\n` };
}

/**
 * Queues the weekly report for every restaurant whose report day it is in its own time zone:
 * the seven days before today against the seven before those, to each enabled Admin who has
 * not unsubscribed, in their language. Run hourly; the outbox's key makes it once a day.
 */
export async function sendWeeklyReports(deps: WeeklyDeps, now = new Date()): Promise<number> {
  const all = await deps.db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      timezone: restaurants.timezone,
      day: restaurants.weeklyReportDay,
    })
    .from(restaurants);
  let queued = 0;
  for (const r of all) {
    const today = todayIn(r.timezone, now);
    if (isoWeekday(today) !== r.day) continue;
    const current = { startDate: addDays(today, -7), endDate: addDays(today, -1) };
    const admins = await deps.db
      .select({
        id: users.id,
        email: users.email,
        language: users.language,
        locationIds: sql<
          string[] | null
        >`(select array_agg(ul.location_id) from user_locations ul where ul.user_id = ${users.id})`,
      })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(
          eq(users.restaurantId, r.id),
          eq(users.enabled, true),
          eq(roles.name, 'Admin'),
          notExists(
            deps.db
              .select({ one: sql`1` })
              .from(weeklyReportOptouts)
              .where(eq(weeklyReportOptouts.userId, users.id)),
          ),
        ),
      );
    for (const admin of admins) {
      const lang: DateLanguage = admin.language === 'fr' ? 'fr' : 'en';
      const metrics = await metricsFor(
        deps.db,
        {
          restaurantId: r.id,
          timezone: r.timezone,
          locationIds: admin.locationIds,
          verified: true,
        },
        { preset: 'custom', current, comparison: previousPeriod(current) },
      );
      const email = weeklyEmail(lang, r.name, metrics, {
        dashboard: `${deps.publicUrl}/${lang}/dashboard/home`,
        unsubscribe: unsubscribeUrl(deps, admin.id),
      });
      const result = await queueEmail(deps, {
        dedupeKey: `weekly-report:${r.id}:${today}:${admin.id}`,
        kind: 'weekly_report',
        restaurantId: r.id,
        to: admin.email,
        ...email,
      });
      if (result.queued) queued += 1;
    }
  }
  return queued;
}
