import type { OutboundFetch } from '../lib/outbound/outbound-fetch.ts';
import type { RetryPolicy } from './platform-http.ts';

/** Platforms Tableside reads reviews from; each has one adapter. */
export const SOURCE_KEYS = ['google', 'yelp', 'tripadvisor', 'facebook', 'instagram'] as const;
export type SourceKey = (typeof SOURCE_KEYS)[number];

/** Whatever a platform needs to let us in: OAuth tokens or an API key. Sealed at rest. */
export type SourceCredentials = {
  access_token?: string;
  refresh_token?: string;
  /** Epoch milliseconds when the access token stops working. */
  expires_at?: number;
  api_key?: string;
};

/** A review as the platform shows it, already in Tableside's terms. */
export type PlatformReview = {
  externalId: string;
  authorName: string | null;
  authorPhotoUrl: string | null;
  rating: number;
  text: string;
  createdAt: string;
  /** When the guest (or the owner's reply) last changed it: the incremental sync cursor. */
  updatedAt: string;
  reply: { text: string; updatedAt: string | null } | null;
  url: string | null;
};

/** A guest's comment on one of the business's posts (Facebook) or media (Instagram). */
export type PlatformComment = {
  externalId: string;
  postId: string;
  postCaption: string | null;
  postUrl: string | null;
  authorName: string | null;
  text: string;
  createdAt: string;
  /** The business's own reply under the comment, if it has one. */
  reply: string | null;
};

export type CommentPage = { comments: PlatformComment[]; nextPageToken: string | null };

export type PlatformLocation = { id: string; name: string; address: string | null };

export type ReviewPage = {
  reviews: PlatformReview[];
  nextPageToken: string | null;
  /** How many reviews the platform says the location has, when it says. */
  total: number | null;
};

/** What an adapter call needs: where the API is, who we are, and how to keep fresh tokens. */
export type AdapterContext = {
  /** Override of the platform's address (a regional endpoint, or a local test server). */
  baseUrl?: string | null;
  credentials: SourceCredentials;
  /** Called when the adapter refreshed the tokens, so they are stored (sealed) again. */
  saveCredentials?: (credentials: SourceCredentials) => Promise<void>;
  retry?: RetryPolicy;
  /** The operator's outbound guard (OUTBOUND_ALLOW_HOSTS): every platform call goes through it. */
  fetch: OutboundFetch;
};

export type OAuthApp = { clientId: string; clientSecret: string; redirectUri: string };

export type SourceCapabilities = {
  /** How the restaurant connects: OAuth consent, or an API key it pastes. */
  connect: 'oauth' | 'api_key' | 'none';
  /** The API lists reviews page by page, newest change first (incremental sync). */
  incremental: boolean;
  reply: boolean;
  deleteReply: boolean;
  /** The most reviews the API ever shows per location (Yelp 3, Tripadvisor 5). */
  maxReviews: number | null;
};

/**
 * One interface for every review platform: connect, list the platform's locations, fetch
 * reviews page by page (newest change first where the API allows), reply and delete a reply
 * where the platform lets a business do so.
 */
export type SourceAdapter = {
  source: SourceKey;
  capabilities: SourceCapabilities;
  /** OAuth platforms: the consent page to send the Admin to. */
  authorizationUrl?: (redirectUri: string, state: string, baseUrl?: string | null) => string;
  /** OAuth platforms: trade the code of the consent redirect for tokens. */
  exchangeCode?: (
    send: OutboundFetch,
    redirectUri: string,
    code: string,
    baseUrl?: string | null,
  ) => Promise<SourceCredentials>;
  /** OAuth platforms: give the tokens back when the restaurant disconnects. */
  revoke?: (ctx: AdapterContext) => Promise<void>;
  /** The platform's locations the credentials can see (API-key platforms: a search). */
  listLocations: (ctx: AdapterContext, query?: string) => Promise<PlatformLocation[]>;
  fetchReviews: (
    ctx: AdapterContext,
    location: string,
    page: { pageToken: string | null },
  ) => Promise<ReviewPage>;
  reply?: (
    ctx: AdapterContext,
    location: string,
    externalId: string,
    text: string,
  ) => Promise<void>;
  /** The reply the platform shows now, to learn whether a post whose outcome is unknown landed. */
  readReply?: (ctx: AdapterContext, location: string, externalId: string) => Promise<string | null>;
  deleteReply?: (ctx: AdapterContext, location: string, externalId: string) => Promise<void>;
  /** Social platforms: the guests' comments on the business's posts, newest posts first. */
  fetchComments?: (
    ctx: AdapterContext,
    location: string,
    page: { pageToken: string | null },
  ) => Promise<CommentPage>;
  replyToComment?: (
    ctx: AdapterContext,
    location: string,
    commentId: string,
    text: string,
  ) => Promise<void>;
  /** The business's reply under a comment now, to learn whether a post whose outcome is unknown landed. */
  readCommentReply?: (
    ctx: AdapterContext,
    location: string,
    commentId: string,
  ) => Promise<string | null>;
  /** Where a person replies by hand on read-only platforms ("reply on Yelp"). */
  replyLink?: (
    location: string,
    review: PlatformReview | { externalId: string; url?: string | null },
  ) => string;
};
