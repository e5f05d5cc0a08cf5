import { describe, expect, it } from 'vitest';
import { softenedCriticism, sentimentFeatures } from './overall-sentiment-features.ts';
import { readSentence } from './sentence.ts';
import { sentenceWords } from './mention-cues.ts';

const folded = (text: string, lang: 'en' | 'fr') => sentenceWords(readSentence(text, lang));

describe('softenedCriticism', () => {
  it('hears a downtoned criticism or a wish, in English and French', () => {
    expect(softenedCriticism(folded('The chips could be a touch crispier.', 'en'))).toBe(true);
    expect(softenedCriticism(folded('My only gripe is the parking.', 'en'))).toBe(true);
    expect(softenedCriticism(folded('Seul bémol, la musique un poil forte.', 'fr'))).toBe(true);
    expect(softenedCriticism(folded("J'aurais aimé un dessert de plus.", 'fr'))).toBe(true);
  });

  it('does not hear it in a plain complaint', () => {
    expect(softenedCriticism(folded('The steak was tough and the waiter rude.', 'en'))).toBe(false);
    expect(softenedCriticism(folded('Service lent et plats froids.', 'fr'))).toBe(false);
  });
});

describe('sentimentFeatures', () => {
  const evidence = {
    lexicon: 1,
    positives: 2,
    negatives: 1,
    positiveClauses: 1,
    negativeClauses: 1,
    clauses: [
      { lean: 2, side: 'positive' as const, softened: false },
      { lean: -1, side: 'negative' as const, softened: true },
    ],
  };

  it('pairs each piece of evidence with the star band', () => {
    const high = sentimentFeatures(4, evidence);
    expect(high.get('stars=4')).toBe(1);
    expect(high.get('criticism.onlySoftened')).toBe(1);
    expect(high.get('high:criticism.onlySoftened')).toBe(1);
    expect(sentimentFeatures(2, evidence).get('low:criticism.onlySoftened')).toBe(1);
    expect(high.has('low:criticism.onlySoftened')).toBe(false);
  });

  it('counts each side of a contrast by its words', () => {
    const split = sentimentFeatures(3, {
      ...evidence,
      clauses: [{ lean: 0.5, side: 'positive', softened: false, parts: [1.2, -0.9] }],
    });
    expect(split.get('parts.both')).toBeCloseTo(Math.log1p(1));
    expect(split.get('mid:parts.criticism')).toBeCloseTo(Math.log1p(1));
  });

  it('leaves out what is absent', () => {
    const none = sentimentFeatures(3, { ...evidence, clauses: [], negatives: 0 });
    expect(none.has('criticism.softened')).toBe(false);
    expect(none.get('criticism.none')).toBe(1);
  });
});
