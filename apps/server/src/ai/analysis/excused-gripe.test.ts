import { describe, expect, it } from 'vitest';
import { excusedGripe } from './excused-gripe.ts';
import { sentenceWords } from './mention-cues.ts';
import { analyseReview } from './review-analysis.ts';
import { readSentence } from './sentence.ts';

const gripe = (text: string, lang: 'en' | 'fr' = 'en') => {
  const words = readSentence(text, lang);
  return excusedGripe(sentenceWords(words), words);
};
const label = (text: string, stars: number) => analyseReview(text, stars).sentiment.label;

describe('an excused gripe', () => {
  it('hears a downside the guest excuses, by whose fault it is not or by the circumstance', () => {
    for (const sentence of [
      "Parking is a pain around here, but that's hardly their fault.",
      'A touch loud after 8 but that’s Gastown on a Friday.',
      "Service was slow but they were packed, can't blame them.",
      'The wait was long, but not their fault.',
      'Kitchen was slow, the staff were clearly short staffed.',
    ])
      expect(gripe(sentence), sentence).toBe(true);
    expect(gripe("L'attente était longue mais ce n'est pas de leur faute.", 'fr')).toBe(true);
  });

  it('does not hear it in praise of a full room, in the guest’s own fault or in a plain gripe', () => {
    for (const sentence of [
      'They were packed but still found us a table.',
      "It's a pub after all.",
      'Arrived ten minutes before the kitchen closed (our fault).',
      "Can't fault a thing.",
      'Service was slow.',
    ])
      expect(gripe(sentence), sentence).toBe(false);
  });

  it('keeps it as the criticism the overall verdict reads: mixed at 4★, positive at 5★', () => {
    expect(
      label(
        "Tasty burgers, good fries. Parking is a pain around here, but that's hardly their fault.",
        4,
      ),
    ).toBe('mixed');
    expect(
      label(
        'Lovely dinner, great pasta. Service was slow but they were slammed, can’t blame them.',
        4,
      ),
    ).toBe('mixed');
    expect(
      label('Très bon repas, accueil chaleureux. Un peu d’attente mais ils étaient débordés.', 4),
    ).toBe('mixed');
    expect(
      label(
        'Lovely dinner, great service. Street parking was a nightmare but that is not their fault.',
        5,
      ),
    ).toBe('positive');
    // The guest's own reservation is not the restaurant's downside.
    expect(
      label(
        'Arrived ten minutes before the kitchen closed (our fault) and they still served us with a smile. Food was good.',
        4,
      ),
    ).toBe('positive');
  });
});
