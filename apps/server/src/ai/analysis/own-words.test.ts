import { describe, expect, it } from 'vitest';
import { ownWords } from './own-words.ts';
import { analyseReview } from './review-analysis.ts';

describe('ownWords', () => {
  it('keeps the guest’s original below a Google translation, offsets intact', () => {
    const text =
      '(Translated by Google) Very good, the waitress was nice.\n\n(Original)\nTrès bon, la serveuse était fine.';
    const own = ownWords(text);
    expect(own).toHaveLength(text.length);
    expect(own.trim()).toBe('Très bon, la serveuse était fine.');
    expect(analyseReview(text, 4).language).toBe('fr');
  });

  it('reads an English original under a French translation as English', () => {
    const text =
      "(Traduit par Google) Salle chaleureuse, service attentionné.\n\n(Avis d'origine)\nCozy room, attentive service.";
    expect(ownWords(text).trim()).toBe('Cozy room, attentive service.');
  });

  it('drops the first review an update supersedes, not the update', () => {
    const text =
      'UPDATE: we went back and it was great, hot food and a lovely server.\n\nOriginal review (2 stars): waited 40 min, cold food.';
    const own = ownWords(text);
    expect(own).toContain('UPDATE: we went back');
    expect(own).not.toContain('cold food');
    expect(analyseReview(text, 4).sentiment.label).toBe('positive');
  });

  it('keeps reviews without those blocks as they are', () => {
    for (const text of [
      'The original poutine was great (Original recipe!).',
      'Edit: original review below was too harsh.',
      'Original review: loved it. UPDATE: still love it.',
      '(Translated by Google)',
    ])
      expect(ownWords(text)).toBe(text);
  });
});
