import { describe, expect, it } from 'vitest';
import { firstNameOf } from './first-name.ts';
import { detectLanguage } from './language.ts';
import { findMentions } from './mentions.ts';
import { openingCandidates } from './openings.ts';
import { english } from './phrases-en.ts';
import { french } from './phrases-fr.ts';
import { detectTopics, hasNegativeContent } from './topics.ts';
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

describe('findMentions', () => {
  const menu = ['Crème brûlée', 'Soupe à l’oignon', 'Burger', 'Burger végé', 'Fish and chips'];
  it('ignores case and accents and answers in the catalogue’s spelling and the text’s order', () => {
    expect(findMentions('the soupe a l oignon, then CREME BRULEE', menu)).toEqual([
      'Soupe à l’oignon',
      'Crème brûlée',
    ]);
  });
  it('lets a longer entry hide a shorter one, and accepts plurals', () => {
    expect(findMentions('Two burgers and a burger vege', menu)).toEqual(['Burger', 'Burger végé']);
    expect(findMentions('The burger végé was great', menu)).toEqual(['Burger végé']);
    expect(findMentions('Hamburgers everywhere', menu)).toEqual([]);
  });
  it('keeps word-like names for capitalised mentions', () => {
    expect(
      findMentions('A glass of rosé, served by Léa', ['Rose', 'Léa'], { properNoun: true }),
    ).toEqual(['Léa']);
    expect(findMentions('rose was our server', ['Rose'], { properNoun: true })).toEqual(['Rose']);
    expect(findMentions('Thanks to lea!', ['Léa'], { properNoun: true })).toEqual(['Léa']);
  });
});

describe('detectTopics', () => {
  it('finds the complaint topics in English and French', () => {
    expect(
      detectTopics(
        'Food came out cold, we waited forever, so noisy, dirty tables, overpriced and a rude server',
        'en',
      ),
    ).toEqual(['cold', 'wait', 'noise', 'price', 'cleanliness', 'rudeness']);
    expect(
      detectTopics(
        'Plats tièdes, attente interminable, bruyant, sale, trop cher et serveur impoli',
        'fr',
      ),
    ).toEqual(['cold', 'wait', 'noise', 'price', 'cleanliness', 'rudeness']);
  });
  it('does not mistake praise for a complaint', () => {
    expect(
      detectTopics("Ice cold beer and we can't wait to come back, worth the wait!", 'en'),
    ).toEqual([]);
    expect(detectTopics('Un peu trop salé mais excellent rapport qualité-prix', 'fr')).toEqual([]);
    expect(hasNegativeContent('Delicious food and friendly staff', 'en')).toBe(false);
    expect(hasNegativeContent('Nothing special, the fries were soggy', 'en')).toBe(true);
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
