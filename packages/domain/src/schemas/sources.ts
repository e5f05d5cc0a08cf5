import { z } from 'zod';
import { SOURCE_PLATFORMS } from '../sources.ts';
import { pageQueryFields, ZPage } from './paging.ts';

export { SOURCE_PLATFORMS };

export const ZPlatformParam = z.object({ id: z.uuid(), platform: z.enum(SOURCE_PLATFORMS) });

const ZCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  deleted: z.number().int(),
  /** Dated more than a day ahead by the platform, so not stored (absent before this count). */
  skipped: z.number().int().optional(),
});

/** One location on one platform, as the Sources panel shows it. */
export const ZSourceConnection = z.object({
  location_id: z.uuid(),
  location_name: z.string(),
  platform: z.enum(SOURCE_PLATFORMS),
  /** not_connected, connected, disconnected (by an Admin) or revoked (the platform refused). */
  status: z.enum(['not_connected', 'connected', 'disconnected', 'revoked']),
  external_location: z.string().nullable(),
  last_sync_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  next_sync_at: z.string().nullable(),
  last_counts: ZCounts.nullable(),
  /** Reviews from this platform stored for the location (deleted ones included). */
  review_count: z.number().int(),
  progress: z
    .object({ fetched: z.number().int(), total: z.number().int().nullable(), pages: z.number() })
    .nullable(),
  /** In words an Admin can act on. */
  last_error: z.string().nullable(),
  /** Approved replies to this location's reviews on this platform not yet confirmed posted. */
  replies_waiting: z.number().int(),
  /** Replies the platform refused for good (shown on the review, to edit and post again). */
  replies_failed: z.number().int(),
  /** The newest reason a reply has not gone out yet, in the platform's words. */
  last_reply_error: z.string().nullable(),
});
export type TSourceConnection = z.infer<typeof ZSourceConnection>;

export const ZSourcePlatformState = z.object({
  platform: z.enum(SOURCE_PLATFORMS),
  availability: z.enum(['available', 'upgrade', 'not_enabled']),
  connect: z.enum(['oauth', 'api_key']),
  can_reply: z.boolean(),
  max_reviews: z.number().int().nullable(),
  /** The restaurant's account on the platform (OAuth grant or API key), never the secret. */
  account: z
    .object({ status: z.enum(['connected', 'revoked']), last_error: z.string().nullable() })
    .nullable(),
  /** OAuth is configured on this server (GOOGLE_CLIENT_ID and secret). */
  configured: z.boolean(),
});
export type TSourcePlatformState = z.infer<typeof ZSourcePlatformState>;

export const ZSourcesOverview = z.object({
  platforms: z.array(ZSourcePlatformState),
  connections: z.array(ZSourceConnection),
  sync_interval_minutes: z.number().int(),
});
export type TSourcesOverview = z.infer<typeof ZSourcesOverview>;

/**
 * Where a location stands on a platform, as a chain's panel counts and filters it: `attention`
 * (access revoked, the last sync failed, or replies the platform refused), `connected` (syncing
 * without trouble) or `not_connected` (never connected, or disconnected by an Admin).
 */
export const SOURCE_STATES = ['attention', 'not_connected', 'connected'] as const;
export type SourceState = (typeof SOURCE_STATES)[number];

const ZStateCounts = z.object({
  attention: z.number().int(),
  not_connected: z.number().int(),
  connected: z.number().int(),
});

/** The panel's head: each platform with how many locations stand where, and the chain's size. */
export const ZSourcesSummary = z.object({
  platforms: z.array(ZSourcePlatformState.extend({ counts: ZStateCounts })),
  /** The restaurant's locations: 1 to 3 see a simple screen, a chain the paged table. */
  location_count: z.number().int(),
  sync_interval_minutes: z.number().int(),
});
export type TSourcesSummary = z.infer<typeof ZSourcesSummary>;

/**
 * One page of the connections (`GET /restaurant/:id/sources/connections`): a location on a
 * platform per row, for the platforms the restaurant may use. `platform`: one or several,
 * comma-separated. `sort=attention` lists the rows needing the Admin first, then those not
 * connected, then the connected ones, each by location name; `sort=name` by name only.
 */
export const ZSourceConnectionsQuery = z.object({
  platform: z
    .string()
    .max(100)
    .transform((v) => [...new Set(v.split(','))])
    .pipe(z.array(z.enum(SOURCE_PLATFORMS)))
    .optional(),
  state: z.enum(SOURCE_STATES).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['attention', 'name']).default('attention'),
  ...pageQueryFields(),
});
export type TSourceConnectionsQuery = z.input<typeof ZSourceConnectionsQuery>;

export const ZSourceConnectionRow = ZSourceConnection.extend({
  location_address: z.string().nullable(),
  state: z.enum(SOURCE_STATES),
});
export type TSourceConnectionRow = z.infer<typeof ZSourceConnectionRow>;
export const ZSourceConnectionPage = ZPage(ZSourceConnectionRow);
export type TSourceConnectionPage = z.infer<typeof ZSourceConnectionPage>;

export const ZAuthorizeRequest = z.object({ lang: z.enum(['en', 'fr']).default('en') });
export const ZAuthorizeAnswer = z.object({ url: z.string() });
export const ZApiKeyRequest = z.object({ api_key: z.string().trim().min(8).max(500) });
export const ZPlatformLocation = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
});
export const ZPlatformLocationQuery = z.object({
  query: z.string().trim().max(200).optional(),
  near: z.string().trim().max(200).optional(),
});
export const ZConnectLocation = z.object({
  external_location: z.string().trim().min(1).max(300),
});
export const ZOAuthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});
