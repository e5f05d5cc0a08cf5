import { DEFAULT_RETRY, PlatformError, platformFetch } from '../platform-http.ts';
import type { AdapterContext, PlatformReview, SourceAdapter } from '../source-adapter.ts';

/**
 * Yelp Fusion (https://docs.developer.yelp.com/reference/v3_business_reviews): up to three
 * review excerpts per business, read-only; replies are written on Yelp itself, so each review
 * carries its Yelp link ("reply on Yelp"). The restaurant's API key is a bearer token.
 */
export const YELP_API = 'https://api.yelp.com';

type YelpReview = {
  id: string;
  url?: string;
  text?: string;
  rating: number;
  /** Pacific time, without a zone: `2016-08-29 00:41:13`. */
  time_created: string;
  user?: { id?: string; profile_url?: string; image_url?: string | null; name?: string };
};

/** Yelp gives Pacific time without a zone; read it as Pacific Standard Time. */
export function yelpTime(value: string): string {
  const date = new Date(`${value.replace(' ', 'T')}-08:00`);
  return Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString();
}

export function fromYelpReview(r: YelpReview): PlatformReview {
  const at = yelpTime(r.time_created);
  return {
    externalId: r.id,
    authorName: r.user?.name ?? null,
    authorPhotoUrl: r.user?.image_url ?? null,
    rating: r.rating,
    text: r.text ?? '',
    createdAt: at,
    updatedAt: at,
    reply: null,
    url: r.url ?? null,
  };
}

function get<T>(ctx: AdapterContext, path: string): Promise<T> {
  const key = ctx.credentials.api_key;
  if (!key) throw new PlatformError('The Yelp API key is missing: add it again', 401, true);
  return platformFetch<T>(
    ctx.fetch,
    'Yelp',
    `${(ctx.baseUrl ?? YELP_API).replace(/\/$/, '')}${path}`,
    { headers: { authorization: `Bearer ${key}`, accept: 'application/json' } },
    ctx.retry ?? DEFAULT_RETRY,
  );
}

export function createYelpAdapter(): SourceAdapter {
  return {
    source: 'yelp',
    capabilities: {
      connect: 'api_key',
      incremental: false,
      reply: false,
      deleteReply: false,
      maxReviews: 3,
    },
    /** `name, city` searches businesses named so near the city. */
    async listLocations(ctx, query = '') {
      const [term = '', near = term] = query.split(',').map((s) => s.trim());
      const params = new URLSearchParams({ location: near || 'Montréal', limit: '20' });
      if (term) params.set('term', term);
      const answer = await get<{
        businesses?: {
          id: string;
          alias?: string;
          name: string;
          location?: { display_address?: string[] };
        }[];
      }>(ctx, `/v3/businesses/search?${params}`);
      return (answer.businesses ?? []).map((b) => ({
        id: b.alias ?? b.id,
        name: b.name,
        address: b.location?.display_address?.join(', ') || null,
      }));
    },
    async fetchReviews(ctx, location) {
      const answer = await get<{ reviews?: YelpReview[]; total?: number }>(
        ctx,
        `/v3/businesses/${encodeURIComponent(location)}/reviews?limit=3&sort_by=newest`,
      );
      return {
        reviews: (answer.reviews ?? []).map(fromYelpReview),
        nextPageToken: null,
        total: answer.total ?? null,
      };
    },
    replyLink: (location, review) =>
      review.url ?? `https://www.yelp.com/biz/${encodeURIComponent(location)}`,
  };
}
