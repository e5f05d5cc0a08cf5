import { eq, sql } from 'drizzle-orm';
import { TONES } from '@tableside/domain/tones';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import {
  locations,
  onboardingSubmissions,
  restaurants,
  roles,
  subscriptionTiers,
  userRoles,
  users,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { sendInvitation, type InvitationDeps } from '../invitations/public.ts';
import { withIdentityCheck } from '../users/public.ts';
// docs/product/plans-and-roles.md#free-trial: a provisioned lead starts a trial on its chosen plan.
import { TRIAL_DAYS } from '@tableside/domain/trial';

type PayloadLocation = {
  name?: string;
  address?: string;
  place_id?: string | null;
  website?: string | null;
};

function splitName(full: string): { firstname: string; lastname: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstname: 'Admin', lastname: '-' };
  if (parts.length === 1) return { firstname: parts[0] as string, lastname: '-' };
  return { firstname: parts[0] as string, lastname: parts.slice(1).join(' ') };
}

/**
 * Turns an onboarding submission into a working account in one step
 * (docs/product/onboarding.md#provisioning): the restaurant on the chosen tier with its tone and a
 * 30-day trial, its locations with their websites, an Admin user for the contact, and the
 * invitation e-mail. A submission is provisioned once: a second call answers 409.
 */
export async function provisionLead(deps: InvitationDeps, actor: Actor, id: string) {
  const { db } = deps;
  const [lead] = await db
    .select()
    .from(onboardingSubmissions)
    .where(eq(onboardingSubmissions.id, id));
  if (!lead) throw notFound('Lead');
  if (lead.provisionedAt) throw new AppError('conflict', 'This lead is already provisioned');
  const tierId = lead.subscriptionTierId ?? (await tierByPackage(db, lead.selectedPackage));
  const email = lead.contactEmail.trim().toLowerCase();
  const tone = (TONES as readonly string[]).includes(lead.responseStyle)
    ? lead.responseStyle
    : 'friendly';
  const filled = ((lead.payload as { locations?: PayloadLocation[] }).locations ?? []).filter(
    (l) => (l.name ?? '').trim() || (l.address ?? '').trim(),
  );
  // The contact's address may already be someone's e-mail or username: one clean 409.
  const result = await withIdentityCheck(() =>
    db.transaction(async (tx) => {
      const [restaurant] = await tx
        .insert(restaurants)
        .values({
          name: lead.businessName,
          subscriptionTierId: tierId,
          tone,
          defaultLanguage: lead.locale === 'fr' ? 'fr' : 'en',
          trialEndsAt: sql`now() + make_interval(days => ${TRIAL_DAYS})`,
        })
        .returning({ id: restaurants.id, trialEndsAt: restaurants.trialEndsAt });
      if (!restaurant) throw new AppError('internal_error');
      // A sign-up without any location filled still needs one for its Admin's home location.
      const rows = filled.length
        ? filled.map((l) => ({
            restaurantId: restaurant.id,
            name: (l.name ?? '').trim() || (l.address ?? '').trim(),
            address: l.address?.trim() || null,
            website: l.website ?? null,
            placeId: l.place_id ?? null,
          }))
        : [{ restaurantId: restaurant.id, name: lead.businessName }];
      const created = await tx.insert(locations).values(rows).returning({ id: locations.id });
      const [adminRole] = await tx.select().from(roles).where(eq(roles.name, 'Admin'));
      if (!adminRole) throw new AppError('internal_error');
      const [user] = await tx
        .insert(users)
        .values({
          username: email,
          email,
          ...splitName(lead.contactName || lead.businessName),
          restaurantId: restaurant.id,
          locationId: created[0]?.id ?? null,
          language: lead.locale === 'fr' ? 'fr' : 'en',
        })
        .returning({ id: users.id });
      if (!user) throw new AppError('internal_error');
      await tx.insert(userRoles).values({ userId: user.id, roleId: adminRole.id, position: 0 });
      await tx
        .update(onboardingSubmissions)
        .set({ provisionedAt: sql`now()`, provisionedRestaurantId: restaurant.id })
        .where(eq(onboardingSubmissions.id, id));
      await writeAudit(tx, {
        restaurantId: restaurant.id,
        actorUserId: actor.userId,
        action: 'lead.provision',
        entityType: 'lead',
        entityId: id,
        data: { locations: created.length, tone },
      });
      return { restaurantId: restaurant.id, userId: user.id, trialEndsAt: restaurant.trialEndsAt };
    }),
  );
  await sendInvitation(deps, result.userId, { trialEndsAt: result.trialEndsAt });
  return {
    restaurant_id: result.restaurantId,
    user_id: result.userId,
    trial_ends_at: result.trialEndsAt?.toISOString() ?? '',
  };
}

async function tierByPackage(db: Db, selectedPackage: string): Promise<string> {
  const [tier] = await db
    .select({ id: subscriptionTiers.id })
    .from(subscriptionTiers)
    .where(sql`lower(${subscriptionTiers.name}) = ${selectedPackage.trim().toLowerCase()}`);
  if (!tier)
    throw new AppError('validation_failed', 'The lead’s plan no longer exists', {
      details: [{ field: 'selected_package' }],
    });
  return tier.id;
}
