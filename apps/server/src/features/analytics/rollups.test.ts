import { describe, expect, it } from 'vitest';
import { cover } from './rollups.ts';

describe('cover', () => {
  it('reads the last 365 days as 12 months and 4 days, less the days after today', () => {
    expect(cover({ startDate: '2025-11-27', endDate: '2026-11-26' })).toEqual({
      months: [
        { startDate: '2025-12-01', endDate: '2026-10-01' },
        { startDate: '2026-11-01', endDate: '2026-11-01' },
      ],
      days: [{ startDate: '2025-11-27', endDate: '2025-11-30' }],
      less: [{ startDate: '2026-11-27', endDate: '2026-11-30' }],
    });
  });

  it('keeps the days when they are fewer rows than the month and its other days', () => {
    expect(cover({ startDate: '2026-03-01', endDate: '2026-03-15' })).toEqual({
      months: [],
      days: [{ startDate: '2026-03-01', endDate: '2026-03-15' }],
      less: [],
    });
    // Across a month end without a whole month: each side on its own.
    expect(cover({ startDate: '2026-02-19', endDate: '2026-03-18' })).toEqual({
      months: [{ startDate: '2026-03-01', endDate: '2026-03-01' }],
      days: [{ startDate: '2026-02-19', endDate: '2026-02-28' }],
      less: [{ startDate: '2026-03-19', endDate: '2026-03-31' }],
    });
  });

  it('takes away the days on both sides of a range inside one month', () => {
    expect(cover({ startDate: '2026-01-02', endDate: '2026-01-30' })).toEqual({
      months: [{ startDate: '2026-01-01', endDate: '2026-01-01' }],
      days: [],
      less: [
        { startDate: '2026-01-01', endDate: '2026-01-01' },
        { startDate: '2026-01-31', endDate: '2026-01-31' },
      ],
    });
  });
});
