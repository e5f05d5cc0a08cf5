import { describe, expect, it } from 'vitest';
import { readSentence } from './sentence.ts';
import { tokenize } from './tokenize.ts';

describe('reading a sentence', () => {
  it('makes French elisions words of their own, offsets intact', () => {
    const text = "L'addition n’est pas donnée, hors d'oeuvres and the chef's don't";
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.text)).toEqual([
      "L'",
      'addition',
      'n’',
      'est',
      'pas',
      'donnée',
      ',',
      'hors',
      "d'",
      'oeuvres',
      'and',
      'the',
      "chef's",
      "don't",
    ]);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
  });

  it('ends a negation where "and" opens a new subject, not inside a list', () => {
    const word = (text: string, folded: string) =>
      readSentence(text).find((w) => w.folded === folded)!;
    expect(
      word("We're not big drinkers and the cocktails were excellent", 'excellent').negated,
    ).toBe(false);
    expect(word("On n'est pas difficiles et le canard était excellent", 'excellent').negated).toBe(
      false,
    );
    expect(word("The fries weren't hot and crispy", 'crispy').negated).toBe(true);
  });

  it('reads what could or should have been as the opposite of what it was', () => {
    const better = (text: string) => readSentence(text).find((w) => w.folded === 'better')!;
    expect(better("The sauce could've been better").polarity).toBeLessThan(0);
    expect(better('The sauce should have been better').polarity).toBeLessThan(0);
    expect(better('The sauce was better than last time').polarity).toBeGreaterThan(0);
  });

  it('reads a comparison with elsewhere as criticism and slang praise as praise', () => {
    const lean = (text: string) => readSentence(text).reduce((sum, w) => sum + w.polarity, 0);
    expect(lean("I've had better")).toBeLessThan(0);
    expect(lean('Other places do it better')).toBeLessThan(0);
    expect(lean('The wings were the highlight')).toBeGreaterThan(0);
    expect(lean('This burger slaps')).toBeGreaterThan(0);
    expect(lean('The dessert was a letdown')).toBeLessThan(0);
  });

  it('reads French "plus" as a negation only after "ne"', () => {
    const frais = (text: string) => readSentence(text).find((w) => w.folded === 'frais')!;
    expect(frais("Le pain n'est plus frais").negated).toBe(true);
    expect(frais('Le pain ne semble plus frais').negated).toBe(true);
    expect(frais('Le poisson le plus frais du quartier').negated).toBe(false);
    expect(frais("Il n'y a pas de pain, mais le poisson est plus frais").negated).toBe(false);
  });

  it('gives English words no sense from a French or another English one', () => {
    const word = (text: string, folded: string) =>
      readSentence(text).find((w) => w.folded === folded)!;
    // "the" once named tea (French "thé"), so every sentence spoke of drinks.
    expect(word('The fish was fresh', 'the').categories).toEqual([]);
    // Dish words keep no opinion from other senses: "chicken" as coward, "plate" as flat.
    expect(word('The chicken was fine', 'chicken').polarity).toBe(0);
    expect(word('A plate of oysters', 'plate').polarity).toBe(0);
    expect(word('The foie gras', 'gras').polarity).toBe(0);
    expect(word('Trop gras', 'gras').polarity).toBeLessThan(0);
    expect(word('The chicken was delicious', 'delicious').polarity).toBeGreaterThan(0.5);
  });

  it('says the word after "less" or « moins » the other way, and only that word', () => {
    const at = (text: string, w: string, lang: 'en' | 'fr' = 'en') =>
      readSentence(text, lang).find((x) => x.folded === w)!.polarity;
    expect(at('Less noisy than the pub next door', 'noisy')).toBeGreaterThan(0);
    expect(at('Bien moins bruyant que le bistro d’en face', 'bruyant', 'fr')).toBeGreaterThan(0);
    expect(at('The pasta was less tasty than last year', 'tasty')).toBeLessThan(0);
    // "At least" and "a star less" are no comparatives.
    expect(at('Au moins, le dessert était délicieux', 'delicieux', 'fr')).toBeGreaterThan(0);
    expect(at('Less than ten minutes, and a terrible soup', 'terrible')).toBeLessThan(0);
  });
});
