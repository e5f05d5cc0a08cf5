import { ApiError } from '../../lib/api-client.ts';

/**
 * Platforms without a reply API: their replies are copied, posted by hand on the platform and
 * then marked as posted (DECISIONS.md 7).
 */
const MANUAL_REPLY_SOURCES = new Set(['yelp', 'tripadvisor']);

export function repliesByHand(source: string): boolean {
  return MANUAL_REPLY_SOURCES.has(source);
}

/**
 * The server's answer to "Post" when this restaurant has no channel to the platform (no
 * connection, no approval webhook): the reply is to be posted by hand after all.
 */
export function isPostByHandRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const details = error.details as { channel?: unknown } | null;
  return details?.channel === 'manual';
}

/** Where the owner answers reviews, when the review carries no link of its own. */
const OWNER_PAGES: Record<string, string> = {
  google: 'https://business.google.com/',
  yelp: 'https://biz.yelp.com/',
  tripadvisor: 'https://www.tripadvisor.com/Owners',
};

export function platformReplyUrl(source: string, reviewUrl?: string | null): string | null {
  if (reviewUrl && /^https:\/\//.test(reviewUrl)) return reviewUrl;
  return OWNER_PAGES[source] ?? null;
}

/** Brand names are not translated; the others are (sources.<key> in the dashboard namespace). */
const BRAND_NAMES: Record<string, string> = {
  google: 'Google',
  yelp: 'Yelp',
  tripadvisor: 'Tripadvisor',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

export function brandName(source: string): string | null {
  return BRAND_NAMES[source] ?? null;
}
