import { describe, expect, it } from 'vitest';
import { MAX_WAIT_SECONDS, retryAfterSeconds } from './retry-after.ts';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');

  it('reads delay-seconds and an HTTP-date', () => {
    expect(retryAfterSeconds('1', now)).toBe(1);
    expect(retryAfterSeconds(' 120 ', now)).toBe(120);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:00:30 GMT', now)).toBe(30);
    // A date between two seconds waits the whole second.
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:00:30 GMT', now + 500)).toBe(30);
  });

  it('bounds a long wait to fifteen minutes', () => {
    expect(MAX_WAIT_SECONDS).toBe(900);
    expect(retryAfterSeconds('86400', now)).toBe(900);
    expect(retryAfterSeconds('99999999999999999999', now)).toBe(900);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 10:00:00 GMT', now)).toBe(900);
  });

  it('leaves the backoff to the caller when there is nothing to wait for', () => {
    for (const header of [null, '', '0', '-5', '1.5', 'soon', 'Fri, 27 Nov 2026 09:59:00 GMT'])
      expect(retryAfterSeconds(header, now), String(header)).toBeNull();
  });
});
