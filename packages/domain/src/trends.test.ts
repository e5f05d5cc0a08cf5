import { describe, expect, it } from 'vitest';
import { ZTrendQuery } from './schemas/trends.ts';
import { countChange } from './percentages.ts';
import { mentionSentiment } from './trends.ts';

describe('mention trend rules', () => {
  it('score sentiment as the positive minus negative share, two decimals', () => {
    expect(mentionSentiment({ mentions: 0, positive: 0, negative: 0 })).toBe(0);
    expect(mentionSentiment({ mentions: 4, positive: 3, negative: 1 })).toBe(0.5);
    expect(mentionSentiment({ mentions: 3, positive: 0, negative: 2 })).toBe(-0.67);
    expect(mentionSentiment({ mentions: 2, positive: 2, negative: 0 })).toBe(1);
  });

  it('give a change in percent against the comparison, none from nothing', () => {
    expect(countChange(5, 0)).toBeNull();
    expect(countChange(0, 4)).toBe(-100);
    expect(countChange(3, 2)).toBe(50);
    expect(countChange(2, 3)).toBe(-33.3);
  });

  it('take ten items by default and at most a hundred', () => {
    expect(ZTrendQuery.parse({ preset: 'last_7_days' }).limit).toBe(10);
    expect(ZTrendQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZTrendQuery.safeParse({ preset: 'next_week' }).success).toBe(false);
  });
});
