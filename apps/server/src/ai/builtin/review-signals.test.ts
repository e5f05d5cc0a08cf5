import { describe, expect, it } from 'vitest';
import { firstNameOf } from './first-name.ts';
import { detectLanguage } from './language.ts';
import { openingCandidates } from './openings.ts';
import { english } from './phrases-en.ts';
import { french } from './phrases-fr.ts';
import { trimToLength } from './text.ts';

describe('detectLanguage', () => {
  it('tells English from French, and says nothing about nothing', () => {
    expect(detectLanguage('The food was great and the staff were lovely')).toBe('en');
    expect(detectLanguage('La nourriture était excellente et le service impeccable')).toBe('fr');
    expect(detectLanguage('Excellent repas!')).toBe('fr');
    expect(detectLanguage('Miam')).toBeNull();
    expect(detectLanguage('')).toBeNull();
  });
});

describe('firstNameOf', () => {
  it.each([
    ['Marie Tremblay', 'Marie'],
    ['jean-françois roy', 'Jean-François'],
    ['SOPHIE L', 'Sophie'],
    ['Kevin', 'Kevin'],
    ['A Google User', null],
    ['Utilisateur anonyme', null],
    ['J.D.', null],
    ['JD', null],
    ['M. Gagnon', null],
    ['Mr. Smith', null],
    ['FoodieMTL', null],
    ['chris_89', null],
    ['Local Guide', null],
    [null, null],
  ])('%s → %s', (author, expected) => {
    expect(firstNameOf(author)).toBe(expected);
  });
});

describe('trimToLength', () => {
  it('keeps whole sentences, or cuts between words', () => {
    expect(trimToLength('One two. Three four. Five.', 19)).toBe('One two.');
    expect(trimToLength('One two. Three four. Five.', 20)).toBe('One two. Three four.');
    expect(trimToLength('Unbelievably long opening sentence here.', 20)).toBe('Unbelievably long…');
  });
});

describe('opening phrase banks', () => {
  it('write every opening as one sentence, as the server splits them, with no placeholder left', () => {
    for (const bank of [english, french])
      for (const tone of ['friendly', 'formal', 'fun', 'neutral'] as const)
        for (const mood of ['praise', 'neutral', 'complaint'] as const)
          for (const name of [null, 'Marie'])
            for (const ratingOnly of [null, 5, 3, 1]) {
              const candidates = openingCandidates(bank, tone, mood, name, ratingOnly);
              expect(candidates.length).toBeGreaterThanOrEqual(16);
              for (const opening of candidates) {
                expect(opening.split(/(?<=[.!?])\s/), opening).toHaveLength(1);
                expect(opening, opening).not.toMatch(/[{}]/);
                expect(opening, opening).toMatch(/^\p{Lu}/u);
              }
            }
  });
});
