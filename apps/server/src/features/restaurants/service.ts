import type { TReviewAllowance } from '@tableside/domain/schemas/tiers';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TRestaurant,
  ZAutoApprovalUpdate,
  ZRestaurantCreate,
  ZRestaurantUpdate,
} from '@tableside/domain/schemas/restaurants';
import type { RestaurantFacts } from '@tableside/domain/restaurant-facts';
import { tierAtLeast } from '@tableside/domain/tiers';
import { confirmsName } from '@tableside/domain/console-figures';
import { trialState } from '@tableside/domain/trial';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { restaurantColumns, type RestaurantRow } from '../../db/request-columns.ts';
import { restaurants, subscriptionTiers } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import { writeAudit } from '../../lib/audit.ts';
import { retryOnConflict } from '../../lib/pg-errors.ts';
import { monthlyReviewAllowance } from '../tiers/public.ts';
import { outboundUrlProblem } from '../../lib/outbound/outbound-url.ts';
import { tenantPolicy } from '../../lib/outbound/tenant-fetch.ts';

const columns = {
  r: restaurantColumns,
  tierName: subscriptionTiers.name,
  tierLevel: subscriptionTiers.level,
  locationCount: sql<number>`(select count(*)::int from locations l where l.restaurant_id = restaurants.id)`,
};

type Row = {
  r: RestaurantRow;
  tierName: string | null;
  tierLevel: number | null;
  locationCount: number;
};

function toDto({ r, tierName, tierLevel, locationCount }: Row): TRestaurant {
  return {
    id: r.id,
    name: r.name,
    subscription_tier_id: r.subscriptionTierId,
    subscription_tier:
      r.subscriptionTierId && tierName
        ? { id: r.subscriptionTierId, name: tierName, level: tierLevel ?? 1 }
        : null,
    weekly_report_day: r.weeklyReportDay,
    main_open_ai_model: r.mainOpenAiModel,
    integrations: r.integrations as TRestaurant['integrations'],
    approval_zapier_url: r.approvalZapierUrl,
    additional_system_prompt_instructions: r.additionalSystemPromptInstructions,
    auto_approve_reviews: r.autoApproveReviews,
    auto_approval_minutes_delay: r.autoApprovalMinutesDelay,
    auto_approval_min_rating: r.autoApprovalMinRating,
    bad_review_threshold: r.badReviewThreshold,
    tone: r.tone as TRestaurant['tone'],
    sign_off: r.signOff,
    timezone: r.timezone,
    default_language: r.defaultLanguage === 'fr' ? 'fr' : 'en',
    location_count: locationCount,
    trial_ends_at: r.trialEndsAt?.toISOString() ?? null,
    trial_converted_at: r.trialConvertedAt?.toISOString() ?? null,
    trial_state: trialState({ endsAt: r.trialEndsAt, convertedAt: r.trialConvertedAt }),
    facts: r.facts,
  };
}

function select(db: Db) {
  return db
    .select(columns)
    .from(restaurants)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId));
}

export async function getRestaurant(db: Db, id: string): Promise<TRestaurant> {
  const [row] = await select(db).where(eq(restaurants.id, id));
  if (!row) throw notFound('Restaurant');
  return toDto(row);
}

export async function listRestaurants(db: Db, actor: Actor): Promise<TRestaurant[]> {
  if (actor.role !== 'SuperAdmin') {
    return actor.homeRestaurantId ? [await getRestaurant(db, actor.homeRestaurantId)] : [];
  }
  const rows = await select(db).orderBy(asc(restaurants.name));
  return rows.map(toDto);
}

export async function selfRestaurant(db: Db, actor: Actor): Promise<TRestaurant | null> {
  return actor.restaurantId ? getRestaurant(db, actor.restaurantId) : null;
}

/**
 * docs/product/plans-and-roles.md#plan-limits: the actor's restaurant's reviews this month against
 * its plan's limit.
 */
export async function selfReviewAllowance(db: Db, actor: Actor): Promise<TReviewAllowance> {
  if (!actor.restaurantId) throw new AppError('not_found', 'Restaurant not found');
  return monthlyReviewAllowance(db, actor.restaurantId);
}

async function assertTier(db: Db, tierId: string) {
  const [tier] = await db
    .select({ id: subscriptionTiers.id })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.id, tierId));
  if (!tier)
    throw new AppError('validation_failed', 'Unknown subscription tier', {
      details: [{ field: 'subscription_tier_id' }],
    });
}

export async function createRestaurant(
  db: Db,
  actor: Actor,
  input: z.infer<typeof ZRestaurantCreate>,
) {
  await assertTier(db, input.subscription_tier_id);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(restaurants)
      .values({
        name: input.name,
        subscriptionTierId: input.subscription_tier_id,
        weeklyReportDay: input.weekly_report_day,
        timezone: input.timezone,
        defaultLanguage: input.default_language,
      })
      .returning({ id: restaurants.id });
    if (!created) throw new AppError('internal_error');
    await writeAudit(tx, {
      restaurantId: created.id,
      actorUserId: actor.userId,
      action: 'restaurant.create',
      entityType: 'restaurant',
      entityId: created.id,
      data: { name: input.name },
    });
    return created.id;
  });
  return getRestaurant(db, id);
}

