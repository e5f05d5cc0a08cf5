import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TSubscriptionTier,
  TTierMarketing,
  ZTierInput,
  ZTierUpdate,
} from '@tableside/domain/schemas/tiers';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { restaurants, subscriptionTiers } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { PG, pgErrorCode } from '../../lib/pg-errors.ts';

const EMPTY_MARKETING: TTierMarketing = {
  en: { description: '', featureGroups: [] },
  fr: { description: '', featureGroups: [] },
};

function toDto(t: typeof subscriptionTiers.$inferSelect): TSubscriptionTier {
  return {
    id: t.id,
    name: t.name,
    level: t.level,
    price_monthly: t.priceMonthly,
    max_reviews_per_month: t.maxReviewsPerMonth,
    keywords_max_count: t.keywordsMaxCount,
    is_popular: t.isPopular,
    is_coming_soon: t.isComingSoon,
    is_public: t.isPublic,
    marketing: { ...EMPTY_MARKETING, ...(t.marketing as Partial<TTierMarketing>) },
  };
}

/** Public: the tiers the pricing page and onboarding show; the super-admin sees them all. */
export async function listTiers(db: Db, includePrivate: boolean): Promise<TSubscriptionTier[]> {
  const rows = await db
    .select()
    .from(subscriptionTiers)
    .where(includePrivate ? undefined : eq(subscriptionTiers.isPublic, true))
    .orderBy(asc(subscriptionTiers.level), asc(subscriptionTiers.name));
  return rows.map(toDto);
}

function values(input: Partial<z.infer<typeof ZTierInput>>) {
  return {
    name: input.name,
    level: input.level,
    priceMonthly: input.price_monthly,
    maxReviewsPerMonth: input.max_reviews_per_month,
    keywordsMaxCount: input.keywords_max_count,
    isPopular: input.is_popular,
    isComingSoon: input.is_coming_soon,
    isPublic: input.is_public,
    marketing: input.marketing,
  };
}

function translateUnique(error: unknown): never {
  if (pgErrorCode(error) === PG.uniqueViolation)
    throw new AppError('conflict', 'A tier with this name exists', {
      details: [{ field: 'name' }],
    });
  throw error;
}

export async function createTier(db: Db, actor: Actor, input: z.infer<typeof ZTierInput>) {
  const [row] = await db
    .insert(subscriptionTiers)
    .values({ ...values(input), name: input.name, level: input.level })
    .returning()
    .catch(translateUnique);
  if (!row) throw new AppError('internal_error');
  await writeAudit(db, {
    restaurantId: null,
    actorUserId: actor.userId,
    action: 'tier.create',
    entityType: 'subscription_tier',
    entityId: row.id,
    data: { name: row.name },
  });
  return toDto(row);
}

export async function updateTier(
  db: Db,
  actor: Actor,
  id: string,
  input: z.infer<typeof ZTierUpdate>,
) {
  const [row] = await db
    .update(subscriptionTiers)
    .set({ ...values(input), updatedAt: sql`now()` })
    .where(eq(subscriptionTiers.id, id))
    .returning()
    .catch(translateUnique);
  if (!row) throw notFound('Subscription tier');
  await writeAudit(db, {
    restaurantId: null,
    actorUserId: actor.userId,
    action: 'tier.update',
    entityType: 'subscription_tier',
    entityId: id,
    data: input,
  });
  return toDto(row);
}

export async function deleteTier(db: Db, actor: Actor, id: string) {
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(restaurants)
    .where(eq(restaurants.subscriptionTierId, id));
  if (used && used.n > 0)
    throw new AppError('conflict', 'This tier is used by restaurants', {
      details: { restaurants: used.n },
    });
  const rows = await db
    .delete(subscriptionTiers)
    .where(eq(subscriptionTiers.id, id))
    .returning({ id: subscriptionTiers.id });
  if (!rows.length) throw notFound('Subscription tier');
  await writeAudit(db, {
    restaurantId: null,
    actorUserId: actor.userId,
    action: 'tier.delete',
    entityType: 'subscription_tier',
    entityId: id,
  });
}
