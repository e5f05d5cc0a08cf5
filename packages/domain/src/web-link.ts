import { z } from 'zod';
import { LIMITS } from './validation.ts';

/**
 * Whether a URL someone typed (a location's website) may be stored and rendered as a link: an
 * absolute http(s) address only, so a `javascript:`, `data:` or `vbscript:` URL can never run
 * in a reader's browser, and relative junk never becomes a link into our own app.
 */
export function isWebLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/** The link a web page may put in `href`: the URL itself if it is a web link, nothing otherwise. */
export function safeHref(value: string | null | undefined): string | undefined {
  return value && isWebLink(value) ? value : undefined;
}

export const ZWebLink = z
  .string()
  .trim()
  .max(LIMITS.urlMax)
  .refine(isWebLink, { message: 'invalid_web_link' });
