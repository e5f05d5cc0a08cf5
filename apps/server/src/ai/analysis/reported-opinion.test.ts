import { describe, expect, it } from 'vitest';
import { sentenceWords, sentenceFrame } from './mention-cues.ts';
import { analyseReview } from './review-analysis.ts';
import { readSentence } from './sentence.ts';

// Invented reviews: what other people said or wrote of the place is not the guest's verdict.
const label = (text: string, stars: number) => analyseReview(text, stars, {}).sentiment.label;
const frame = (text: string, lang: 'en' | 'fr' = 'en') =>
  sentenceFrame(sentenceWords(readSentence(text, lang)), 4, false);

describe('opinions the guest reports from others', () => {
  it('reads a sentence of what reviews, friends or everyone said as reported', () => {
    expect(frame('My cousin swore the brisket was terrible here, so I nearly cancelled.')).toBe(
      'reported',
    );
    expect(frame('We had seen online reviews calling the place a tourist trap.')).toBe('reported');
    expect(frame('Tout le monde nous avait dit que le service était lent.', 'fr')).toBe('reported');
    expect(frame("On avait lu des commentaires horribles sur l'attente.", 'fr')).toBe('reported');
    // The guest's own words, and staff who said something, stay the guest's to judge.
    expect(frame('The soup was terrible and the room was cold.')).toBeNull();
    expect(frame('The waiter said the kitchen was slow tonight.')).toBeNull();
  });

  it("keeps others' criticism out of a happy guest's verdict", () => {
    expect(
      label(
        'Really lovely evening. My cousin swore the brisket was terrible here, so I nearly cancelled. So glad I came, the brisket was superb and our server was a delight.',
        4,
      ),
    ).toBe('positive');
  });

  it("keeps others' praise out of an unhappy guest's verdict", () => {
    expect(
      label(
        'Friends raved about the pho for months. Ours was lukewarm, bland and came after forty minutes.',
        2,
      ),
    ).toBe('negative');
  });
});
