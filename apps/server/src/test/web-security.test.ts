import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

  it('turns on HSTS and Secure cookies when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://reviews.example.com' });
    try {
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