async function applyUpdate(
  db: Db,
  actor: Actor,
  id: string,
  values: Partial<typeof restaurants.$inferInsert>,
  action: string,
) {
  assertOwnRestaurant(actor, id);
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(restaurants)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(restaurants.id, id))
      .returning({ id: restaurants.id });
    if (rows.length) {
      await writeAudit(tx, {
        restaurantId: id,
        actorUserId: actor.userId,
        action,
        entityType: 'restaurant',
        entityId: id,
        data: values as Record<string, unknown>,
      });
    }
    return rows.length;
  });
  if (!updated) throw notFound('Restaurant');
  return getRestaurant(db, id);
}

export async function updateRestaurant(
  db: Db,
  actor: Actor,
  id: string,
  input: z.infer<typeof ZRestaurantUpdate>,
  opts: { allowPrivateWebhooks: boolean },
) {
  assertOwnRestaurant(actor, id);
  if (input.approval_zapier_url) {
    // The obvious cases, at once; the call itself checks again after resolving the name.
    const problem = outboundUrlProblem(
      input.approval_zapier_url,
      tenantPolicy(opts.allowPrivateWebhooks),
    );
    if (problem) {
      throw new AppError('webhook_address_not_allowed', undefined, {
        details: [{ field: 'approval_zapier_url', problem }],
      });
    }
  }
  if (input.subscription_tier_id !== undefined) {
    const current = await getRestaurant(db, id);
    if (input.subscription_tier_id !== current.subscription_tier_id) {
      // Only the installation's operator changes plans
      // (docs/product/plans-and-roles.md#one-api-scoped-by-role).
      if (actor.role !== 'SuperAdmin')
        throw new AppError('forbidden', 'Only a super-admin can change the plan');
      await assertTier(db, input.subscription_tier_id);
    }
  }
  return applyUpdate(
    db,
    actor,
    id,
    {
      name: input.name,
      subscriptionTierId: input.subscription_tier_id,
      weeklyReportDay: input.weekly_report_day,
      mainOpenAiModel: input.main_open_ai_model,
      approvalZapierUrl: input.approval_zapier_url,
      additionalSystemPromptInstructions: input.additional_system_prompt_instructions,
      tone: input.tone,
      signOff: input.sign_off,
      timezone: input.timezone,
      defaultLanguage: input.default_language,
      badReviewThreshold: input.bad_review_threshold,
    },
    'restaurant.update',
  );
}

export function updateInstructions(db: Db, actor: Actor, id: string, text: string | null) {
  return applyUpdate(
    db,
    actor,
    id,
    { additionalSystemPromptInstructions: text },
    'restaurant.instructions',
  );
}

export function updateAutoApproval(
  db: Db,
  actor: Actor,
  id: string,
  input: z.infer<typeof ZAutoApprovalUpdate>,
) {
  return applyUpdate(
    db,
    actor,
    id,
    {
      autoApproveReviews: input.auto_approve_reviews,
      autoApprovalMinutesDelay: input.auto_approval_minutes_delay,
      autoApprovalMinRating: input.auto_approval_min_rating,
    },
    'restaurant.auto_approval',
  );
}

/** Replaces every fact at once: a topic left out is no longer known. */
export function updateFacts(db: Db, actor: Actor, id: string, facts: RestaurantFacts) {
  return applyUpdate(db, actor, id, { facts }, 'restaurant.facts');
}

export async function getIntegrations(db: Db, actor: Actor, id: string) {
  assertOwnRestaurant(actor, id);
  return (await getRestaurant(db, id)).integrations;
}

/**
 * Yelp, Tripadvisor and Libro are Pro and Enterprise integrations; Google is in every plan
 * (docs/product/plans-and-roles.md#review-sources-by-plan).
 */
export async function updateIntegrations(
  db: Db,
  actor: Actor,
  id: string,
  integrations: TRestaurant['integrations'],
) {
  const current = await getRestaurant(db, id);
  const paid = integrations.filter((i) => i !== 'Google');
  if (paid.length && !tierAtLeast(current.subscription_tier?.level, 'Pro')) {
    throw new AppError('plan_required', 'Available in Pro and Enterprise tiers', {
      details: { requiredTier: 'Pro' },
    });
  }
  await applyUpdate(db, actor, id, { integrations }, 'restaurant.integrations');
  return integrations;
}

/**
 * Refuses a delete unless the exact name was typed again
 * (docs/product/console.md#delete-confirmation), so nothing changes.
 */
export function assertConfirmedName(typed: string | undefined, name: string) {
  if (!confirmsName(typed, name))
    throw new AppError('validation_failed', 'Type the exact name to confirm the deletion', {
      details: [{ field: 'confirm_name' }],
    });
}

export async function deleteRestaurant(
  db: Db,
  actor: Actor,
  id: string,
  confirmName: string | undefined,
) {
  assertConfirmedName(confirmName, (await getRestaurant(db, id)).name);
  // The cascade takes every row of the restaurant: a job writing one of them at the same moment
  // can deadlock with it, and PostgreSQL's answer to that is to run the transaction again.
  await retryOnConflict(() => removeRestaurant(db, actor, id));
}

async function removeRestaurant(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .delete(restaurants)
      .where(eq(restaurants.id, id))
      .returning({ name: restaurants.name });
    if (!rows.length) throw notFound('Restaurant');
    await writeAudit(tx, {
      restaurantId: null,
      actorUserId: actor.userId,
      action: 'restaurant.delete',
      entityType: 'restaurant',
      entityId: id,
      data: { name: rows[0]?.name },
    });
  });
}
