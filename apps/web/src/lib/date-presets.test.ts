import { describe, expect, it } from 'vitest';
import { isDay, isValidRange, presetRange, rangeOf, toDay } from './date-presets.ts';

describe('presetRange', () => {
  const today = new Date(2026, 2, 15, 23, 30); // 15 March 2026, late evening local time

  it('counts today in the last 7 and 30 days', () => {
    expect(presetRange('last_7_days', today)).toEqual({
      startDate: '2026-03-09',
      endDate: '2026-03-15',
    });
    expect(presetRange('last_30_days', today)).toEqual({
      startDate: '2026-02-14',
      endDate: '2026-03-15',
    });
  });

  it('runs this month from its first day to today', () => {
    expect(presetRange('this_month', today)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-15',
    });
  });

  it('covers the whole previous month, across a year and in a leap year', () => {
    expect(presetRange('last_month', today)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(presetRange('last_month', new Date(2024, 2, 1))).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    expect(presetRange('last_month', new Date(2026, 0, 10))).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
  });

  it('crosses month and year ends for the rolling ranges', () => {
    expect(presetRange('last_7_days', new Date(2026, 0, 3))).toEqual({
      startDate: '2025-12-28',
      endDate: '2026-01-03',
    });
  });
});

describe('days', () => {
  it('formats a local day without shifting it to UTC', () => {
    expect(toDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('accepts only real days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('refuses a custom range that ends before it starts', () => {
    expect(isValidRange({ startDate: '2026-03-01', endDate: '2026-03-01' })).toBe(true);
    expect(isValidRange({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe(false);
  });

  it('uses a custom choice as given', () => {
    const custom = { preset: 'custom', startDate: '2025-01-01', endDate: '2025-01-31' } as const;
    expect(rangeOf(custom, new Date())).toEqual({ startDate: '2025-01-01', endDate: '2025-01-31' });
  });
});
