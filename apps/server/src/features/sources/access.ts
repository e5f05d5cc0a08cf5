import { sourceAccountColumns } from '../../db/request-columns.ts';
import { and, eq } from 'drizzle-orm';
import { sourceAvailability, type SourcePlatform } from '@tableside/domain/sources';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, restaurants, sourceAccounts, subscriptionTiers } from '../../db/schema.ts';
import type { SourceAdapters } from '../../integrations/registry.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { platformName } from './sync.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';

// Who may use a platform, and the rows every source operation starts from.

export type SourcesDeps = {
  db: Db;
  secrets: SecretBox;
  adapters: SourceAdapters;
  /** The operator's outbound guard, for the platform and booking calls. */
  operatorFetch: OutboundFetch;
  jwtSecret: string;
  publicUrl: string;
  intervalMinutes: number;
  /** API address overrides per platform (local test servers); null means the real one. */
  baseUrls: Partial<Record<SourcePlatform, string | undefined>>;
  /** Google OAuth is configured on this server. */
  oauthConfigured: boolean;
  enqueueSync: (connectionId: string) => Promise<void>;
};

export async function restaurantFacts(db: Db, restaurantId: string) {
  const [row] = await db
    .select({ integrations: restaurants.integrations, level: subscriptionTiers.level })
    .from(restaurants)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('Restaurant');
  return row;
}

/**
 * The platform must be in the restaurant's plan and enabled for it
 * (docs/product/plans-and-roles.md#review-sources-by-plan).
 */
export async function assertAvailable(db: Db, restaurantId: string, platform: SourcePlatform) {
  const facts = await restaurantFacts(db, restaurantId);
  const availability = sourceAvailability(platform, facts.level, facts.integrations);
  if (availability === 'upgrade')
    throw new AppError('plan_required', 'Available in Pro and Enterprise tiers', {
      details: { requiredTier: 'Pro' },
    });
  if (availability === 'not_enabled')
    throw new AppError('forbidden', `${platformName(platform)} is not enabled for this restaurant`);
}

/** A location of the actor's restaurant; anything else looks absent. */
export async function ownLocation(db: Db, actor: Actor, locationId: string) {
  const [location] = await db.select().from(locations).where(eq(locations.id, locationId));
  if (!location) throw notFound('Location');
  if (actor.role === 'SuperAdmin') {
    if (actor.restaurantId && actor.restaurantId !== location.restaurantId)
      throw notFound('Location');
  } else if (actor.homeRestaurantId !== location.restaurantId) throw notFound('Location');
  return location;
}

export async function accountOf(db: Db, restaurantId: string, platform: SourcePlatform) {
  const [account] = await db
    .select(sourceAccountColumns)
    .from(sourceAccounts)
    .where(and(eq(sourceAccounts.restaurantId, restaurantId), eq(sourceAccounts.source, platform)));
  return account ?? null;
}
