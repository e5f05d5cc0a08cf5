import { sourceAccountColumns, sourceConnectionColumns } from '../../db/request-columns.ts';
import { eq, sql } from 'drizzle-orm';
import {
  SOURCE_PLATFORM_INFO,
  SOURCE_PLATFORMS,
  sourceAvailability,
} from '@tableside/domain/sources';
import type { TSourceConnection, TSourcesOverview } from '@tableside/domain/schemas/sources';
import type { Actor } from '../../auth/actor.ts';
import { locations, sourceAccounts, sourceConnections } from '../../db/schema.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import { NOTHING_WAITING, replyPostingByConnection } from './reply-posting-state.ts';
import { restaurantFacts, type SourcesDeps } from './access.ts';

// The Sources panel: each platform's availability and account, and each location's connection.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Each platform's availability in the restaurant's plan and the restaurant's account on it. */
export async function platformStates(deps: SourcesDeps, restaurantId: string) {
  const facts = await restaurantFacts(deps.db, restaurantId);
  const accounts = await deps.db
    .select(sourceAccountColumns)
    .from(sourceAccounts)
    .where(eq(sourceAccounts.restaurantId, restaurantId));
  return SOURCE_PLATFORMS.map((platform) => {
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
}

/**
 * `GET /restaurant/:id/sources`: every location on every platform at once, as older callers read
 * it; the panel reads the summary and one page of connections (connection-page.ts) instead.
 */
export async function sourcesOverview(
  deps: SourcesDeps,
  actor: Actor,
  restaurantId: string,
): Promise<TSourcesOverview> {
  assertOwnRestaurant(actor, restaurantId);
  const platforms = await platformStates(deps, restaurantId);
  const locs = await deps.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId))
    .orderBy(locations.name);
  const rows = await deps.db
    .select({
      connection: sourceConnectionColumns,
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
