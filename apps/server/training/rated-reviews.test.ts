import { describe, expect, it } from 'vitest';
import { inHoldout, loadRatedReviews } from './rated-reviews.ts';

describe('rated reviews', () => {
  const all = loadRatedReviews('all');

  it('holds enough of every kind, each id once', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(all.filter((r) => r.spam).length).toBeGreaterThanOrEqual(40);
    for (const language of ['en', 'fr', 'fr-CA'])
      expect(all.filter((r) => r.language === language).length).toBeGreaterThan(80);
    for (const stars of [1, 2, 3, 4, 5])
      expect(all.filter((r) => r.stars === stars).length).toBeGreaterThan(20);
  });

  it('labels sarcasm only at 1–2★, and spam as neutral unless it is about another place', () => {
    for (const r of all.filter((r) => r.sarcasm)) expect(r.stars).toBeLessThanOrEqual(2);
    for (const r of all.filter((r) => r.spam && r.sentiment !== 'neutral'))
      expect(['wrong-restaurant', 'delivery-app']).toContain(r.spam);
  });

  it('keeps about 35% apart by the id alone', () => {
    const held = loadRatedReviews('holdout');
    expect(held.length / all.length).toBeGreaterThan(0.3);
    expect(held.length / all.length).toBeLessThan(0.4);
    expect(held.every((r) => inHoldout(r.id))).toBe(true);
    expect(inHoldout('en-001')).toBe(inHoldout('en-001'));
    expect(loadRatedReviews('train').length + held.length).toBe(all.length);
  });
});
