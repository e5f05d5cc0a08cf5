import { describe, expect, it } from 'vitest';
import { annualMonthlyPrice } from './pricing.ts';
import { ratingClass, roundRating } from './ratings.ts';
import { isValidEmail } from './validation.ts';

describe('annual prices', () => {
  it('is monthly × 0.9 rounded', () => {
    expect(annualMonthlyPrice(79)).toBe(71);
    expect(annualMonthlyPrice(119)).toBe(107);
    expect(annualMonthlyPrice(199)).toBe(179);
  });
});

describe('rating classes', () => {
  it('splits 1-2 / 3 / 4-5', () => {
    expect([1, 2, 3, 4, 5].map(ratingClass)).toEqual([
      'negative',
      'negative',
      'neutral',
      'positive',
      'positive',
    ]);
    expect(roundRating(4.26)).toBe(4.3);
  });
});

describe('e-mail rule', () => {
  it.each([
    ['ana@bistro.ca', true],
    ['a b@bistro.ca', false],
    ['@bistro.ca', false],
    ['ana@', false],
    ['ana@bistro', false],
    ['ana@bistro.', false],
  ])('%s → %s', (value, ok) => expect(isValidEmail(value)).toBe(ok));
});

describe('annual prices of the seed tiers', () => {
  it('round half up: 0.9 × 85 = 76.5 → 77', () => {
    expect(annualMonthlyPrice(85)).toBe(77);
    expect(annualMonthlyPrice(0)).toBe(0);
  });
});
