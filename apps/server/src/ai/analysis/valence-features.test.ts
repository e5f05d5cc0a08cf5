import { describe, expect, it } from 'vitest';
import { wordValence } from './lexicon.ts';
import { readSentence } from './sentence.ts';
import { valenceFeatures } from './valence-features.ts';
import { wordClass } from './word-classes.ts';

describe('general lexicons', () => {
  it('score verbs and nouns the restaurant lists lack, in both AFINN and VADER', () => {
    for (const score of wordValence('loved')) expect(score).toBeGreaterThan(0.3);
    for (const score of wordValence('disappointment')) expect(score).toBeLessThan(-0.3);
    expect(wordValence('pizza')).toEqual([0, 0]);
  });

  it('flip a word in a negation scope', () => {
    const [, , loved] = readSentence("I didn't love it");
    expect(loved!.negated).toBe(true);
    expect(loved!.valence[1]).toBeLessThan(0);
  });
});

describe('valenceFeatures', () => {
  it("reads the term's own clause apart from the rest of the sentence", () => {
    const words = readSentence('The pasta was great, but the waiter was rude.');
    const waiter = words.findIndex((w) => w.folded === 'waiter');
    const f = new Map<string, number>();
    valenceFeatures(f, words, waiter, waiter + 1);
    // Lexicon 2 is VADER: "rude" in the waiter's clause, "great" only in the sentence.
    expect(f.get('v2cmin')).toBeLessThan(0);
    expect(f.get('v2cmax')).toBe(0);
    expect(f.get('v2smax')).toBeGreaterThan(0);
    expect(f.get('v2nearR')).toBeLessThan(0);
  });
});

describe('wordClass', () => {
  it('knows dishes the training sentences may never show, singular or plural', () => {
    expect(wordClass('gnocchi').features).toContain('wn=food');
    expect(wordClass('quesadillas').features).toContain('wn=food');
    expect(wordClass('waiter').features).toContain('wn=person');
    expect(wordClass('zzqx').features).toEqual(['wn=', 'wnp=']);
  });
});
