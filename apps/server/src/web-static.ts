import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppPath } from '@tableside/domain/app-paths';
import { readSitemapEntries, robotsTxt, sitemapXml } from './seo-files.ts';
import { trimSubresourceHeaders } from './lib/security-headers.ts';
import { sendStored, storedBody, type StoredBody } from './lib/encodings.ts';
import type { TierPages } from './tier-pages.ts';

/** SHA-256 sources of the inline scripts in index.html (the theme bootstrap), for the CSP. */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return [];
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Canonical, hreflang and social links must be absolute for search engines. A build without
 * PUBLIC_URL writes them as paths; the server, which always knows its address, completes them.
 */
export function absoluteLinks(html: string, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return html.replace(
    /(<link rel="(?:canonical|alternate)"[^>]*? href="|<meta property="og:(?:url|image)" content=")\//g,
    `$1${origin}/`,
  );
}

/**
 * The pages the web build prerendered, by the path they answer: `en/pricing/index.html` is
 * /en/pricing. Read once at start-up, as index.html is.
 */
export function prerenderedPages(webDist: string, publicUrl?: string): Map<string, Buffer> {
  const pages = new Map<string, Buffer>();
  for (const file of readdirSync(webDist, { recursive: true, encoding: 'utf8' })) {
    const dir = dirname(file);
    if (!file.endsWith(`${sep}index.html`) || dir.split(sep)[0] === 'assets') continue;
    const html = readFileSync(join(webDist, file), 'utf8');
    pages.set(
      `/${dir.split(sep).join('/')}`,
      Buffer.from(publicUrl ? absoluteLinks(html, publicUrl) : html),
    );
  }
  return pages;
}

/**
 * Whether a page path is unknown: under a language (`/en/…`) but neither a prerendered page nor
 * one of the app's routes. A path without a valid language is the app's to redirect
 * (docs/product/dashboard-screens.md#languages-and-paths), so it is never unknown here.
 */
export function isUnknownPage(path: string, prerendered: ReadonlySet<string>): boolean {
  const [, lang = '', ...rest] = path.split('/');
  if (lang !== 'en' && lang !== 'fr') return false;
  return !prerendered.has(path) && !isAppPath(rest.join('/'));
}

/**
 * Serves the built web app: hashed assets cached for a year; a prerendered public page for its
 * path, with or without a trailing slash; every other GET outside the API answered with
 * index.html so client-side routes survive a reload, with status 404 for an unknown page (the
 * app then shows its not-found page in the path's language). With `compress` (the default), files are
 * sent as the brotli or gzip copy the build wrote beside them (apps/web/scripts/compress-dist.ts)
 * and the pages held in memory as copies compressed once (lib/encodings.ts), whichever the
 * client accepts.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  webDist: string | undefined,
  publicUrl = 'http://localhost:3000',
  {
    compress = true,
    tierPages,
    log,
  }: {
    compress?: boolean;
    /** The landing and pricing pages rendered with the live tier records (tier-pages.ts). */
    tierPages?: TierPages | null;
    log?: (error: unknown) => void;
  } = {},
) {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) {
    app.log.warn(
      { webDist },
      'web build not found: the API runs without the web app (run npm run build)',
    );
    return;
  }
  const stored = (body: Buffer | string) => storedBody(Buffer.from(body), { compress });
  const shell = stored(readFileSync(join(webDist, 'index.html')));
  const sitemap = stored(sitemapXml(publicUrl, readSitemapEntries(webDist)));
  const pages = new Map(
    [...prerenderedPages(webDist, publicUrl)].map(([path, html]) => [path, stored(html)]),
  );
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: compress,
    // Nothing here is media a browser would fetch in ranges: no Accept-Ranges on each file.
    acceptRanges: false,
    // The compressed copies are only ever sent in place of their original, never by their name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The hashed name is the file's version: a browser never revalidates it, so the
        // validators would be bytes for nothing on each of a page's dozens of files.
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
      }
      trimSubresourceHeaders(reply.raw, path);
    },
  });
  const prerendered = new Set(pages.keys());
  const live = new Map<string, { html: string; body: StoredBody }>();
  /** The live copy of a page that shows tier records, when the records differ from the seed. */
  const livePage = async (path: string): Promise<StoredBody | undefined> => {
    if (!tierPages?.paths.has(path)) return undefined;
    const html = (await tierPages.current())?.get(path);
    if (html === undefined) return undefined;
    const kept = live.get(path);
    if (kept?.html === html) return kept.body;
    const body = stored(absoluteLinks(html, publicUrl));
    live.set(path, { html, body });
    return body;
  };
  const robots = robotsTxt(publicUrl);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache');
    return sendStored(request.headers['accept-encoding'], sitemap, reply);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots),
  );
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/v1/') || path.startsWith('/assets/')) {
      return reply.status(404).send({ status: 'error', code: 'not_found', message: 'Not found' });
    }
    const key = path.replace(/(.)\/+$/, '$1');
    const page =
      (await livePage(key).catch((error: unknown) => {
        // The build's copy (the seed prices) rather than no page.
        log?.(error);
        return undefined;
      })) ??
      pages.get(key) ??
      shell;
    if (isUnknownPage(key, prerendered)) reply.status(404);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendStored(request.headers['accept-encoding'], page, reply);
  });
}
