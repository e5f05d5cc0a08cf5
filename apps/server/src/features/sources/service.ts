import { and, eq, sql } from 'drizzle-orm';
import {
  SOURCE_PLATFORM_INFO,
  SOURCE_PLATFORMS,
  sourceAvailability,
  type SourcePlatform,
} from '@tableside/domain/sources';
import type { TSourceConnection, TSourcesOverview } from '@tableside/domain/schemas/sources';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import {
  locations,
  restaurants,
  sourceAccounts,
  sourceConnections,
  subscriptionTiers,
} from '../../db/schema.ts';
import { PlatformError } from '../../integrations/platform-http.ts';
import { adapterFor, type SourceAdapters } from '../../integrations/registry.ts';
import type { PlatformLocation } from '../../integrations/source-adapter.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { assertOwnRestaurant } from '../restaurants/service.ts';
import { accountContext } from './connection-context.ts';
import { NOTHING_WAITING, replyPostingByConnection } from './reply-posting-state.ts';
import { openState, sealState } from './oauth-state.ts';
import { describeSyncError, platformName } from './sync.ts';

export type SourcesDeps = {
  db: Db;
  secrets: SecretBox;
  adapters: SourceAdapters;
  jwtSecret: string;
  publicUrl: string;
  intervalMinutes: number;
  /** API address overrides per platform (local test servers); null means the real one. */
  baseUrls: Partial<Record<SourcePlatform, string | undefined>>;
  /** Google OAuth is configured on this server. */
  oauthConfigured: boolean;
  enqueueSync: (connectionId: string) => Promise<void>;
};

export const callbackPath = '/v1/sources/google/callback';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function restaurantFacts(db: Db, restaurantId: string) {
  const [row] = await db
    .select({ integrations: restaurants.integrations, level: subscriptionTiers.level })
    .from(restaurants)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, restaurants.subscriptionTierId))
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('Restaurant');
  return row;
}

/** The platform must be in the restaurant's plan and enabled for it (DECISIONS.md 13). */
async function assertAvailable(db: Db, restaurantId: string, platform: SourcePlatform) {
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
async function ownLocation(db: Db, actor: Actor, locationId: string) {
  const [location] = await db.select().from(locations).where(eq(locations.id, locationId));
  if (!location) throw notFound('Location');
  if (actor.role === 'SuperAdmin') {
    if (actor.restaurantId && actor.restaurantId !== location.restaurantId)
      throw notFound('Location');
  } else if (actor.homeRestaurantId !== location.restaurantId) throw notFound('Location');
  return location;
}

async function accountOf(db: Db, restaurantId: string, platform: SourcePlatform) {
  const [account] = await db
    .select()
    .from(sourceAccounts)
    .where(and(eq(sourceAccounts.restaurantId, restaurantId), eq(sourceAccounts.source, platform)));
  return account ?? null;
}

export async function sourcesOverview(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
): Promise<TSourcesOverview> {
  assertOwnRestaurant(actor, restaurantId);
  const facts = await restaurantFacts(deps.db, restaurantId);
  const accounts = await deps.db
    .select()
    .from(sourceAccounts)
    .where(eq(sourceAccounts.restaurantId, restaurantId));
  const platforms = SOURCE_PLATFORMS.map((platform) => {
    const info = SOURCE_PLATFORM_INFO[platform];
    const account = accounts.find((a) => a.source === platform);
    return {
      platform,
      availability: sourceAvailability(platform, facts.level, facts.integrations),
      connect: info.connect,
      can_reply: info.canReply,
      max_reviews: info.maxReviews,
      account: account
        ? {
            status: account.status === 'revoked' ? ('revoked' as const) : ('connected' as const),
            last_error: account.lastError,
          }
        : null,
      configured: info.connect === 'api_key' || deps.oauthConfigured,
    };
  });
  const locs = await deps.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId))
    .orderBy(locations.name);
  const rows = await deps.db
    .select({
      connection: sourceConnections,
      // Qualified by hand: the correlated subquery must bind to this connection's row.
      reviewCount: sql<number>`(select count(*)::int from reviews r
        where r.location_id = source_connections.location_id and r.source = source_connections.source)`,
    })
    .from(sourceConnections)
    .where(eq(sourceConnections.restaurantId, restaurantId));
  const posting = await replyPostingByConnection(deps.db, restaurantId);
  const connections: TSourceConnection[] = locs.flatMap((location) =>
    SOURCE_PLATFORMS.map((platform) => {
      const found = rows.find(
        (r) => r.connection.locationId === location.id && r.connection.source === platform,
      );
      const c = found?.connection;
      return {
        location_id: location.id,
        location_name: location.name,
        platform,
        status: (c?.status ?? 'not_connected') as TSourceConnection['status'],
        external_location: c?.externalLocation ?? null,
        last_sync_at: iso(c?.lastSyncAt ?? null),
        last_success_at: iso(c?.lastSuccessAt ?? null),
        next_sync_at: c?.status === 'connected' ? iso(c.nextSyncAt) : null,
        last_counts: c?.lastCounts ?? null,
        review_count: found?.reviewCount ?? 0,
        progress: c?.progress ?? null,
        last_error: c?.lastError ?? null,
        ...(posting.get(`${location.id}/${platform}`) ?? NOTHING_WAITING),
      };
    }),
  );
  return { platforms, connections, sync_interval_minutes: deps.intervalMinutes };
}

