import { describe, expect, it } from 'vitest';
import { DEFAULT_BAD_REVIEW_THRESHOLD, isBadReview } from './alerts.ts';
import { DEFAULT_AUTO_APPROVAL_MIN_RATING } from './auto-approval.ts';
import { countsByClass, RATINGS, ratingsOfClass, starCountOf } from './ratings.ts';

describe('rating classes', () => {
  it('split the scale into negative 1–2, neutral 3, positive 4–5', () => {
    expect(ratingsOfClass('negative')).toEqual([1, 2]);
    expect(ratingsOfClass('neutral')).toEqual([3]);
    expect(ratingsOfClass('positive')).toEqual([4, 5]);
  });

  it('give every rating exactly one class', () => {
    const all = [...ratingsOfClass('negative'), ...ratingsOfClass('neutral')];
    expect([...all, ...ratingsOfClass('positive')]).toEqual([...RATINGS]);
  });

  it('count reviews per class from counts per star', () => {
    expect(countsByClass({ 1: 1, 2: 2, 3: 4, 4: 8, 5: 16 })).toEqual({
      negative: 3,
      neutral: 4,
      positive: 24,
    });
    expect(countsByClass({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toEqual({
      negative: 0,
      neutral: 0,
      positive: 0,
    });
  });
});

describe('defaults of a new restaurant', () => {
  it('alert on exactly the negative reviews', () => {
    const bad = RATINGS.filter((r) => isBadReview(r, DEFAULT_BAD_REVIEW_THRESHOLD));
    expect(bad).toEqual(ratingsOfClass('negative'));
  });

  it('auto-approve only positive reviews', () => {
    const approvable = RATINGS.filter((r) => r >= DEFAULT_AUTO_APPROVAL_MIN_RATING);
    expect(approvable).toEqual(ratingsOfClass('positive'));
  });
});

describe('starCountOf', () => {
  it('reads a star count said in digits or in English or French words', () => {
    expect(
      ['1', 'one', 'un', 'Une', 'three', 'trois', '5', 'FIVE', 'cinq'].map(starCountOf),
    ).toEqual([1, 1, 1, 1, 3, 3, 5, 5, 5]);
  });

  it('is 0 for anything that is no star count', () => {
    expect(['0', '6', '10', 'six', 'star', ''].map(starCountOf)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
