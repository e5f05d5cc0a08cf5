import { sourceConnectionColumns } from '../../db/request-columns.ts';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { TIncomingReview } from '@tableside/domain/schemas/ingest';
import { LIMITS } from '@tableside/domain/validation';
import { reviews, sourceConnections, type SyncCounts } from '../../db/schema.ts';
import { PlatformError, type RetryPolicy } from '../../integrations/platform-http.ts';
import { adapterFor, type SourceAdapters } from '../../integrations/registry.ts';
import type { PlatformReview } from '../../integrations/source-adapter.ts';
import { syncComments } from '../socials/public.ts';
import type { ArrivedReviews } from '../../review-arrival/pipeline.ts';
import { ingestReviews, type IngestDeps } from '../../review-arrival/store.ts';
import { connectionContext, type Connection } from '../../integrations/connection-context.ts';
import { syncErrors } from '../../metrics/registry.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';

export type SyncDeps = IngestDeps & {
  adapters: SourceAdapters;
  /** The operator's outbound guard, for the platform and booking calls. */
  operatorFetch: OutboundFetch;
  /** Minutes between a location's scheduled syncs (15 by default). */
  intervalMinutes: number;
  /** A complete pass (which finds deleted reviews) at least this often; incremental between. */
  fullSyncHours?: number;
  retry?: RetryPolicy;
  random?: () => number;
};

export type SyncOutcome =
  | { state: 'skipped'; reason: string }
  | { state: 'done'; full: boolean; pages: number; counts: SyncCounts }
  | { state: 'failed'; revoked: boolean; error: string };

const PLATFORM_NAMES: Record<string, string> = {
  google: 'Google',
  yelp: 'Yelp',
  tripadvisor: 'Tripadvisor',
  facebook: 'Facebook',
  instagram: 'Instagram',
};
export const platformName = (source: string) => PLATFORM_NAMES[source] ?? source;

