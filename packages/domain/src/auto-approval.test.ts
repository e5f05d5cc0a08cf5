import { describe, expect, it } from 'vitest';
import { AUTO_APPROVAL_DELAY_OPTIONS, delayDisplay, isAutoApprovable } from './auto-approval.ts';

describe('auto-approval delay display', () => {
  it('shows every offered delay in its unit', () => {
    expect(AUTO_APPROVAL_DELAY_OPTIONS.map(delayDisplay)).toEqual([
      { unit: 'minutes', value: 1 },
      { unit: 'minutes', value: 15 },
      { unit: 'minutes', value: 30 },
      { unit: 'hours', value: 1 },
      { unit: 'hours', value: 4 },
      { unit: 'hours', value: 12 },
      { unit: 'days', value: 1 },
      { unit: 'days', value: 3 },
      { unit: 'weeks', value: 1 },
    ]);
  });

  it('shows No delay when empty', () => {
    expect(delayDisplay(null)).toEqual({ unit: 'none' });
    expect(delayDisplay(undefined)).toEqual({ unit: 'none' });
    expect(delayDisplay(0)).toEqual({ unit: 'none' });
  });
});

describe('auto-approval eligibility', () => {
  it('takes reviews at or above the minimum rating while it is on', () => {
    for (const minRating of [1, 2, 3, 4, 5]) {
      const approvable = [1, 2, 3, 4, 5].filter((r) =>
        isAutoApprovable(r, { enabled: true, minRating }),
      );
      expect(approvable).toEqual([1, 2, 3, 4, 5].slice(minRating - 1));
    }
  });

  it('takes none while it is off', () => {
    for (const rating of [1, 2, 3, 4, 5])
      expect(isAutoApprovable(rating, { enabled: false, minRating: 1 })).toBe(false);
  });
});
