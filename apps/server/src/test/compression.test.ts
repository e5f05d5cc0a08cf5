import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** API answers compressed as they are sent (lib/api-compression.ts); event streams never. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('admin')).token;
});
afterAll(() => t.close());

const LIST = '/v1/location/all/review';
const SMALL = '/v1/user-alert/config/self';
const get = (url: string, acceptEncoding?: string) =>
  t.call('GET', url, {
    token,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('API answers', () => {
  it('come compressed above 1 KB, as the client accepts: brotli, else gzip, else as they are', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(LIST, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get(LIST, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const identity = await get(LIST, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
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
