import { describe, expect, it } from 'vitest';
import { confirmsName, median, percentChange } from './console-figures.ts';
import { rate } from './percentages.ts';

describe('percentChange', () => {
  it('compares with the value 30 days earlier', () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(1, 3)).toBe(-66.7);
  });
  it('has no percentage for a rise from zero, and 0 for nothing at all', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
  });
});

describe('median and rate', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is a percentage with one decimal, null over nothing', () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(0, 0)).toBeNull();
  });
});

describe('delete confirmation', () => {
  it('needs the exact name, compared trimmed', () => {
    expect(confirmsName('  Maison ', 'Maison')).toBe(true);
    expect(confirmsName('maison', 'Maison')).toBe(false);
    expect(confirmsName('Mais', 'Maison')).toBe(false);
    expect(confirmsName(undefined, 'Maison')).toBe(false);
    expect(confirmsName('', '  ')).toBe(false);
  });
});
