import { describe, expect, it } from 'vitest';
import { AUTO_APPROVAL_DELAY_OPTIONS, delayDisplay } from './auto-approval.ts';

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
