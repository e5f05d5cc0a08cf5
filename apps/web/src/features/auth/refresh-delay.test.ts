import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from './refresh-delay.ts';

describe('refreshDelayMs', () => {
  it('refreshes 60 s before expiry', () => {
    expect(refreshDelayMs(900)).toBe(840_000);
    expect(refreshDelayMs(3600)).toBe(3_540_000);
  });

  it('refreshes halfway through tokens shorter than two minutes', () => {
    expect(refreshDelayMs(60)).toBe(30_000);
    expect(refreshDelayMs(30)).toBe(15_000);
  });
});
