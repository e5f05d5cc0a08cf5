import type { ServerResponse } from 'node:http';

/**
 * Files the browser only ever runs, styles with or draws inside a page: scripts, stylesheets,
 * fonts and raster images, or the build's compressed copy sent in their place. Never a page itself (HTML, SVG, XML, JSON and text keep every header:
 * a browser opening one of those directly renders it as a document).
 */
const SUBRESOURCE = /\.(?:m?js|css|woff2?|png|jpe?g|webp|avif|gif|ico)(?:\.br|\.gz)?$/;

/**
 * Helmet's headers that only a document obeys: the policy of the page, its framing, its
 * opener, its referrer, its legacy XSS filter, its download and DNS prefetch behaviour. The
 * page that loads a script or stylesheet applies its own. What protects the file itself stays:
 * `X-Content-Type-Options: nosniff`, `Cross-Origin-Resource-Policy` and HSTS (decision 0020).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Removes the document-only headers from the answer for a subresource file (by its path on
 * disk); over HTTP/1.1 they cost about 650 bytes on each of a page's dozens of scripts.
 */
export function trimSubresourceHeaders(res: ServerResponse, filePath: string): void {
  if (!SUBRESOURCE.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
