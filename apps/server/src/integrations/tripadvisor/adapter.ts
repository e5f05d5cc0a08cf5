import { DEFAULT_RETRY, PlatformError, platformFetch } from '../platform-http.ts';
import type { AdapterContext, PlatformReview, SourceAdapter } from '../source-adapter.ts';

/**
 * Tripadvisor Content API (https://tripadvisor-content-api.readme.io/reference/getlocationreviews):
 * up to five of a location's latest reviews, read-only, with the restaurant's own API key
 * (`key` query parameter). An owner's response comes with the review when there is one.
 */
export const TRIPADVISOR_API = 'https://api.content.tripadvisor.com';

type TripReview = {
  id: number | string;
  lang?: string;
  published_date: string;
  rating: number;
  url?: string;
  text?: string;
  title?: string;
  user?: { username?: string; avatar?: { thumbnail?: string } };
  owner_response?: { text?: string; published_date?: string };
};

export function fromTripadvisorReview(r: TripReview): PlatformReview {
  const text = [r.title, r.text].filter(Boolean).join('\n\n');
  return {
    externalId: String(r.id),
    authorName: r.user?.username ?? null,
    authorPhotoUrl: r.user?.avatar?.thumbnail ?? null,
    rating: r.rating,
    text,
    createdAt: r.published_date,
    updatedAt: r.published_date,
    reply: r.owner_response?.text
      ? { text: r.owner_response.text, updatedAt: r.owner_response.published_date ?? null }
      : null,
    url: r.url ?? null,
  };
}

function get<T>(ctx: AdapterContext, path: string, params: Record<string, string>): Promise<T> {
  const key = ctx.credentials.api_key;
  if (!key) throw new PlatformError('The Tripadvisor API key is missing: add it again', 401, true);
  const query = new URLSearchParams({ key, ...params });
  return platformFetch<T>(
    ctx.fetch,
    'Tripadvisor',
    `${(ctx.baseUrl ?? TRIPADVISOR_API).replace(/\/$/, '')}/api/v1${path}?${query}`,
    { headers: { accept: 'application/json' } },
    ctx.retry ?? DEFAULT_RETRY,
  );
}

export function createTripadvisorAdapter(): SourceAdapter {
  return {
    source: 'tripadvisor',
    capabilities: {
      connect: 'api_key',
      incremental: false,
      reply: false,
      deleteReply: false,
      maxReviews: 5,
    },
    async listLocations(ctx, query = '') {
      const answer = await get<{
        data?: { location_id: string; name: string; address_obj?: { address_string?: string } }[];
      }>(ctx, '/location/search', { searchQuery: query || 'restaurant', category: 'restaurants' });
      return (answer.data ?? []).map((l) => ({
        id: String(l.location_id),
        name: l.name,
        address: l.address_obj?.address_string ?? null,
      }));
    },
    async fetchReviews(ctx, location) {
      const answer = await get<{ data?: TripReview[] }>(
        ctx,
        `/location/${encodeURIComponent(location)}/reviews`,
        { language: 'en' },
      );
      return {
        reviews: (answer.data ?? []).map(fromTripadvisorReview),
        nextPageToken: null,
        total: null,
      };
    },
    replyLink: (location, review) =>
      review.url ??
      `https://www.tripadvisor.com/Restaurant_Review-d${encodeURIComponent(location)}`,
  };
}