/** Google: the consent page the Admin's browser goes to; it comes back to the callback. */
export async function authorizeUrl(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
  platform: SourcePlatform,
  lang: 'en' | 'fr',
): Promise<string> {
  assertOwnRestaurant(actor, restaurantId);
  await assertAvailable(deps.db, restaurantId, platform);
  const adapter = adapterFor(deps.adapters, platform);
  if (!adapter?.authorizationUrl || !deps.oauthConfigured)
    throw new AppError(
      'validation_failed',
      `${platformName(platform)} sign-in is not configured on this server`,
    );
  const state = sealState(deps.jwtSecret, { restaurantId, userId: actor.userId, lang });
  return adapter.authorizationUrl(
    `${deps.publicUrl}${callbackPath}`,
    state,
    deps.baseUrls[platform],
  );
}

/**
 * The consent redirect: trades the code for tokens, keeps them sealed as the restaurant's
 * Google account, and brings back any location the platform had refused. Answers where to
 * send the browser (the Sources panel, with the outcome in the query).
 */
export async function completeOAuth(
  deps: SourcesDeps,
  query: { code?: string; state?: string; error?: string },
): Promise<string> {
  const state = query.state ? openState(deps.jwtSecret, query.state) : null;
  const back = (lang: string, outcome: string) =>
    `/${lang}/dashboard/administration?source=google&outcome=${outcome}#sources`;
  if (!state) return back('en', 'invalid');
  if (query.error || !query.code) return back(state.lang, 'denied');
  const adapter = adapterFor(deps.adapters, 'google');
  try {
    const credentials = await adapter?.exchangeCode?.(
      `${deps.publicUrl}${callbackPath}`,
      query.code,
      deps.baseUrls.google,
    );
    if (!credentials) return back(state.lang, 'failed');
    const sealed = deps.secrets.seal(JSON.stringify(credentials));
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(sourceAccounts)
        .values({
          restaurantId: state.restaurantId,
          source: 'google',
          credentials: sealed,
          baseUrl: deps.baseUrls.google ?? null,
        })
        .onConflictDoUpdate({
          target: [sourceAccounts.restaurantId, sourceAccounts.source],
          set: { credentials: sealed, status: 'connected', lastError: null, updatedAt: sql`now()` },
        });
      // Locations Google had refused sync again with the new grant, at once.
      await tx
        .update(sourceConnections)
        .set({ status: 'connected', lastError: null, consecutiveFailures: 0, nextSyncAt: null })
        .where(
          and(
            eq(sourceConnections.restaurantId, state.restaurantId),
            eq(sourceConnections.source, 'google'),
            eq(sourceConnections.status, 'revoked'),
            sql`${sourceConnections.credentials} is null`,
          ),
        );
      await writeAudit(tx, {
        restaurantId: state.restaurantId,
        actorUserId: state.userId,
        action: 'source.account_connected',
        entityType: 'source',
        entityId: 'google',
      });
    });
    return back(state.lang, 'connected');
  } catch {
    return back(state.lang, 'failed');
  }
}

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
  // A Facebook Page token is an OAuth access token; the others are API keys.
  const sealed = deps.secrets.seal(
    JSON.stringify(platform === 'facebook' ? { access_token: apiKey } : { api_key: apiKey }),
  );
  await deps.db
    .insert(sourceAccounts)
    .values({
      restaurantId,
      source: platform,
      credentials: sealed,
      baseUrl: deps.baseUrls[platform] ?? null,
    })
    .onConflictDoUpdate({
      target: [sourceAccounts.restaurantId, sourceAccounts.source],
      set: { credentials: sealed, status: 'connected', lastError: null, updatedAt: sql`now()` },
    });
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
  if (adapter?.revoke && account.credentials)
    await adapter.revoke(accountContext(deps, account)).catch(() => undefined);
  await deps.db.transaction(async (tx) => {
    await tx.delete(sourceAccounts).where(eq(sourceAccounts.id, account.id));
    await tx
      .update(sourceConnections)
      .set({ status: 'disconnected', nextSyncAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(sourceConnections.restaurantId, restaurantId),
          eq(sourceConnections.source, platform),
          sql`${sourceConnections.credentials} is null`,
        ),
      );
    await writeAudit(tx, {
      restaurantId,
      actorUserId: actor.userId,
      action: 'source.account_disconnected',
      entityType: 'source',
      entityId: platform,
    });
  });
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
  if (!account?.credentials || !adapter)
    throw new AppError('conflict', `Connect ${platformName(platform)} first`);
  try {
    return await adapter.listLocations(accountContext(deps, account), query);
  } catch (error) {
    if (error instanceof PlatformError && error.revoked) {
      await deps.db
        .update(sourceAccounts)
        .set({ status: 'revoked', lastError: describeSyncError(platform, error) })
        .where(eq(sourceAccounts.id, account.id));
    }
    throw new AppError('service_unavailable', describeSyncError(platform, error));
  }
}

