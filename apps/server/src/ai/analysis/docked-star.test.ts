import { describe, expect, it } from 'vitest';
import { dockedStar, wishedOtherwise } from './docked-star.ts';
import { readReview } from './review-analysis.ts';
import { readSentence } from './sentence.ts';
import { sentenceWords } from './mention-cues.ts';

// Invented sentences: why a star is missing, and what the guest wished had been otherwise.
const folded = (text: string) => sentenceWords(readSentence(text));
const sides = (text: string, stars: number) =>
  readReview(text, stars).evidence!.clauses!.map((c) => c.side);
const label = (text: string, stars: number) => readReview(text, stars).result.sentiment.label;

describe('a star taken off', () => {
  it('finds the wordings that remove a star, in English and French', () => {
    for (const text of [
      'Knocked a star because the music was way too loud',
      'Took off one star for the wait',
      'Minus one star for the parking',
      '-1 star for the noise',
      "Would've been 5 stars if the fries were hot",
      'Five stars if not for the wait',
      "J'enlève une étoile pour l'attente",
      'Une étoile en moins pour le bruit',
      'Aurait eu 5 étoiles sans le bruit',
    ])
      expect(dockedStar(folded(text)), text).toBe(true);
  });

  it('does not read keeping the top star for someone else, or a star given, as one taken', () => {
    for (const text of [
      'Four stars because I keep five for my mother',
      'Five stars, no question',
      'Seulement 4 étoiles parce que je garde le 5 pour ma mère',
      'Gave it a star for the view',
    ])
      expect(dockedStar(folded(text)), text).toBe(false);
  });

  it('counts the reason as a criticism of a 4★ review, whatever its words', () => {
    const text = 'Great ribs, friendly staff. Knocked a star because they dropped the pie.';
    expect(sides(text, 4)).toContain('negative');
    expect(label(text, 4)).toBe('mixed');
  });
});

describe('a wish that it had been otherwise', () => {
  it('finds counterfactual wishes in English and French', () => {
    expect(wishedOtherwise(folded("The bark could've been crustier"))).toBe(true);
    expect(wishedOtherwise(folded('The soup could use more salt'))).toBe(true);
    expect(wishedOtherwise(folded('La sauce aurait pu être plus chaude'))).toBe(true);
    expect(wishedOtherwise(folded("I'd have liked a bit more sauce on the ribs"))).toBe(true);
    expect(wishedOtherwise(folded("J'aurais aimé un peu plus de frites"))).toBe(true);
    expect(wishedOtherwise(folded('We could have stayed all night'))).toBe(false);
    expect(wishedOtherwise(folded('I would have loved to stay longer'))).toBe(false);
  });

  it('reads praise with a wish in one sentence as both sides', () => {
    expect(sides("Brisket was tender, the bark could've been crustier.", 4)).toEqual(['both']);
  });
});

describe('praise and criticism side by side', () => {
  it('reads a comma between clear praise and clear criticism as a contrast', () => {
    expect(sides('The wings were delicious, the fries were soggy and cold.', 3)).toEqual(['both']);
  });
});
