import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ZEnterpriseQuote,
  ZNewsletterSignup,
  ZOnboardingSubmission,
} from '@tableside/domain/schemas/public-leads';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { leads, onboardingSubmissions, subscriptionTiers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Submissions per form per address per hour: enough for a team behind one office address, too
 * few to flood the super-admin's list. Counted in the database, so every API process shares it.
 */
export const PUBLIC_FORM_LIMIT = { perHour: 5, windowSeconds: 3600 } as const;

/** Signed-out reads (tier list, public config): generous for people, a ceiling for scrapers. */
export const PUBLIC_READ_LIMIT = { perMinute: 120, windowSeconds: 60 } as const;

export async function limitPublicRead(db: Db, read: 'tiers' | 'config' | 'places', ip: string) {
  await hitRateLimit(
    db,
    `public-read:${read}:${ip}`,
    PUBLIC_READ_LIMIT.perMinute,
    PUBLIC_READ_LIMIT.windowSeconds,
  );
}

export type PublicForm = 'onboarding' | 'enterprise_quote' | 'newsletter';

async function limitPerAddress(db: Db, form: PublicForm, ip: string) {
  await hitRateLimit(
    db,
    `public:${form}:${ip}`,
    PUBLIC_FORM_LIMIT.perHour,
    PUBLIC_FORM_LIMIT.windowSeconds,
  );
}

type Onboarding = z.output<typeof ZOnboardingSubmission>;

/** The wizard offers public tiers that are not "coming soon"; the package names one of them. */
async function offeredTier(db: Db, lowerName: string) {
  const [tier] = await db
    .select({ id: subscriptionTiers.id })
    .from(subscriptionTiers)
    .where(
      and(
        sql`lower(${subscriptionTiers.name}) = ${lowerName}`,
        eq(subscriptionTiers.isPublic, true),
        eq(subscriptionTiers.isComingSoon, false),
      ),
    );
  if (!tier)
    throw new AppError('validation_failed', 'Choose one of the packages offered', {
      details: [{ field: 'preferences.selectedPackage' }],
    });
  return tier;
}

/**
 * Stores a self-service sign-up for the super-admin to provision
 * (docs/product/onboarding.md#provisioning).
 */
export async function submitOnboarding(db: Db, ip: string, input: Onboarding) {
  const tier = await offeredTier(db, input.preferences.selectedPackage);
  await limitPerAddress(db, 'onboarding', ip);
  const [row] = await db
    .insert(onboardingSubmissions)
    .values({
      businessName: input.business.name,
      contactName: input.business.contact.name,
      contactEmail: input.business.contact.email,
      contactPhone: input.business.contact.phone,
      selectedPackage: input.preferences.selectedPackage,
      subscriptionTierId: tier.id,
      locationCount: input.preferences.locationCount,
      responseStyle: input.preferences.responseStyle,
      payload: input,
      locale: input.locale,
    })
    .returning({ id: onboardingSubmissions.id });
  if (!row) throw new AppError('internal_error');
  return { id: row.id };
}

export async function requestEnterpriseQuote(
  db: Db,
  ip: string,
  input: z.output<typeof ZEnterpriseQuote>,
) {
  await limitPerAddress(db, 'enterprise_quote', ip);
  const message = [
    input.currentSolution && `Current solution: ${input.currentSolution}`,
    input.additionalInfo,
  ]
    .filter(Boolean)
    .join('\n\n');
  const [row] = await db
    .insert(leads)
    .values({
      kind: 'enterprise_quote',
      name: input.contactName,
      email: input.email,
      company: input.businessName,
      phone: input.phone,
      locationsCount: input.locationCount,
      message: message || null,
      locale: input.locale,
    })
    .returning({ id: leads.id });
  if (!row) throw new AppError('internal_error');
  return { id: row.id };
}

/** Signing up twice is not an error; the address is kept once. */
export async function signUpForNewsletter(
  db: Db,
  ip: string,
  input: z.output<typeof ZNewsletterSignup>,
) {
  await limitPerAddress(db, 'newsletter', ip);
  const [existing] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.kind, 'newsletter'), sql`lower(${leads.email}) = lower(${input.email})`));
  if (existing) return { id: existing.id };
  const [row] = await db
    .insert(leads)
    .values({ kind: 'newsletter', email: input.email, locale: input.locale })
    .returning({ id: leads.id });
  if (!row) throw new AppError('internal_error');
  return { id: row.id };
}
