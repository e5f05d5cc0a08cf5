import { describe, expect, it } from 'vitest';
import { lexiconCategories } from './category-lexicon.ts';
import { stem } from './tokenize.ts';

const of = (word: string) => lexiconCategories(stem(word));

describe('lexiconCategories', () => {
  it('knows dishes and drinks the training file never names', () => {
    expect(of('mulligatawny')).toContain('food');
    expect(of('prosciutto')).toContain('food');
    expect(of('sangrias')).toContain('food');
  });

  it('places staff, money and surroundings', () => {
    expect(of('headwaiter')).toContain('service');
    expect(of('gratuity')).toContain('price');
    expect(of('decor')).toContain('ambience');
  });

  it('marks a category held only by a rarer sense as weak', () => {
    expect(of('cherry')).toEqual(expect.arrayContaining(['food~']));
    expect(of('cherry')).not.toContain('food');
  });

  it('finds nothing for words that name no category', () => {
    expect(of('quickly')).toEqual([]);
    expect(of('constructor')).toEqual([]);
  });
});
