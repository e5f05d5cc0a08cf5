import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, id, updatedAt } from './columns.ts';
import { locationRef, tenantId } from './accounts.ts';

/**
 * A restaurant's account on a review platform (Google OAuth tokens, a Tripadvisor or Yelp API
 * key), shared by its locations' connections; credentials are encrypted at rest (AES-256-GCM).
 */
export const sourceAccounts = pgTable(
  'source_accounts',
  {
    id: id(),
    restaurantId: tenantId(),
    source: text('source').notNull(),
    credentials: text('credentials'),
    baseUrl: text('base_url'),
    status: text('status').notNull().default('connected'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('source_accounts_restaurant_source_idx').on(t.restaurantId, t.source)],
);

export type SyncCounts = {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  skipped?: number;
};
export type SyncProgress = { fetched: number; total: number | null; pages: number };

/** A location's link to a review platform; credentials are encrypted at rest (AES-256-GCM). */
export const sourceConnections = pgTable(
  'source_connections',
  {
    id: id(),
    restaurantId: tenantId(),
    locationId: locationRef(),
    source: text('source').notNull(),
    /** The platform's name for the location, e.g. `accounts/1/locations/2` on Google. */
    externalLocation: text('external_location').notNull(),
    /** Override of the platform's API address (a regional endpoint, or a local test server). */
    baseUrl: text('base_url'),
    /** Own credentials; null means the restaurant's account on the platform (source_accounts). */
    credentials: text('credentials'),
    /** connected, disconnected (by an Admin) or revoked (the platform refused our access). */
    status: text('status').notNull().default('connected'),
    lastError: text('last_error'),
    /** Minutes between scheduled syncs; null means the server's default. */
    syncIntervalMinutes: integer('sync_interval_minutes'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Due when null or past: the scheduler enqueues a sync job. */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    /** The newest update time fully synced: the next incremental sync stops below it. */
    syncCursor: timestamp('sync_cursor', { withTimezone: true }),
    /** Last complete pass over every review (which is how deleted reviews are found). */
    lastFullSyncAt: timestamp('last_full_sync_at', { withTimezone: true }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastCounts: jsonb('last_counts').$type<SyncCounts>(),
    /** The running sync's progress (a backfill of thousands of reviews shows it). */
    progress: jsonb('progress').$type<SyncProgress>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('source_connections_location_source_idx').on(t.locationId, t.source),
    index('source_connections_due_idx').on(t.status, t.nextSyncAt),
  ],
);
