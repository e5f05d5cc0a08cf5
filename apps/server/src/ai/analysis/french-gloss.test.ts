import { describe, expect, it } from 'vitest';
import { readInEnglish } from './french-gloss.ts';
import { loadModel, predictTermPolarity } from './model.ts';
import { analyseReview } from './review-analysis.ts';
import { readSentence } from './sentence.ts';

const english = (french: string) =>
  readInEnglish(readSentence(french))
    .words.map((w) => w.text)
    .join(' ');

describe('readInEnglish', () => {
  it('glosses word by word, negation included, in French word order', () => {
    expect(
      english("Le serveur n'était pas très aimable, mais les frites étaient délicieuses."),
    ).toBe('the waiter was not very kind , but the fries were delicious .');
    const read = readInEnglish(readSentence("Le service n'était pas bon."));
    expect([read.words[4]!.text, read.words[4]!.negated]).toEqual(['good', true]);
  });

  it('tells "ne … plus" from "le plus", and accented words from their folded twins', () => {
    expect(english('On ne reviendra plus.')).toBe('we will return no longer .');
    expect(english('Le plat le plus cher.')).toBe('the dish the most expensive .');
    expect(english('Trop salé, et la salle est sale.')).toBe(
      'too salty , and the dining room is dirty .',
    );
  });

  it('reads phrases before words, hyphens included, and keeps unknown words', () => {
    expect(english('Très bon rapport qualité-prix, il y a une terrasse.')).toBe(
      'very good value for money , there is a terrace .',
    );
    expect(english('La poutine au smoked meat.')).toBe('the poutine at the smoked meat .');
  });

  it('finds inflected forms the glossary lists once', () => {
    expect(english('Des serveuses chaleureuses et attentionnées.')).toBe(
      'some waitresses warm and attentive .',
    );
  });

  it('maps French spans onto the English words, and nothing onto a dropped "ne"', () => {
    const french = readSentence("L'attente ne finissait pas.");
    const read = readInEnglish(french);
    expect(read.span(1, 2)).toEqual([1, 2]);
    expect(read.words[1]!.text).toBe('wait');
    expect(read.span(2, 3)).toBeNull();
    // A phrase's words all map onto the whole gloss.
    const phrase = readInEnglish(readSentence('Un excellent rapport qualité prix.'));
    expect(phrase.span(2, 3)).toEqual(phrase.span(4, 5));
  });

  it('gives the English polarity model French terms to read', () => {
    const french = readSentence('Le serveur était vraiment désagréable.');
    const read = readInEnglish(french);
    const [a, b] = read.span(1, 2)!;
    expect(predictTermPolarity(loadModel(), read.words, a, b, 1)).toBe('negative');
  });
});

describe('analyseReview in French', () => {
  it('finds categories and polarities through the gloss, with French snippets and terms', () => {
    const r = analyseReview(
      "L'accueil était chaleureux et les plats délicieux, mais l'addition est vraiment trop chère.",
      null,
      { taxonomy: 'semeval2014' },
    );
    expect(r.language).toBe('fr');
    // The welcome ("accueil") is not always found as service in so long a sentence; the bill is.
    expect(r.categories).toContainEqual({ category: 'price', polarity: 'negative' });
    expect(r.categories.filter((c) => c.polarity === 'negative')).toHaveLength(1);
    expect(r.aspects.map((a) => a.term)).toEqual(['plats', 'addition']);
    for (const a of r.aspects) expect(a.snippet).toMatch(/^L'accueil était chaleureux/);
    expect(r.sentiment.label).toBe('mixed');
  });
});

describe('French read in French', () => {
  const polarities = (french: string) =>
    Object.fromEntries(
      readSentence(french, 'fr')
        .filter((w) => !w.punct)
        .map((w) => [w.lower, Math.sign(w.polarity)]),
    );
  const glossed = (french: string) =>
    Object.fromEntries(
      readInEnglish(readSentence(french, 'fr'))
        .words.filter((w) => !w.punct)
        .map((w) => [w.text.toLowerCase(), Math.sign(w.polarity)]),
    );

  it('does not lend a French word the English sense of its spelling', () => {
    const read = polarities("J'ai hâte d'y retourner, le couteau a une lame fine");
    expect(read['hâte']).toBe(0);
    expect(read['lame']).toBe(0);
    expect(readSentence('pain', 'fr')[0]!.valence.every((v) => v === 0)).toBe(true);
  });

  it('reads dish names as dishes, not as opinions', () => {
    expect(polarities('Une crème brûlée et un pain perdu')).toMatchObject({
      brûlée: 0,
      perdu: 0,
    });
    expect(english('Un pain perdu et une île flottante')).toBe(
      'a french toast and a floating island',
    );
  });

  it('reads France and Québec praise and complaints', () => {
    expect(polarities("C'était nickel, pas pire pantoute")).toMatchObject({ nickel: 1, pire: 1 });
    expect(polarities("Bof, c'était dégueu, pas terrible")).toMatchObject({
      bof: -1,
      dégueu: -1,
      terrible: -1,
    });
    expect(polarities('Le serveur était glacial')).toMatchObject({ glacial: -1 });
    // Untranslated words keep their French reading in the gloss.
    expect(glossed('Le boudin était scandaleux')).toMatchObject({ scandaleux: -1 });
  });

  it('keeps the English a guest mixes into French', () => {
    expect(polarities('Le brunch était amazing pis le staff full nice')).toMatchObject({
      amazing: 1,
      nice: 1,
    });
  });
});
