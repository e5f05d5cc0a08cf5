import { describe, expect, it } from 'vitest';
import { countChange, rate } from './percentages.ts';

describe('rate', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [5, 5, 100],
    [3, 2, 150],
  ])('%s of %s is %s %%', (part, whole, expected) => {
    expect(rate(part, whole)).toBe(expected);
  });

  it('is null over nothing', () => {
    expect(rate(0, 0)).toBeNull();
    expect(rate(3, 0)).toBeNull();
  });
});

describe('countChange', () => {
  it.each([
    [120, 100, 20],
    [50, 200, -75],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [4, 3, 33.3],
    [0, 4, -100],
    [7, 7, 0],
  ])('%s against %s is %s %%', (current, previous, expected) => {
    expect(countChange(current, previous)).toBe(expected);
  });

  it('has no percentage from zero, whatever comes after', () => {
    expect(countChange(5, 0)).toBeNull();
    expect(countChange(0, 0)).toBeNull();
  });
});
