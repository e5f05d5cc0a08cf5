import type { ServerResponse } from 'node:http';

/**
 * Helmet sends its whole set on every answer; most of it is about a page the browser shows. On
 * the answers that are not one, those headers are about 650 bytes each over HTTP/1.1, on each of
 * a first visit's dozens of files and API calls (decision 0020).
 */

/** What only a page's behaviour reads: its opener, its agent cluster, legacy IE and Flash. */
const PAGE_BEHAVIOUR_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Dropped from a script, stylesheet, font or image: on top of the above, the page policies
 * (CSP, framing, referrer), which the document that loads the file applies itself. What protects
 * the file stays: `X-Content-Type-Options: nosniff`, `Cross-Origin-Resource-Policy`, HSTS.
 */
export const SUBRESOURCE_DROPPED_HEADERS = [
  ...PAGE_BEHAVIOUR_HEADERS,
  'content-security-policy',
  'referrer-policy',
  'x-frame-options',
] as const;

/**
 * Files the browser only runs, styles with or draws inside a page, or the build's compressed
 * copy sent in their place. Never a page itself: HTML, SVG (which can run script when opened),
 * XML, JSON and text keep every header.
 */
const SUBRESOURCE = /\.(?:m?js|css|woff2?|png|jpe?g|webp|avif|gif|ico)(?:\.br|\.gz)?$/;

/** Removes the page-only headers from the answer for a subresource file (its path on disk). */
export function trimSubresourceHeaders(res: ServerResponse, filePath: string): void {
  if (!SUBRESOURCE.test(filePath)) return;
  for (const name of SUBRESOURCE_DROPPED_HEADERS) res.removeHeader(name);
}

/**
 * The policy of an API answer that is data: it loads nothing and is framed nowhere, stricter than
 * the pages' (OWASP's REST guidance). It keeps nosniff, CORP, framing, referrer and HSTS.
 */
export const DATA_ANSWER_CSP = "default-src 'none'; frame-ancestors 'none'";

/** For a JSON or CSV answer: the short policy, and no page behaviour headers. */
export function trimDataAnswerHeaders(res: ServerResponse, contentType: unknown): void {
  if (typeof contentType !== 'string' || !/^(?:application\/json|text\/csv)/.test(contentType))
    return;
  for (const name of PAGE_BEHAVIOUR_HEADERS) res.removeHeader(name);
  if (res.hasHeader('content-security-policy'))
    res.setHeader('content-security-policy', DATA_ANSWER_CSP);
}
