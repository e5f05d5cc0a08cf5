import { describe, expect, it } from 'vitest';
import { readReview } from './review-analysis.ts';
import { readSentence } from './sentence.ts';
import { sentenceWords } from './mention-cues.ts';
import { noWait, waitPolarity } from './wait-cue.ts';

// Invented sentences: a duration played down ("only 10 min") is a short wait, not a long one.
const folded = (text: string, lang: 'en' | 'fr' = 'en') => sentenceWords(readSentence(text, lang));

describe('a short wait', () => {
  it('reads a duration played down as no complaint about the wait', () => {
    for (const text of [
      'The wait was only 10 min this time',
      'Just five minutes for a table on a Saturday',
      'We were seated in under 10 minutes',
    ]) {
      expect(noWait(folded(text)), text).toBe(true);
      expect(waitPolarity(folded(text), 'none'), text).toBe('positive');
    }
    expect(noWait(folded('On a attendu seulement 10 minutes', 'fr'))).toBe(true);
  });

  it('still reads a long wait as one', () => {
    for (const text of [
      'We waited 40 minutes, not just 10 minutes',
      'Waited 50 minutes for a burger',
    ])
      expect(noWait(folded(text)), text).toBe(false);
  });

  it('lets a happy update with a short wait read as praise', () => {
    const { result } = readReview(
      'Eggs were perfect, coffee strong, and the wait was only 10 min this time.',
      4,
    );
    expect(result.sentiment.label).toBe('positive');
    expect(result.categories).toContainEqual({ category: 'wait', polarity: 'positive' });
  });
});
