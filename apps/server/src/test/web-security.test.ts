import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_ANSWER_CSP, SUBRESOURCE_DROPPED_HEADERS } from '../lib/security-headers.ts';
import { createTestApp, type TestApp } from './harness.ts';

const BIG_SCRIPT = 'export const tables = [2, 4, 6];\n'.repeat(60);

/** A web build of one page and one file of each kind, served by the app under test. */
const WEB_FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><div id="root"></div>',
  'en/pricing/index.html': '<!doctype html><h1>Pricing</h1>',
  'assets/index-abc123.js': 'export const covers = 4;',
  'assets/index-abc123.css': 'body{margin:0}',
  // Sent as the build's brotli copy (apps/web/scripts/compress-dist.ts).
  'assets/menu-def456.js': BIG_SCRIPT,
  'assets/menu-def456.js.br': brotliCompressSync(BIG_SCRIPT),
  'boot.js': 'document.documentElement.dataset.theme = "light";',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'tableside-web-security-'));
  for (const [file, text] of Object.entries(WEB_FILES)) {
    mkdirSync(dirname(join(webDist, file)), { recursive: true });
    writeFileSync(join(webDist, file), text);
  }
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** What every document answer carries (the first test's checks, as a list). */
function expectDocumentHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  for (const name of SUBRESOURCE_DROPPED_HEADERS)
    expect(headers[name], `${what}: ${name}`).toBeDefined();
}

describe('web security', () => {
  it('sends a strict CSP, no framing, nosniff and a referrer policy', async () => {
    const res = await t.call('GET', '/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'(;| 'sha256-)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only over https (PUBLIC_URL is http here).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends the full set on pages, and on scripts, stylesheets and images what protects a file', async () => {
    for (const url of ['/en/pricing', '/en/dashboard/home', '/favicon.svg']) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expectDocumentHeaders(res.headers, url);
    }
    for (const url of [
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/assets/menu-def456.js',
      '/boot.js',
    ]) {
      const res = await t.call('GET', url, { headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      // The big script comes as its compressed copy, whose file name ends in .br.
      expect(res.headers['content-encoding'], url).toBe(url.includes('menu') ? 'br' : undefined);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of SUBRESOURCE_DROPPED_HEADERS)
        expect(res.headers[name], `${url}: ${name}`).toBeUndefined();
    }
  });

  it('sends an API answer that is data the short policy, still unframable and nosniff', async () => {
    for (const url of ['/v1/subscription-tier', '/v1/location']) {
      const res = await t.call('GET', url);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe(DATA_ANSWER_CSP);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['x-permitted-cross-domain-policies'], url).toBeUndefined();
    }
  });

  it('turns on HSTS and Secure cookies when the public address is https', async () => {
    const secure = await createTestApp({
      PUBLIC_URL: 'https://reviews.example.com',
      WEB_DIST: webDist,
    });
    try {
      for (const url of ['/en/pricing', '/assets/index-abc123.js', '/v1/subscription-tier']) {
        const res = await secure.call('GET', url);
        expect(res.headers['strict-transport-security'], url).toContain('max-age=31536000');
      }
      const res = await secure.call('POST', '/v1/auth/login', {
        body: { username: 'admin', password: 'correct-horse-battery' },
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.cookies.find((c) => c.name === 'tableside_refresh')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('refuses cookie-authenticated calls from another site', async () => {
    const { cookie } = await t.login('admin');
    const res = await t.call('POST', '/v1/auth/refresh', {
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const logout = await t.call('POST', '/v1/auth/logout', {
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    // The session survived both attempts.
    const same = await t.call('POST', '/v1/auth/refresh', {
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('echoes a safe request id and replaces an unsafe one', async () => {
    expect(
      (await t.call('GET', '/healthz', { headers: { 'x-request-id': 'abc-123' } })).headers[
        'x-request-id'
      ],
    ).toBe('abc-123');
    const unsafe = await t.call('GET', '/healthz', { headers: { 'x-request-id': '<script>' } });
    expect(unsafe.headers['x-request-id']).not.toBe('<script>');
  });
});
