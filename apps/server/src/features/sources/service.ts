import { asSystem } from '../../db/tenant-context.ts';
import { sourceConnectionColumns } from '../../db/request-columns.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { SourcePlatform } from '@tableside/domain/sources';
import type { TSourceConnection } from '@tableside/domain/schemas/sources';
import type { Actor } from '../../auth/actor.ts';
import { sourceConnections } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { platformName } from './sync.ts';
import { accountOf, assertAvailable, ownLocation, type SourcesDeps } from './access.ts';
import { connectionOf } from './connection-page.ts';

// A location's connection to a platform: connect, disconnect, sync now.

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
  // System work, the location being the actor's: the row's own credentials are cleared (the
  // account's are used), and Drizzle names that closed column in every insert.
  const [row] = await asSystem(() =>
    deps.db
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
      .returning({ id: sourceConnections.id }),
  );
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
    .select(sourceConnectionColumns)
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
