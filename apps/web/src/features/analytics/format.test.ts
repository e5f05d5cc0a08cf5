import { describe, expect, it } from 'vitest';
import { changeOf, formatNumber, formatSigned } from './format.ts';

describe('changeOf', () => {
  it('gives counts as a percentage of the earlier period', () => {
    expect(changeOf(120, 100, 'count')).toEqual({ value: 20, kind: 'percent' });
    expect(changeOf(50, 100, 'count')).toEqual({ value: -50, kind: 'percent' });
    expect(changeOf(5, 0, 'count')).toBeNull();
  });

  it('gives rates in points and ratings in stars', () => {
    expect(changeOf(72.5, 70, 'rate')).toEqual({ value: 2.5, kind: 'points' });
    expect(changeOf(4.1, 4.4, 'rating')).toEqual({ value: -0.3, kind: 'absolute' });
    expect(changeOf(null, 4.4, 'rating')).toBeNull();
  });
});

describe('number formats', () => {
  it('follow the interface language', () => {
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatNumber(4.2, 'fr', 1)).toBe('4,2');
    expect(formatNumber(null, 'en')).toBe('–');
    expect(formatSigned(3, 'en')).toBe('+3');
    expect(formatSigned(-0.4, 'fr', 1)).toBe('-0,4');
  });
});
