import type { SourcePlatform } from '@tableside/domain/sources';
import type {
  SourceState,
  TSourceConnection,
  TSourceConnectionPage,
  TSourcesSummary,
} from '@tableside/domain/schemas/sources';
import { apiData } from '../../../lib/api-client.ts';

const restaurantPath = (id: string, platform?: SourcePlatform) =>
  `/v1/restaurant/${encodeURIComponent(id)}/sources${platform ? `/${platform}` : ''}`;
const locationPath = (id: string, platform: SourcePlatform) =>
  `/v1/location/${encodeURIComponent(id)}/sources/${platform}`;

export type PlatformLocation = { id: string; name: string; address: string | null };

export const getSourcesSummary = (restaurantId: string, signal?: AbortSignal) =>
  apiData<TSourcesSummary>(`${restaurantPath(restaurantId)}/summary`, { signal });

/** What the panel asks of `GET …/sources/connections`. */
export type ConnectionPageParams = {
  platforms: readonly SourcePlatform[] | null;
  state: SourceState | null;
  search: string;
  sort: 'attention' | 'name';
  limit: number;
  offset: number;
};

export const getConnectionPage = (
  restaurantId: string,
  params: ConnectionPageParams,
  signal?: AbortSignal,
) =>
  apiData<TSourceConnectionPage>(`${restaurantPath(restaurantId)}/connections`, {
    query: {
      platform: params.platforms?.join(',') || undefined,
      state: params.state ?? undefined,
      search: params.search || undefined,
      sort: params.sort,
      limit: String(params.limit),
      offset: String(params.offset),
    },
    signal,
  });

export const authorizeSource = (restaurantId: string, platform: SourcePlatform, lang: string) =>
  apiData<{ url: string }>(`${restaurantPath(restaurantId, platform)}/authorize`, {
    method: 'POST',
    body: { lang },
  });

export const saveApiKey = (restaurantId: string, platform: SourcePlatform, apiKey: string) =>
  apiData<null>(`${restaurantPath(restaurantId, platform)}/account`, {
    method: 'PUT',
    body: { api_key: apiKey },
  });

export const deleteAccount = (restaurantId: string, platform: SourcePlatform) =>
  apiData<null>(`${restaurantPath(restaurantId, platform)}/account`, { method: 'DELETE' });

export const getPlatformLocations = (restaurantId: string, platform: SourcePlatform) =>
  apiData<PlatformLocation[]>(`${restaurantPath(restaurantId, platform)}/locations`);

export const connectLocation = (
  locationId: string,
  platform: SourcePlatform,
  externalLocation: string,
) =>
  apiData<TSourceConnection>(locationPath(locationId, platform), {
    method: 'PUT',
    body: { external_location: externalLocation },
  });

export const disconnectLocation = (locationId: string, platform: SourcePlatform) =>
  apiData<TSourceConnection>(locationPath(locationId, platform), { method: 'DELETE' });

export const syncLocationNow = (locationId: string, platform: SourcePlatform) =>
  apiData<TSourceConnection>(`${locationPath(locationId, platform)}/sync`, { method: 'POST' });