/** After a failure: 1, 2, 4 … minutes with jitter, never later than the normal interval. */
export function retryDelayMinutes(failures: number, interval: number, random = Math.random) {
  const ceiling = Math.min(interval, 2 ** Math.max(failures - 1, 0));
  return Math.max(0.5, ceiling * (0.5 + random() / 2));
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

function toIncoming(connection: Connection, r: PlatformReview): TIncomingReview {
  return {
    location_id: connection.locationId,
    source: connection.source as TIncomingReview['source'],
    external_id: r.externalId.slice(0, 200),
    author_name: r.authorName?.slice(0, LIMITS.nameMax) ?? null,
    rating: Math.min(5, Math.max(1, Math.round(r.rating))),
    text: r.text.slice(0, 20_000),
    language: null,
    review_date: new Date(r.createdAt).toISOString(),
  };
}

/**
 * Reviews that already carry the owner's reply on the platform arrive answered: stored as
 * posted, so nobody drafts or posts a second reply.
 */
async function takeOverPlatformReplies(
  deps: SyncDeps,
  connection: Connection,
  page: PlatformReview[],
  arrived: ArrivedReviews,
): Promise<ArrivedReviews> {
  const answered = new Map(page.filter((r) => r.reply).map((r) => [r.externalId, r.reply]));
  if (!answered.size || !arrived.created.length) return arrived;
  const rows = await deps.db
    .select({ id: reviews.id, externalId: reviews.externalId })
    .from(reviews)
    .where(inArray(reviews.id, arrived.created));
  const done = new Set<string>();
  for (const row of rows) {
    const reply = answered.get(row.externalId);
    if (!reply) continue;
    await deps.db
      .update(reviews)
      .set({
        response: reply.text,
        status: 'posted',
        responseApproved: true,
        postedAt: reply.updatedAt ? new Date(reply.updatedAt) : sql`now()`,
      })
      .where(and(eq(reviews.id, row.id), eq(reviews.status, 'new')));
    done.add(row.id);
  }
  return { ...arrived, created: arrived.created.filter((id) => !done.has(id)) };
}

/**
 * One sync of one location on one platform. Pages are fetched newest change first and stored
 * as they come (upserted by location + source + external id, so a repeated page changes
 * nothing); an incremental sync stops at the first review older than the last complete sync.
 * A complete pass also marks reviews the platform no longer shows as deleted (never deleting
 * a row). A failure keeps what was stored, records the error in words and retries with
 * backoff; a 401 marks the source revoked until an Admin reconnects.
 */
export async function syncConnection(deps: SyncDeps, connectionId: string): Promise<SyncOutcome> {
  const [connection] = await deps.db
    .select(sourceConnectionColumns)
    .from(sourceConnections)
    .where(eq(sourceConnections.id, connectionId));
  if (!connection) return { state: 'skipped', reason: 'gone' };
  if (connection.status !== 'connected') return { state: 'skipped', reason: connection.status };
  const adapter = adapterFor(deps.adapters, connection.source);
  const interval = connection.syncIntervalMinutes ?? deps.intervalMinutes;
  const started = new Date();
  const cursor = connection.syncCursor;
  const full =
    !cursor ||
    !adapter?.capabilities.incremental ||
    !connection.lastFullSyncAt ||
    connection.lastFullSyncAt.getTime() < Date.now() - (deps.fullSyncHours ?? 24) * 3_600_000;
  const counts: SyncCounts = { created: 0, updated: 0, unchanged: 0, deleted: 0 };
  let pages = 0;
  let fetched = 0;
  let newest = cursor;
  await deps.db
    .update(sourceConnections)
    .set({ lastSyncAt: started, progress: { fetched: 0, total: null, pages: 0 } })
    .where(eq(sourceConnections.id, connection.id));
  try {
    const ctx = adapter && (await connectionContext(deps, connection, deps.retry));
    if (!adapter || !ctx)
      throw new PlatformError(`${platformName(connection.source)} is not connected`, 401, true);
    let pageToken: string | null = null;
    do {
      const page = await adapter.fetchReviews(ctx, connection.externalLocation, { pageToken });
      pages += 1;
      fetched += page.reviews.length;
      // Newest change first: everything at or after the cursor is new or changed.
      const fresh = full
        ? page.reviews
        : page.reviews.filter((r) => new Date(r.updatedAt) >= (cursor as Date));
      if (fresh.length) {
        const result = await ingestReviews(
          {
            ...deps,
            afterIngest: async (arrived) =>
              deps.afterIngest(await takeOverPlatformReplies(deps, connection, fresh, arrived)),
          },
          connection.restaurantId,
          fresh.map((r) => toIncoming(connection, r)),
        );
        counts.created += result.created;
        counts.updated += result.updated;
        counts.unchanged += result.unchanged;
        if (result.skipped) counts.skipped = (counts.skipped ?? 0) + result.skipped;
        await deps.db
          .update(reviews)
          .set({ platformSeenAt: new Date(), deletedAt: null })
          .where(
            and(
              eq(reviews.locationId, connection.locationId),
              eq(reviews.source, connection.source),
              inArray(
                reviews.externalId,
                fresh.map((r) => r.externalId),
              ),
            ),
          );
        // Read-only platforms link each review, where a person answers it by hand.
        for (const r of fresh.filter((x) => x.url?.startsWith('https://')))
          await deps.db
            .update(reviews)
            .set({ platformUrl: r.url })
            .where(
              and(
                eq(reviews.locationId, connection.locationId),
                eq(reviews.source, connection.source),
                eq(reviews.externalId, r.externalId),
              ),
            );
        for (const r of fresh)
          if (!newest || new Date(r.updatedAt) > newest) newest = new Date(r.updatedAt);
      }
      await deps.db
        .update(sourceConnections)
        .set({ progress: { fetched, total: page.total, pages } })
        .where(eq(sourceConnections.id, connection.id));
      pageToken = fresh.length < page.reviews.length ? null : page.nextPageToken;
    } while (pageToken);

    // Platforms that show only their latest few reviews (Yelp 3, Tripadvisor 5) drop older
    // ones from the API without the guest deleting anything: no deletion is inferred there.
    if (full && adapter.capabilities.maxReviews === null) {
      // Only reviews a sync once saw on this platform can be found gone from it.
      const gone = await deps.db
        .update(reviews)
        .set({ deletedAt: sql`now()` })
        .where(
          and(
            eq(reviews.locationId, connection.locationId),
            eq(reviews.source, connection.source),
            isNotNull(reviews.platformSeenAt),
            lt(reviews.platformSeenAt, started),
            isNull(reviews.deletedAt),
          ),
        )
        .returning({ id: reviews.id });
      counts.deleted = gone.length;
    }
    // Social platforms: the guests' comments on the business's posts (the socials screens).
    if (adapter.fetchComments) {
      const { arrived } = await syncComments(deps.db, connection, adapter, ctx);
      if (arrived.length) await deps.afterIngest({ created: [], updated: [], comments: arrived });
    }
    await deps.db
      .update(sourceConnections)
      .set({
        syncCursor: newest,
        lastSuccessAt: new Date(),
        ...(full ? { lastFullSyncAt: started } : {}),
        consecutiveFailures: 0,
        lastError: null,
        lastCounts: counts,
        nextSyncAt: minutesFromNow(interval),
        updatedAt: sql`now()`,
      })
      .where(eq(sourceConnections.id, connection.id));
    return { state: 'done', full, pages, counts };
  } catch (error) {
    const revoked = error instanceof PlatformError && error.revoked;
    const message = describeSyncError(connection.source, error);
    const failures = connection.consecutiveFailures + 1;
    syncErrors.inc({ platform: connection.source });
    await deps.db
      .update(sourceConnections)
      .set({
        // Nothing is deleted: the reviews stay, the source waits for an Admin to reconnect.
        status: revoked ? 'revoked' : connection.status,
        lastError: message,
        consecutiveFailures: failures,
        lastCounts: counts,
        nextSyncAt: revoked
          ? null
          : minutesFromNow(retryDelayMinutes(failures, interval, deps.random)),
        updatedAt: sql`now()`,
      })
      .where(eq(sourceConnections.id, connection.id));
    return { state: 'failed', revoked, error: message };
  }
}

/** The last error in words an Admin can act on. */
export function describeSyncError(source: string, error: unknown): string {
  const name = platformName(source);
  if (error instanceof PlatformError) {
    if (error.blocked === 'address')
      return `${name}: the address is not allowed, so the sync did not call it. The operator must correct the platform's address or allow it.`;
    if (error.blocked === 'redirect')
      return `${name} answered with a redirect, which is not followed; the sync stopped.`;
    if (error.revoked)
      return `${name} no longer accepts Tableside's access. Reconnect ${name} in Administration → Sources.`;
    if (error.status === 429)
      return `${name} asked us to slow down (quota reached); the sync will try again shortly.`;
    if (error.status === 0 || error.status >= 500)
      return `${name} could not be reached or had a problem; the sync will try again shortly.`;
    if (error.status === 404)
      return `${name} does not know this location any more. Choose it again in Administration → Sources.`;
    return `${name} refused the sync (${error.status}).`;
  }
  return `The sync failed: ${error instanceof Error ? error.message : String(error)}`;
}
