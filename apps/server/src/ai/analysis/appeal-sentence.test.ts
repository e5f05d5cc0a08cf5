import { describe, expect, it } from 'vitest';
import { sentenceFrame, sentenceWords } from './mention-cues.ts';
import { analyseReview } from './review-analysis.ts';
import { readSentence } from './sentence.ts';

// Invented reviews: a sentence asking the owner to read the review judges no one.
const frame = (text: string, lang: 'en' | 'fr' = 'en') =>
  sentenceFrame(sentenceWords(readSentence(text, lang)), 2, false);

describe('a sentence that asks the owner to read the review', () => {
  it('is an appeal, in English and French, only when it is the whole sentence', () => {
    expect(frame('Hoping management reads this.')).toBe('appeal');
    expect(frame('Hopefully someone from management reads this!')).toBe('appeal');
    expect(frame('I hope the owner sees this review…')).toBe('appeal');
    expect(frame("J'espère que la direction va lire ceci.", 'fr')).toBe('appeal');
    expect(frame('En espérant que le propriétaire lise mon avis.', 'fr')).toBe('appeal');
    // A judgement in the same sentence stays the guest's.
    expect(frame('I hope the manager sees this, Tom was rude.')).toBeNull();
  });

  it('praises no one: its "management" is no compliment to the service', () => {
    const read = analyseReview(
      'The house negroni was watered down. Hoping management reads this.',
      2,
      {},
    );
    const management = read.aspects.find((a) => a.term === 'management');
    expect(management?.polarity).toBe('neutral');
    expect(read.aspects.filter((a) => a.polarity === 'positive')).toEqual([]);
    expect(read.sentiment.label).toBe('negative');
  });
});