/** Maps a Tableside location to the platform's location and syncs it at once. */
export async function connectLocation(
  deps: SourcesDeps,
  actor: Actor,
  locationId: string,
  platform: SourcePlatform,
  externalLocation: string,
): Promise<TSourceConnection> {
  const location = await ownLocation(deps.db, actor, locationId);
  await assertAvailable(deps.db, location.restaurantId, platform);
  const account = await accountOf(deps.db, location.restaurantId, platform);
  if (!account) throw new AppError('conflict', `Connect ${platformName(platform)} first`);
  const fresh = {
    externalLocation,
    baseUrl: account.baseUrl,
    credentials: null,
    status: 'connected',
    lastError: null,
    consecutiveFailures: 0,
    nextSyncAt: sql`now()`,
  };
  const [row] = await deps.db
    .insert(sourceConnections)
    .values({ restaurantId: location.restaurantId, locationId, source: platform, ...fresh })
    .onConflictDoUpdate({
      target: [sourceConnections.locationId, sourceConnections.source],
      set: {
        ...fresh,
        // Another platform location starts over: a complete pass, not an incremental one.
        syncCursor: sql`case when ${sourceConnections.externalLocation} = excluded.external_location then ${sourceConnections.syncCursor} end`,
        lastFullSyncAt: sql`case when ${sourceConnections.externalLocation} = excluded.external_location then ${sourceConnections.lastFullSyncAt} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: sourceConnections.id });
  await writeAudit(deps.db, {
    restaurantId: location.restaurantId,
    actorUserId: actor.userId,
    action: 'source.location_connected',
    entityType: 'location',
    entityId: locationId,
    data: { platform, externalLocation },
  });
  if (row) await deps.enqueueSync(row.id);
  return connectionOf(deps, actor, location.restaurantId, locationId, platform);
}

export async function disconnectLocation(
  deps: SourcesDeps,
  actor: Actor,
  locationId: string,
  platform: SourcePlatform,
): Promise<TSourceConnection> {
  const location = await ownLocation(deps.db, actor, locationId);
  const rows = await deps.db
    .update(sourceConnections)
    .set({ status: 'disconnected', nextSyncAt: null, progress: null, updatedAt: sql`now()` })
    .where(
      and(eq(sourceConnections.locationId, locationId), eq(sourceConnections.source, platform)),
    )
    .returning({ id: sourceConnections.id });
  if (!rows.length) throw notFound('Connection');
  await writeAudit(deps.db, {
    restaurantId: location.restaurantId,
    actorUserId: actor.userId,
    action: 'source.location_disconnected',
    entityType: 'location',
    entityId: locationId,
    data: { platform },
  });
  return connectionOf(deps, actor, location.restaurantId, locationId, platform);
}

/** "Sync now": queued at once (never twice at the same time for one location). */
export async function syncNow(
  deps: SourcesDeps,
  actor: Actor,
  locationId: string,
  platform: SourcePlatform,
): Promise<TSourceConnection> {
  const location = await ownLocation(deps.db, actor, locationId);
  const [connection] = await deps.db
    .select()
    .from(sourceConnections)
    .where(
      and(eq(sourceConnections.locationId, locationId), eq(sourceConnections.source, platform)),
    );
  if (!connection) throw notFound('Connection');
  if (connection.status !== 'connected')
    throw new AppError('conflict', `Reconnect ${platformName(platform)} before syncing`);
  await deps.db
    .update(sourceConnections)
    .set({ nextSyncAt: sql`now() + make_interval(mins => ${deps.intervalMinutes})` })
    .where(eq(sourceConnections.id, connection.id));
  await deps.enqueueSync(connection.id);
  return connectionOf(deps, actor, location.restaurantId, locationId, platform);
}

async function connectionOf(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
  locationId: string,
  platform: SourcePlatform,
): Promise<TSourceConnection> {
  const { connections } = await sourcesOverview(deps, actor, restaurantId);
  const found = connections.find((c) => c.location_id === locationId && c.platform === platform);
  if (!found) throw notFound('Connection');
  return found;
}
