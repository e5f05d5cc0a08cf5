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

  it('reads French "plus" as a negation only after "ne"', () => {
    const frais = (text: string) => readSentence(text).find((w) => w.folded === 'frais')!;
    expect(frais("Le pain n'est plus frais").negated).toBe(true);
    expect(frais('Le pain ne semble plus frais').negated).toBe(true);
    expect(frais('Le poisson le plus frais du quartier').negated).toBe(false);
    expect(frais("Il n'y a pas de pain, mais le poisson est plus frais").negated).toBe(false);
  });
});
