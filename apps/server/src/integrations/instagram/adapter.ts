import { graph, POSTS_PER_PAGE } from '../facebook/adapter.ts';
import type { AdapterContext, PlatformComment, SourceAdapter } from '../source-adapter.ts';

/**
 * Instagram comments through the Graph API (Instagram API with Facebook Login): the business
 * account linked to the restaurant's Facebook Page
 * (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media),
 * its media newest first, each medium's comments (.../ig-media/comments) and replies
 * (.../ig-comment/replies). Instagram has no ratings: it gives comments only. The credential is
 * the Page access token; the location on the platform is the Instagram business account id.
 */
const IG = 'Instagram';

type Media = {
  id: string;
  caption?: string;
  permalink?: string;
  timestamp: string;
};
type IgReply = { id: string; text?: string; username?: string; timestamp?: string };
type IgComment = IgReply & { replies?: { data?: IgReply[] } };

const igTime = (t: string) => new Date(t.replace(/\+0000$/, 'Z')).toISOString();

async function ownUsername(ctx: AdapterContext, account: string): Promise<string | null> {
  const me = await graph<{ username?: string }>(
    ctx,
    encodeURIComponent(account),
    {},
    { fields: 'username' },
    IG,
  );
  return me.username ?? null;
}

export function createInstagramAdapter(): SourceAdapter {
  return {
    source: 'instagram',
    capabilities: {
      connect: 'api_key',
      incremental: false,
      reply: false,
      deleteReply: false,
      maxReviews: null,
    },
    /** The Page token's Page and the Instagram business account linked to it. */
    async listLocations(ctx) {
      const page = await graph<{
        id: string;
        name?: string;
        instagram_business_account?: { id: string; username?: string };
      }>(ctx, 'me', {}, { fields: 'id,name,instagram_business_account{id,username}' }, IG);
      const account = page.instagram_business_account;
      if (!account) return [];
      return [
        {
          id: account.id,
          name: account.username ? `@${account.username}` : account.id,
          address: page.name ?? null,
        },
      ];
    },
    // Instagram has no reviews: only comments (fetchComments).
    fetchReviews: async () => ({ reviews: [], nextPageToken: null, total: null }),
    async fetchComments(ctx, account, { pageToken }) {
      const media = await graph<{
        data?: Media[];
        paging?: { cursors?: { after?: string }; next?: string };
      }>(
        ctx,
        `${encodeURIComponent(account)}/media`,
        {},
        {
          fields: 'id,caption,permalink,timestamp',
          limit: String(POSTS_PER_PAGE),
          ...(pageToken ? { after: pageToken } : {}),
        },
        IG,
      );
      const username = await ownUsername(ctx, account);
      const comments: PlatformComment[] = [];
      for (const item of media.data ?? []) {
        const thread = await graph<{ data?: IgComment[] }>(
          ctx,
          `${encodeURIComponent(item.id)}/comments`,
          {},
          { fields: 'id,text,username,timestamp,replies{id,text,username,timestamp}', limit: '50' },
          IG,
        );
        for (const c of thread.data ?? []) {
          if (username && c.username === username) continue;
          comments.push({
            externalId: c.id,
            postId: item.id,
            postCaption: item.caption ?? null,
            postUrl: item.permalink ?? null,
            authorName: c.username ?? null,
            text: c.text ?? '',
            createdAt: igTime(c.timestamp ?? item.timestamp),
            reply: c.replies?.data?.find((r) => r.username === username)?.text ?? null,
          });
        }
      }
      return {
        comments,
        nextPageToken: media.paging?.next ? (media.paging.cursors?.after ?? null) : null,
      };
    },
    async replyToComment(ctx, _account, commentId, text) {
      await graph(
        ctx,
        `${encodeURIComponent(commentId)}/replies`,
        { method: 'POST' },
        { message: text },
        IG,
      );
    },
    async readCommentReply(ctx, account, commentId) {
      const username = await ownUsername(ctx, account);
      const answer = await graph<{ data?: IgReply[] }>(
        ctx,
        `${encodeURIComponent(commentId)}/replies`,
        {},
        { fields: 'id,text,username' },
        IG,
      );
      return answer.data?.find((r) => r.username === username)?.text ?? null;
    },
  };
}
