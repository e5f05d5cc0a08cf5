import {
  DEFAULT_RETRY,
  PlatformError,
  platformFetch,
  type PlatformInit,
} from '../platform-http.ts';
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

/** One Graph API call with the token of the context (a Page token, for Facebook and Instagram). */
export function graph<T>(
  ctx: AdapterContext,
  path: string,
  init: PlatformInit = {},
  params: Record<string, string> = {},
  platform = 'Facebook',
) {
  const token = ctx.credentials.access_token;
  if (!token) throw new PlatformError(`The ${platform} token is missing: reconnect`, 401, true);
  const query = new URLSearchParams({ ...params, access_token: token });
  return platformFetch<T>(
    ctx.fetch,
    platform,
    `${(ctx.baseUrl ?? GRAPH_API).replace(/\/$/, '')}/${GRAPH_VERSION}/${path}?${query}`,
    init,
    ctx.retry ?? DEFAULT_RETRY,
    graphStatus,
  );
}

type GraphPaging = { cursors?: { after?: string }; next?: string };
type FeedPost = { id: string; message?: string; permalink_url?: string; created_time: string };
type PageComment = {
  id: string;
  message?: string;
  created_time: string;
  from?: { id?: string; name?: string };
  comments?: { data?: { from?: { id?: string }; message?: string }[] };
};

const graphTime = (t: string) => new Date(t.replace(/\+0000$/, 'Z')).toISOString();

/** How many posts one page of comments covers (each post's first 50 comments). */
export const POSTS_PER_PAGE = 10;

/**
 * The Page's posts, newest first, with their comments
 * (https://developers.facebook.com/docs/graph-api/reference/page/feed,
 * .../object/comments): the Page's own comments are its replies, not guests'.
 */
async function pageComments(ctx: AdapterContext, page: string, pageToken: string | null) {
  const feed = await graph<{ data?: FeedPost[]; paging?: GraphPaging }>(
    ctx,
    `${encodeURIComponent(page)}/feed`,
    {},
    {
      fields: 'id,message,permalink_url,created_time',
      limit: String(POSTS_PER_PAGE),
      ...(pageToken ? { after: pageToken } : {}),
    },
  );
  const comments = [];
  for (const post of feed.data ?? []) {
    const thread = await graph<{ data?: PageComment[] }>(
      ctx,
      `${encodeURIComponent(post.id)}/comments`,
      {},
      {
        fields: 'id,message,created_time,from{id,name},comments{from{id},message}',
        limit: '50',
      },
    );
    for (const c of thread.data ?? []) {
      if (c.from?.id === page) continue;
      comments.push({
        externalId: c.id,
        postId: post.id,
        postCaption: post.message ?? null,
        postUrl: post.permalink_url ?? null,
        authorName: c.from?.name ?? null,
        text: c.message ?? '',
        createdAt: graphTime(c.created_time),
        reply: c.comments?.data?.find((r) => r.from?.id === page)?.message ?? null,
      });
    }
  }
  return {
    comments,
    nextPageToken: feed.paging?.next ? (feed.paging.cursors?.after ?? null) : null,
  };
}

async function postComment(ctx: AdapterContext, objectId: string, text: string) {
  await graph(ctx, `${encodeURIComponent(objectId)}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: text }),
  });
}

async function pageReplyUnder(ctx: AdapterContext, page: string, objectId: string) {
  const answer = await graph<{ data?: { from?: { id?: string }; message?: string }[] }>(
    ctx,
    `${encodeURIComponent(objectId)}/comments`,
    {},
    { fields: 'from,message' },
  );
  return answer.data?.find((c) => c.from?.id === page)?.message ?? null;
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
    reply: (ctx, _page, storyId, text) => postComment(ctx, storyId, text),
    readReply: (ctx, page, storyId) => pageReplyUnder(ctx, page, storyId),
    fetchComments: (ctx, page, { pageToken }) => pageComments(ctx, page, pageToken),
    // A reply to a comment is a comment on the comment.
    replyToComment: (ctx, _page, commentId, text) => postComment(ctx, commentId, text),
    readCommentReply: (ctx, page, commentId) => pageReplyUnder(ctx, page, commentId),
  };
}
