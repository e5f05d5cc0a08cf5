import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50' });
});
afterAll(() => t.close());

/** Keeps the event loop busy, as a flood of work would. */
const block = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('load shedding', () => {
  it('answers a fast 503 with Retry-After while the event loop lags, then serves again', async () => {
    let shed = null;
    for (let i = 0; i < 20 && !shed; i++) {
      block(400);
      // Let the pressure sampler run once before the next request.
      await new Promise((resolve) => setImmediate(resolve));
      const res = await t.call('GET', '/v1/subscription-tier');
      if (res.statusCode === 503) shed = res;
    }
    expect(shed?.headers['retry-after']).toBe('10');
    expect(shed?.json()).toMatchObject({ status: 'error', code: 'service_unavailable' });
    await expect
      .poll(async () => (await t.call('GET', '/v1/subscription-tier')).statusCode, {
        timeout: 5000,
      })
      .toBe(200);
  });
});
