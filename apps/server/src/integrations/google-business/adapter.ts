import {
  DEFAULT_RETRY,
  PlatformError,
  platformFetch,
  type PlatformInit,
} from '../platform-http.ts';
import type {
  AdapterContext,
  PlatformLocation,
  PlatformReview,
  ReviewPage,
  SourceAdapter,
} from '../source-adapter.ts';
import { googleEndpoints } from './endpoints.ts';
import {
  authorizationUrl,
  exchangeCode,
  refreshTokens,
  revokeTokens,
  type GoogleClient,
} from './oauth.ts';

/**
 * Google Business Profile (v4 reviews):
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews
 * Locations are named `accounts/{a}/locations/{l}`; a review `…/reviews/{reviewId}`.
 */
export const GOOGLE_PAGE_SIZE = 50;

const STARS = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;

export type GoogleReview = {
  name?: string;
  reviewId: string;
  reviewer?: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating?: keyof typeof STARS | 'STAR_RATING_UNSPECIFIED';
  comment?: string;
  createTime: string;
  updateTime?: string;
  reviewReply?: { comment?: string; updateTime?: string };
};

export function fromGoogleReview(r: GoogleReview): PlatformReview | null {
  const rating = STARS[r.starRating as keyof typeof STARS];
  if (!rating) return null;
  return {
    externalId: r.reviewId,
    authorName: r.reviewer?.isAnonymous ? null : (r.reviewer?.displayName ?? null),
    authorPhotoUrl: r.reviewer?.profilePhotoUrl ?? null,
    rating,
    // Google appends "(Translated by Google)" blocks; keep the guest's own words.
    text: (r.comment ?? '').split('\n\n(Translated by Google)')[0] ?? '',
    createdAt: r.createTime,
    updatedAt: r.updateTime ?? r.createTime,
    reply: r.reviewReply?.comment
      ? { text: r.reviewReply.comment, updatedAt: r.reviewReply.updateTime ?? null }
      : null,
    url: null,
  };
}

export function createGoogleAdapter(client: GoogleClient | null): SourceAdapter {
  /** A call with the bearer token: refreshed first when it is about to expire, and once on 401. */
  async function authorized<T>(ctx: AdapterContext, url: string, init: PlatformInit = {}) {
    const retry = ctx.retry ?? DEFAULT_RETRY;
    const expiring =
      ctx.credentials.expires_at !== undefined && ctx.credentials.expires_at < Date.now() + 60_000;
    if (expiring && ctx.credentials.refresh_token) await refreshTokens(ctx, client);
    const send = () =>
      platformFetch<T>(
        ctx.fetch,
        'Google',
        url,
        {
          ...init,
          headers: {
            authorization: `Bearer ${ctx.credentials.access_token ?? ''}`,
            'content-type': 'application/json',
          },
        },
        retry,
      );
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof PlatformError && error.status === 401)) throw error;
      if (!ctx.credentials.refresh_token)
        throw new PlatformError('Google access was revoked: reconnect Google', 401, true);
      await refreshTokens(ctx, client);
      return send();
    }
  }

  async function listAll<T>(ctx: AdapterContext, url: string, key: string): Promise<T[]> {
    const all: T[] = [];
    let pageToken: string | undefined;
    do {
      const u = new URL(url);
      if (pageToken) u.searchParams.set('pageToken', pageToken);
      const page = await authorized<Record<string, unknown>>(ctx, u.toString());
      all.push(...((page[key] as T[] | undefined) ?? []));
      pageToken = (page.nextPageToken as string | undefined) || undefined;
    } while (pageToken);
    return all;
  }

  const app = (redirectUri: string) => {
    if (!client)
      throw new PlatformError('Google sign-in is not configured on this server', 0, true);
    return { ...client, redirectUri };
  };

  return {
    source: 'google',
    capabilities: {
      connect: 'oauth',
      incremental: true,
      reply: true,
      deleteReply: true,
      maxReviews: null,
    },
    authorizationUrl: (redirectUri, state, baseUrl) =>
      authorizationUrl(app(redirectUri), state, baseUrl),
    exchangeCode: (send, redirectUri, code, baseUrl) =>
      exchangeCode(send, app(redirectUri), code, baseUrl),
    revoke: (ctx) => revokeTokens(ctx),

    async listLocations(ctx) {
      const endpoints = googleEndpoints(ctx.baseUrl);
      const accounts = await listAll<{ name: string }>(ctx, endpoints.accounts, 'accounts');
      const found: PlatformLocation[] = [];
      for (const account of accounts) {
        const url = new URL(endpoints.locations(account.name));
        url.searchParams.set('readMask', 'name,title,storefrontAddress');
        url.searchParams.set('pageSize', '100');
        const locations = await listAll<{
          name: string;
          title?: string;
          storefrontAddress?: { addressLines?: string[]; locality?: string };
        }>(ctx, url.toString(), 'locations');
        for (const l of locations) {
          const address = [
            ...(l.storefrontAddress?.addressLines ?? []),
            l.storefrontAddress?.locality,
          ]
            .filter(Boolean)
            .join(', ');
          found.push({
            // v4 reviews live under the account: accounts/{a}/locations/{l}.
            id: `${account.name}/${l.name}`,
            name: l.title ?? l.name,
            address: address || null,
          });
        }
      }
      return found;
    },

    async fetchReviews(ctx, location, { pageToken }): Promise<ReviewPage> {
      const url = new URL(googleEndpoints(ctx.baseUrl).v4(`${location}/reviews`));
      url.searchParams.set('pageSize', String(GOOGLE_PAGE_SIZE));
      url.searchParams.set('orderBy', 'updateTime desc');
      if (pageToken) url.searchParams.set('pageToken', pageToken);
      const page = await authorized<{
        reviews?: GoogleReview[];
        nextPageToken?: string;
        totalReviewCount?: number;
      }>(ctx, url.toString());
      return {
        reviews: (page.reviews ?? []).flatMap((r) => fromGoogleReview(r) ?? []),
        nextPageToken: page.nextPageToken || null,
        total: page.totalReviewCount ?? null,
      };
    },

    async reply(ctx, location, externalId, text) {
      await authorized(
        ctx,
        googleEndpoints(ctx.baseUrl).v4(`${location}/reviews/${externalId}/reply`),
        {
          method: 'PUT',
          body: JSON.stringify({ comment: text }),
        },
      );
    },

    async readReply(ctx, location, externalId) {
      const review = await authorized<GoogleReview>(
        ctx,
        googleEndpoints(ctx.baseUrl).v4(`${location}/reviews/${externalId}`),
      );
      return review.reviewReply?.comment ?? null;
    },

    async deleteReply(ctx, location, externalId) {
      await authorized(
        ctx,
        googleEndpoints(ctx.baseUrl).v4(`${location}/reviews/${externalId}/reply`),
        {
          method: 'DELETE',
        },
      );
    },
  };
}
