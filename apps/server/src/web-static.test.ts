import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteLinks, prerenderedPages, registerWebStatic } from './web-static.ts';

const FILES: Record<string, string> = {
  'index.html': 'spa shell',
  'en/index.html': 'landing en',
  'en/pricing/index.html': 'pricing en',
  'fr/pricing/index.html': 'pricing fr',
  'assets/index-abc.js': 'js',
  'assets/nested/index.html': 'not a page',
  'sitemap-pages.json': JSON.stringify([
    { en: '/en', fr: '/fr' },
    { en: '/en/pricing', fr: '/fr/pricing' },
  ]),
};

let webDist: string;
let app: FastifyInstance;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'tableside-web-static-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(webDist, file)), { recursive: true });
    writeFileSync(join(webDist, file), text);
  }
  app = Fastify();
  await registerWebStatic(app, webDist, 'https://reviews.example.com/');
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('web static files', () => {
  it('finds the prerendered pages by the path they answer', () => {
    expect([...prerenderedPages(webDist).keys()].sort()).toEqual([
      '/en',
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
    for (const url of ['/', '/en/dashboard/home', '/fr', '/en/login', '/en/pricing/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('spa shell');
      expect(res.headers['cache-control'], url).toBe('no-cache');
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
