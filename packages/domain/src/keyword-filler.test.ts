import { describe, expect, it } from 'vitest';
import { isFillerKeyword } from './keyword-filler.ts';

describe('filler keywords', () => {
  it('drops English and French filler, with or without an article', () => {
    for (const k of [
      'stuff',
      'things',
      'a lot',
      'the way',
      'bit',
      'truc',
      'les choses',
      "l'affaire",
    ])
      expect(isFillerKeyword(k), k).toBe(true);
  });

  it('keeps words that name something, even beside a filler word', () => {
    for (const k of [
      'terrace',
      'wait',
      'la terrasse',
      'staff',
      'things to eat',
      'frites',
      'waiting time',
    ])
      expect(isFillerKeyword(k), k).toBe(false);
  });

  it('keeps an empty keyword for the completeness rule to judge', () => {
    expect(isFillerKeyword('')).toBe(false);
  });
});
