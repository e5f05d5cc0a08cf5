import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReview } from './factory.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** API answers compressed as they are sent (lib/api-compression.ts); event streams never. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('admin')).token;
  // Fifty long reviews: the list's answer passes 64 KB, past which @fastify/compress streams it.
  const story = 'The tasting menu opened with oysters, then a slow-cooked lamb shoulder. '.repeat(
    16,
  );
  for (let i = 0; i < 50; i++)
    await createReview(t, { location: 'Alpha', rating: 4, text: `Visit ${i}. ${story}` });
});
afterAll(() => t.close());

const LIST = '/v1/location/all/review';
const SHORT_LIST = '/v1/location/all/review?limit=3';
const SMALL = '/v1/user-alert/config/self';
const get = (url: string, acceptEncoding?: string) =>
  t.call('GET', url, {
    token,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('API answers', () => {
  it('come compressed above 1 KB, as the client accepts: gzip, else brotli, else as they are', async () => {
    // A long answer (compressed as a stream) and a short one (compressed at once).
    for (const url of [LIST, SHORT_LIST]) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.rawPayload.length, url).toBeGreaterThan(url === LIST ? 65_536 : 1024);
      expect(plain.headers['content-encoding'], url).toBeUndefined();

      // What browsers send: gzip, the cheaper of the two for an answer made per request.
      const gz = await get(url, 'gzip, deflate, br, zstd');
      expect(gz.statusCode, url).toBe(200);
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gz.headers.vary, url).toMatch(/accept-encoding/i);
      expect(gz.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(plain.body);

      const br = await get(url, 'br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);

      const identity = await get(url, 'identity');
      expect(identity.headers['content-encoding'], url).toBeUndefined();
      expect(identity.body, url).toBe(plain.body);
    }
  });

  it('stay as they are below 1 KB', async () => {
    const res = await get(SMALL, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('success');
  });

  it('are never compressed with COMPRESSION=false', async () => {
    const off = await createTestApp({ COMPRESSION: 'false' });
    try {
      const { token: offToken } = await off.login('admin');
      const res = await off.call('GET', LIST, {
        token: offToken,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().status).toBe('success');
    } finally {
      await off.close();
    }
  });
});

describe('the alert stream', () => {
  it('is sent as it is written, uncompressed, to a browser that accepts brotli', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    try {
      const res = await fetch(`${base}/v1/user-alert/stream`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      // The first events arrive while the stream stays open: nothing holds them back.
      const reader = (res.body as ReadableStream<Uint8Array>)
        .pipeThrough(new TextDecoderStream())
        .getReader();
      let text = '';
      while (!text.includes('event: ready')) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`stream ended before ready: ${text}`);
        text += chunk.value;
      }
      expect(text).toContain('retry: 3000');
    } finally {
      abort.abort();
    }
  });
});
