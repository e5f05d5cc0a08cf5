import { describe, expect, it } from 'vitest';
import { ceilingHedge } from './ceiling-hedge.ts';
import { readReview } from './review-analysis.ts';
import { readSentence } from './sentence.ts';
import { sentenceWords } from './mention-cues.ts';

// Invented sentences: praise that says its own ceiling.
const folded = (text: string) => sentenceWords(readSentence(text));

describe('praise with its ceiling said', () => {
  it('finds "good not great" and its family', () => {
    for (const text of [
      'Good not great.',
      'Okay, not great.',
      'Solid but not mind-blowing',
      'Decent tacos but honestly Toronto has better.',
      "We've had better fish and chips back home",
      'Tasty but not amazing',
    ])
      expect(ceilingHedge(folded(text)), text).toBe(true);
  });

  it('leaves plain praise and improvement alone', () => {
    for (const text of [
      'Good food and great service',
      'Not great, not terrible, just great value',
      'The pasta was amazing',
      'They keep getting better',
      'The new sauce makes it better',
      'You had better book ahead on Fridays',
    ])
      expect(ceilingHedge(folded(text)), text).toBe(false);
  });

  it('reads the hedge as a reservation, not as praise', () => {
    const { evidence } = readReview('Good not great. The pasta was lovely.', 4);
    expect(evidence!.clauses!.map((c) => c.side)).toEqual(['negative', 'positive']);
  });

  it('makes a 4★ that hedges and names a small flaw mixed', () => {
    const review =
      'Good not great. The tacos were the highlight, the rice was a little dry for my taste. Friendly service, cute room.';
    expect(readReview(review, 4).result.sentiment.label).toBe('mixed');
  });
});
