import { describe, expect, it } from 'vitest';
import {
  ROI_DEFAULTS,
  ROI_LIMITS,
  ROI_MAX_DIGITS,
  formatRoiResult,
  roiDigits,
  roiNumber,
  roiOutOfRange,
  roiResults,
} from './roi.ts';

describe('ROI calculator inputs', () => {
  it('keep digits only, an empty value being 0', () => {
    expect(roiDigits('1a2-3.4 ')).toBe('1234');
    expect(roiDigits('-5')).toBe('5');
    expect(roiNumber('')).toBe(0);
    expect(roiNumber('abc')).toBe(0);
    expect(roiNumber('0120')).toBe(120);
  });
});

describe('ROI calculator results', () => {
  it('from the defaults: 100 reviews × 24 min ÷ 60 × 0.75 = 30 h, × 25 = 750', () => {
    expect(roiResults(ROI_DEFAULTS)).toEqual({
      timeSaved: 30,
      costSaved: 750,
      responseImprovement: 75,
    });
  });

  it('round the time first, then the cost from the rounded time', () => {
    // 7 × 10 ÷ 60 × 0.75 = 0.875 → 1 hour; 1 × 33 = 33.
    expect(roiResults({ monthlyReviews: 7, responseTime: 10, staffCost: 33 })).toEqual({
      timeSaved: 1,
      costSaved: 33,
      responseImprovement: 75,
    });
    // 50 × 45 ÷ 60 × 0.75 = 28.125 → 28; 28 × 19 = 532.
    expect(roiResults({ monthlyReviews: 50, responseTime: 45, staffCost: 19 }).costSaved).toBe(532);
  });

  it('show 0 everywhere for unusable inputs', () => {
    const zero = { timeSaved: 0, costSaved: 0, responseImprovement: 0 };
    expect(roiResults({ monthlyReviews: -1, responseTime: 24, staffCost: 25 })).toEqual(zero);
    expect(roiResults({ monthlyReviews: NaN, responseTime: 24, staffCost: 25 })).toEqual(zero);
    expect(roiResults({ monthlyReviews: 100, responseTime: 0, staffCost: 25 })).toEqual(zero);
    expect(roiResults({ monthlyReviews: 100, responseTime: -3, staffCost: 25 })).toEqual(zero);
    expect(roiResults({ monthlyReviews: 100, responseTime: NaN, staffCost: 25 })).toEqual(zero);
    expect(roiResults({ monthlyReviews: 100, responseTime: 24, staffCost: -1 })).toEqual(zero);
    expect(roiResults({ monthlyReviews: 100, responseTime: 24, staffCost: NaN })).toEqual(zero);
  });

  it('accept zero reviews and zero cost as real answers', () => {
    expect(roiResults({ monthlyReviews: 0, responseTime: 24, staffCost: 25 })).toEqual({
      timeSaved: 0,
      costSaved: 0,
      responseImprovement: 75,
    });
    expect(roiResults({ monthlyReviews: 100, responseTime: 24, staffCost: 0 }).timeSaved).toBe(30);
  });
});

describe('ROI calculator bounds', () => {
  it('accept each field from its minimum to its maximum, and nothing beyond', () => {
    for (const [field, { min, max }] of Object.entries(ROI_LIMITS)) {
      const name = field as keyof typeof ROI_LIMITS;
      expect(roiOutOfRange(name, min), field).toBe(false);
      expect(roiOutOfRange(name, max), field).toBe(false);
      expect(roiOutOfRange(name, max + 1), field).toBe(true);
      expect(roiOutOfRange(name, min - 1), field).toBe(true);
    }
    expect(ROI_MAX_DIGITS).toBe(5);
  });

  it('show 0 everywhere past a bound instead of a figure of many digits', () => {
    const huge = { monthlyReviews: 12_345_678_901_234, responseTime: 24, staffCost: 25 };
    expect(roiResults(huge)).toEqual({ timeSaved: 0, costSaved: 0, responseImprovement: 0 });
    const most = roiResults({ monthlyReviews: 10_000, responseTime: 120, staffCost: 500 });
    expect(formatRoiResult('costSaved', most.costSaved, 'en')).toBe('$7,500,000');
    expect(formatRoiResult('timeSaved', most.timeSaved, 'en')).toBe('15,000');
  });
});
