import { and, eq, sql } from 'drizzle-orm';
import { SOURCE_PLATFORM_INFO, type SourcePlatform } from '@tableside/domain/sources';
import type { Actor } from '../../auth/actor.ts';
import { sourceAccounts, sourceConnections } from '../../db/schema.ts';
import { PlatformError } from '../../integrations/platform-http.ts';
import { adapterFor } from '../../integrations/registry.ts';
import type { PlatformLocation } from '../../integrations/source-adapter.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import { asSystem } from '../../db/tenant-context.ts';
import { accountContext } from '../../integrations/connection-context.ts';
import {
  sealedAccountCredentials,
  storeAccountCredentials,
  usesRestaurantAccount,
} from '../../integrations/sealed-credentials.ts';
import { describeSyncError, platformName } from './sync.ts';
import { accountOf, assertAvailable, type SourcesDeps } from './access.ts';
import { verifyCredentials } from './verify-credentials.ts';

// The restaurant's account on an API-key platform, disconnecting any platform, and the
// locations the account sees.

/** Yelp Fusion and Tripadvisor: the restaurant's API key, sealed, never sent back. */
export async function saveApiKey(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
  platform: SourcePlatform,
  apiKey: string,
): Promise<void> {
  assertOwnRestaurant(actor, restaurantId);
  await assertAvailable(deps.db, restaurantId, platform);
  if (SOURCE_PLATFORM_INFO[platform].connect !== 'api_key')
    throw new AppError('validation_failed', `${platformName(platform)} connects by signing in`);
  // A Page token (Facebook, and Instagram through its Page) is an OAuth access token; the others are API keys.
  const credentials =
    platform === 'facebook' || platform === 'instagram'
      ? { access_token: apiKey }
      : { api_key: apiKey };
  await verifyCredentials(deps, platform, credentials);
  const sealed = deps.secrets.seal(JSON.stringify(credentials));
  await storeAccountCredentials(
    deps.db,
    { restaurantId, source: platform, baseUrl: deps.baseUrls[platform] ?? null },
    sealed,
  );
  await deps.db
    .update(sourceConnections)
    .set({ status: 'connected', lastError: null, consecutiveFailures: 0, nextSyncAt: null })
    .where(
      and(
        eq(sourceConnections.restaurantId, restaurantId),
        eq(sourceConnections.source, platform),
        eq(sourceConnections.status, 'revoked'),
      ),
    );
  await writeAudit(deps.db, {
    restaurantId,
    actorUserId: actor.userId,
    action: 'source.account_connected',
    entityType: 'source',
    entityId: platform,
  });
}

/**
 * Disconnects the restaurant from a platform: Google's grant is revoked, the stored
 * credentials are erased, its locations stop syncing. Reviews stay.
 */
export async function deleteAccount(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
  platform: SourcePlatform,
): Promise<void> {
  assertOwnRestaurant(actor, restaurantId);
  const account = await accountOf(deps.db, restaurantId, platform);
  if (!account) throw notFound('Connection');
  const adapter = adapterFor(deps.adapters, platform);
  const sealed = await sealedAccountCredentials(deps.db, account.id);
  if (adapter?.revoke && sealed)
    await adapter.revoke(accountContext(deps, account, sealed)).catch(() => undefined);
  // As system work: which locations use the account is told by their (closed) credentials column.
  await asSystem(() =>
    deps.db.transaction(async (tx) => {
      await tx.delete(sourceAccounts).where(eq(sourceAccounts.id, account.id));
      await tx
        .update(sourceConnections)
        .set({ status: 'disconnected', nextSyncAt: null, updatedAt: sql`now()` })
        .where(usesRestaurantAccount(restaurantId, platform));
      await writeAudit(tx, {
        restaurantId,
        actorUserId: actor.userId,
        action: 'source.account_disconnected',
        entityType: 'source',
        entityId: platform,
      });
    }),
  );
}

/** The platform's locations the restaurant's account sees (API-key platforms: a search). */
export async function platformLocations(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
  platform: SourcePlatform,
  query?: string,
): Promise<PlatformLocation[]> {
  assertOwnRestaurant(actor, restaurantId);
  await assertAvailable(deps.db, restaurantId, platform);
  const account = await accountOf(deps.db, restaurantId, platform);
  const adapter = adapterFor(deps.adapters, platform);
  const sealed = account && (await sealedAccountCredentials(deps.db, account.id));
  if (!account || !sealed || !adapter)
    throw new AppError('conflict', `Connect ${platformName(platform)} first`);
  try {
    return await adapter.listLocations(accountContext(deps, account, sealed), query);
  } catch (error) {
    if (error instanceof PlatformError && error.revoked) {
      await deps.db
        .update(sourceAccounts)
        .set({ status: 'revoked', lastError: describeSyncError(platform, error) })
        .where(eq(sourceAccounts.id, account.id));
    }
    if (error instanceof PlatformError && error.blocked === 'address')
      throw new AppError('platform_address_not_allowed');
    throw new AppError('service_unavailable', describeSyncError(platform, error));
  }
}
