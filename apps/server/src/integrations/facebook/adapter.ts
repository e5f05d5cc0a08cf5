import { DEFAULT_RETRY, PlatformError, platformFetch } from '../platform-http.ts';
import type { AdapterContext, PlatformReview, SourceAdapter } from '../source-adapter.ts';

/**
 * Facebook Page ratings through the Graph API
 * (https://developers.facebook.com/docs/graph-api/reference/page/ratings): recommendations
 * with their text, newest first, paged by cursor; the Page replies by commenting on the
 * rating's story. The Page access token is the restaurant's credential.
 */
export const GRAPH_API = 'https://graph.facebook.com';
export const GRAPH_VERSION = 'v19.0';

type Rating = {
  created_time: string;
  recommendation_type?: 'positive' | 'negative';
  rating?: number;
  review_text?: string;
  reviewer?: { id?: string; name?: string };
  open_graph_story?: { id: string };
};

/** Graph errors arrive as 400/403 with a code: 190 is an expired or revoked token, the rest throttling. */
export function graphStatus(status: number, body: unknown): number {
  const code = (body as { error?: { code?: number } } | undefined)?.error?.code;
  if (code === 190 || code === 102) return 401;
  if (code === 4 || code === 17 || code === 32 || code === 613) return 429;
  return status;
}

/** A recommendation has no stars: positive reads as 5, negative as 1. */
export function fromFacebookRating(r: Rating): PlatformReview | null {
  const id = r.open_graph_story?.id;
  if (!id) return null;
  const rating = r.rating ?? (r.recommendation_type === 'negative' ? 1 : 5);
  const at = new Date(r.created_time.replace(/\+0000$/, 'Z')).toISOString();
  return {
    externalId: id,
    authorName: r.reviewer?.name ?? null,
    authorPhotoUrl: null,
    rating,
    text: r.review_text ?? '',
    createdAt: at,
    updatedAt: at,
    reply: null,
    url: `https://www.facebook.com/${id}`,
  };
}

function graph<T>(ctx: AdapterContext, path: string, init: RequestInit = {}, params = {}) {
  const token = ctx.credentials.access_token;
  if (!token) throw new PlatformError('The Facebook Page token is missing: reconnect', 401, true);
  const query = new URLSearchParams({ ...params, access_token: token });
  return platformFetch<T>(
    'Facebook',
    `${(ctx.baseUrl ?? GRAPH_API).replace(/\/$/, '')}/${GRAPH_VERSION}/${path}?${query}`,
    init,
    ctx.retry ?? DEFAULT_RETRY,
    graphStatus,
  );
}

export function createFacebookAdapter(): SourceAdapter {
  return {
    source: 'facebook',
    capabilities: {
      connect: 'api_key',
      incremental: false,
      reply: true,
      deleteReply: false,
      maxReviews: null,
    },
    /** A Page token's `me` is the Page itself. */
    async listLocations(ctx) {
      const page = await graph<{ id: string; name: string; single_line_address?: string }>(
        ctx,
        'me',
        {},
        { fields: 'id,name,single_line_address' },
      );
      return [{ id: page.id, name: page.name, address: page.single_line_address ?? null }];
    },
    async fetchReviews(ctx, page, { pageToken }) {
      const answer = await graph<{
        data?: Rating[];
        paging?: { cursors?: { after?: string }; next?: string };
      }>(
        ctx,
        `${encodeURIComponent(page)}/ratings`,
        {},
        {
          fields: 'created_time,recommendation_type,rating,review_text,reviewer,open_graph_story',
          limit: '50',
          ...(pageToken ? { after: pageToken } : {}),
        },
      );
      return {
        reviews: (answer.data ?? []).flatMap((r) => fromFacebookRating(r) ?? []),
        // Graph pages end when `next` is gone.
        nextPageToken: answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null,
        total: null,
      };
    },
    async reply(ctx, _page, storyId, text) {
      await graph(ctx, `${encodeURIComponent(storyId)}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: text }),
      });
    },
    async readReply(ctx, page, storyId) {
      const answer = await graph<{ data?: { from?: { id?: string }; message?: string }[] }>(
        ctx,
        `${encodeURIComponent(storyId)}/comments`,
        {},
        { fields: 'from,message' },
      );
      return answer.data?.find((c) => c.from?.id === page)?.message ?? null;
    },
  };
}
