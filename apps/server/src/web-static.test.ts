import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteLinks, prerenderedPages, registerWebStatic } from './web-static.ts';

// Big enough to be compressed (1 KB and more), as the real build's files are.
const BIG_SCRIPT = 'export const table = { covers: 4, course: "dessert" };\n'.repeat(60);
const BIG_PAGE = `<main>${'<p>Replies that sound like your dining room.</p>'.repeat(40)}</main>`;

const FILES: Record<string, string | Buffer> = {
  'index.html': 'spa shell',
  'en/index.html': 'landing en',
  'en/pricing/index.html': 'pricing en',
  'fr/pricing/index.html': 'pricing fr',
  'assets/index-abc.js': 'js',
  'assets/menu-def.js': BIG_SCRIPT,
  // What the build writes beside it (apps/web/scripts/compress-dist.ts).
  'assets/menu-def.js.br': brotliCompressSync(BIG_SCRIPT),
  'assets/menu-def.js.gz': gzipSync(BIG_SCRIPT),
  'en/blog/index.html': BIG_PAGE,
  'assets/nested/index.html': 'not a page',
  'sitemap-pages.json': JSON.stringify([
    { en: '/en', fr: '/fr' },
    { en: '/en/pricing', fr: '/fr/pricing' },
  ]),
};

let webDist: string;
let app: FastifyInstance;
/** The same files served with compression off (COMPRESSION=false). */
let plain: FastifyInstance;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'tableside-web-static-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(webDist, file)), { recursive: true });
    writeFileSync(join(webDist, file), text);
  }
  app = Fastify();
  await registerWebStatic(app, webDist, 'https://reviews.example.com/');
  plain = Fastify();
  await registerWebStatic(plain, webDist, 'https://reviews.example.com/', { compress: false });
});
afterAll(async () => {
  await app.close();
  await plain.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('web static files', () => {
  it('finds the prerendered pages by the path they answer', () => {
    expect([...prerenderedPages(webDist).keys()].sort()).toEqual([
      '/en',
      '/en/blog',
      '/en/pricing',
      '/fr/pricing',
    ]);
  });

  it('serves a prerendered page for its path, with or without a trailing slash', async () => {
    for (const [url, body] of [
      ['/en', 'landing en'],
      ['/en/', 'landing en'],
      ['/en/pricing', 'pricing en'],
      ['/en/pricing/', 'pricing en'],
      ['/fr/pricing?utm_source=x', 'pricing fr'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(body);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers every other page with the SPA shell', async () => {
    const pages = ['/', '/en/dashboard/home', '/fr', '/en/login', '/fr/superadmin/tiers/'];
    // A bad or missing language prefix is the app's to redirect, with the path kept.
    for (const url of [...pages, '/pricing', '/de/pricing', '/EN/pricing', '/xx/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('spa shell');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers an unknown page under a language with 404 and the shell, which says so', async () => {
    for (const url of ['/en/unknown', '/fr/unknown/', '/en/pricing/x', '/fr/blog/no-such-post']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe('spa shell');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
  });

  it('keeps the API and missing assets out of the fallback', async () => {
    expect((await get('/v1/nothing')).statusCode).toBe(404);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const asset = await get('/assets/index-abc.js');
    expect(asset.body).toBe('js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

const fetchAs = (server: FastifyInstance, url: string, acceptEncoding?: string) =>
  server.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed transfer', () => {
  it('sends a hashed asset as the copy the browser accepts, cached for good', async () => {
    const br = await fetchAs(app, '/assets/menu-def.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await fetchAs(app, '/assets/menu-def.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const none = await fetchAs(app, '/assets/menu-def.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(BIG_SCRIPT);
    const refused = await fetchAs(app, '/assets/menu-def.js', 'br;q=0, gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(BIG_SCRIPT);
    for (const res of [br, gz, none, refused]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Its hashed name is its version: no validator to send back.
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
      // A shared cache must keep the copies apart, the uncompressed one included.
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends a file the build left uncompressed as it is, and never a copy by its own name', async () => {
    const small = await fetchAs(app, '/assets/index-abc.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('js');
    expect((await fetchAs(app, '/assets/menu-def.js.br', 'br')).statusCode).toBe(404);
  });

  it('sends a prerendered page compressed once, the shell as it is below 1 KB', async () => {
    for (const url of ['/en/blog', '/en/blog/']) {
      const br = await fetchAs(app, url, 'gzip, br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(BIG_PAGE);
    }
    const gz = await fetchAs(app, '/en/blog', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_PAGE);
    const none = await fetchAs(app, '/en/blog');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
    expect(none.body).toBe(BIG_PAGE);
    const shell = await fetchAs(app, '/en/dashboard/home', 'br');
    expect(shell.headers['content-encoding']).toBeUndefined();
    expect(shell.body).toBe('spa shell');
  });

  it('sends everything as it is when compression is off', async () => {
    for (const url of ['/assets/menu-def.js', '/en/blog']) {
      const res = await fetchAs(plain, url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body, url).toBe(url === '/en/blog' ? BIG_PAGE : BIG_SCRIPT);
    }
  });
});

describe('files for search engines', () => {
  it('serve a sitemap of every page in each language, with absolute addresses and alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body.match(/<loc>/g)).toHaveLength(4);
    expect(res.body).toContain('<loc>https://reviews.example.com/fr/pricing</loc>');
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://reviews.example.com/en/pricing"/>',
    );
  });

  it('serve robots.txt pointing at the sitemap and away from the signed-in areas', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://reviews.example.com/sitemap.xml');
    expect(res.body).toContain('Disallow: /*/dashboard');
    expect(res.body).toContain('Disallow: /v1/');
  });
});

describe('prerendered links', () => {
  it('become absolute with the server address, leaving other links alone', () => {
    const html =
      '<link rel="canonical" href="/fr/pricing" />' +
      '<link rel="alternate" hreflang="en" href="/en/pricing" />' +
      '<link rel="alternate" hreflang="x-default" href="https://cdn.example/en" />' +
      '<meta property="og:image" content="/dashboard-preview.jpg" />' +
      '<link rel="stylesheet" href="/assets/index.css" /><a href="/en/onboarding">';
    expect(absoluteLinks(html, 'https://reviews.example.com/')).toBe(
      '<link rel="canonical" href="https://reviews.example.com/fr/pricing" />' +
        '<link rel="alternate" hreflang="en" href="https://reviews.example.com/en/pricing" />' +
        '<link rel="alternate" hreflang="x-default" href="https://cdn.example/en" />' +
        '<meta property="og:image" content="https://reviews.example.com/dashboard-preview.jpg" />' +
        '<link rel="stylesheet" href="/assets/index.css" /><a href="/en/onboarding">',
    );
  });
});
