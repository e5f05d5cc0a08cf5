import { describe, expect, it } from 'vitest';
import { readInEnglish } from './french-gloss.ts';
import { analyseReview } from './review-analysis.ts';
import { readSentence } from './sentence.ts';

// Invented reviews: « on s'attendait à mieux » is an expectation the visit fell short of.
const english = (french: string) =>
  readInEnglish(readSentence(french))
    .words.map((w) => w.text)
    .join(' ');
const read = (text: string, stars = 2) => analyseReview(text, stars, {});

describe('an expectation the visit fell short of, in French', () => {
  it('reads as "expected better", not as a wait and praise', () => {
    expect(english('On s’attendait à beaucoup mieux.')).toBe('we expected much better .');
    expect(english('Je m’attendais à plus de saveur.')).toContain('expected more');
    expect(english('On espérait mieux.')).toContain('hoped for better');
    // Waiting stays waiting.
    expect(english('On a attendu plus de 40 minutes.')).not.toContain('expected');
  });

  it('makes what it names a complaint, with no wait', () => {
    const price = read('Pour le prix, on s’attendait à beaucoup mieux.');
    expect(price.aspects.map((a) => [a.term, a.polarity])).toEqual([['prix', 'negative']]);
    expect(price.categories.map((c) => c.category)).not.toContain('wait');
    const soup = read('Je m’attendais à plus de saveur dans la soupe.');
    expect(soup.aspects.every((a) => a.polarity === 'negative')).toBe(true);
    expect(
      read('On a attendu une heure entre les plats.').categories.map((c) => c.category),
    ).toContain('wait');
  });
});
