import { ApiError } from '../../lib/api-client.ts';

/**
 * The server's answer to "Post" when the restaurant's channel changed since the list loaded
 * (a connection or webhook removed): the reply is to be posted by hand after all.
 */
export function isPostByHandRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'reply_posted_by_hand';
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
