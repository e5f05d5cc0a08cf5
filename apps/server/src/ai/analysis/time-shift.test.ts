import { describe, expect, it } from 'vitest';
import { readReview } from './review-analysis.ts';
import { readSentence } from './sentence.ts';
import { sentenceWords } from './mention-cues.ts';
import { otherVisit } from './time-shift.ts';

// Invented reviews: praise or criticism told of another visit than the one the stars rate.
const folded = (text: string, lang: 'en' | 'fr' = 'en') => sentenceWords(readSentence(text, lang));
const label = (text: string, stars: number) => readReview(text, stars).result.sentiment.label;

describe('another visit than the one rated', () => {
  it('finds the wordings of an earlier visit, in English and French', () => {
    for (const text of [
      'Came back after my so-so visit in the spring and they fixed everything',
      'This used to be our go-to spot',
      'Last time the fries were cold',
      'On our first visit the service was slow',
      'A couple of months ago it was a mess',
      'Nervous after a bad experience elsewhere',
    ])
      expect(otherVisit(folded(text)), text).toBe(true);
    for (const text of [
      'La dernière fois, le service était lent',
      "À l'époque c'était meilleur",
      "Il y a deux ans c'était une autre histoire",
    ])
      expect(otherVisit(folded(text, 'fr')), text).toBe(true);
  });

  it('leaves this visit alone', () => {
    for (const text of [
      'Last night the chowder was cold',
      'The fries were cold and the service slow',
      'We waited an hour for a table',
      'Le service était lent ce soir',
    ])
      expect(otherVisit(folded(text, /était/.test(text) ? 'fr' : 'en')), text).toBe(false);
  });

  it('does not count a past criticism against an update whose stars went up', () => {
    const update =
      "Update: came back after my so-so visit in the spring and they've really sorted things out. The pancakes were perfect and the coffee strong. Bumping to 4.";
    expect(label(update, 4)).toBe('positive');
  });

  it('does not count past praise for a regular whose stars went down', () => {
    const regular =
      'Used to be our go-to and the burgers were amazing back then. Tonight the burger was dry, the fries were cold and nobody checked on us.';
    expect(label(regular, 2)).toBe('negative');
  });

  it('keeps a past statement that agrees with the stars', () => {
    const { evidence } = readReview(
      'Last time the burger was amazing and it still is. Lovely staff too.',
      5,
    );
    expect(evidence!.clauses![0]!.side).toBe('positive');
  });
});
