import { and, eq, isNull } from 'drizzle-orm';
import type { TUpgradeRequest } from '@tableside/domain/schemas/trial';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { leads, restaurants, subscriptionTiers, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';

function restaurantOf(actor: Actor): string {
  if (!actor.restaurantId) throw new AppError('not_found', 'Restaurant not found');
  return actor.restaurantId;
}

/**
 * The restaurant's upgrade request that the SuperAdmin has not handled yet
 * (docs/product/console.md#leads). Leads are closed to the request's database role, so this
 * reads them as system work, for the actor's own restaurant only.
 */
export async function openUpgradeRequest(db: Db, actor: Actor): Promise<TUpgradeRequest | null> {
  const restaurantId = restaurantOf(actor);
  const [row] = await asSystem(() =>
    db
      .select({ id: leads.id, tierName: subscriptionTiers.name, createdAt: leads.createdAt })
      .from(leads)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, leads.subscriptionTierId))
      .where(
        and(
          eq(leads.kind, 'upgrade_request'),
          eq(leads.restaurantId, restaurantId),
          isNull(leads.handledAt),
        ),
      ),
  );
  return row
    ? { id: row.id, tier_name: row.tierName, created_at: row.createdAt.toISOString() }
    : null;
}

/**
 * An Admin asks for a higher plan, or, on trial, for the plan tried: a lead for the SuperAdmin
 * naming the restaurant and the plan. One open request per restaurant (a unique index): another
 * while it waits answers 409.
 */
export async function requestUpgrade(
  db: Db,
  actor: Actor,
  body: { subscription_tier_id: string; message?: string | undefined },
): Promise<TUpgradeRequest> {
  const restaurantId = restaurantOf(actor);
  const created = await asSystem(() =>
    db.transaction(async (tx) => {
      const [facts] = await tx
        .select({
          name: restaurants.name,
          level: subscriptionTiers.level,
          trialEndsAt: restaurants.trialEndsAt,
          trialConvertedAt: restaurants.trialConvertedAt,
          email: users.email,
          firstname: users.firstname,
          lastname: users.lastname,
          language: users.language,
        })
        .from(restaurants)
        .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
        .innerJoin(users, eq(users.id, actor.userId))
        .where(eq(restaurants.id, restaurantId));
      const [tier] = await tx
        .select({ name: subscriptionTiers.name, level: subscriptionTiers.level })
        .from(subscriptionTiers)
        .where(eq(subscriptionTiers.id, body.subscription_tier_id));
      if (!facts) throw new AppError('not_found', 'Restaurant not found');
      // On trial, keeping the plan tried is a request too (to become a paying customer of it).
      const onTrial = facts.trialEndsAt !== null && facts.trialConvertedAt === null;
      const lowest = (facts.level ?? 0) + (onTrial ? 0 : 1);
      if (!tier || tier.level < lowest) {
        throw new AppError('validation_failed', 'Choose a plan above the current one', {
          details: [{ field: 'subscription_tier_id', message: 'not_an_upgrade' }],
        });
      }
      const [row] = await tx
        .insert(leads)
        .values({
          kind: 'upgrade_request',
          email: facts.email,
          name: `${facts.firstname} ${facts.lastname}`.trim(),
          company: facts.name,
          message: body.message || null,
          locale: facts.language === 'fr' ? 'fr' : 'en',
          restaurantId,
          subscriptionTierId: body.subscription_tier_id,
        })
        .onConflictDoNothing()
        .returning({ id: leads.id, createdAt: leads.createdAt });
      if (!row) throw new AppError('upgrade_already_requested');
      await writeAudit(tx, {
        restaurantId,
        actorUserId: actor.userId,
        action: 'restaurant.upgrade_requested',
        entityType: 'lead',
        entityId: row.id,
        data: { tier: tier.name },
      });
      return { id: row.id, tier_name: tier.name, created_at: row.createdAt.toISOString() };
    }),
  );
  return created;
}
