import { describe, expect, it } from 'vitest';
import { matchCatalogue } from './catalogue-match.ts';

const names = (
  text: string,
  entries: Parameters<typeof matchCatalogue>[1],
  kind: 'menu' | 'staff',
) => matchCatalogue(text, entries, kind).map((m) => m.name);

describe('matchCatalogue', () => {
  it('matches menu items by alias across languages, ignoring case, accents and plurals', () => {
    const menu = [
      { name: 'Soupe à l’oignon', aliases: ['French onion soup'] },
      { name: 'Crème brûlée' },
    ];
    expect(names('The FRENCH ONION SOUP was perfect', menu, 'menu')).toEqual(['Soupe à l’oignon']);
    expect(names("La soupe a l'oignon et deux creme brulees", menu, 'menu')).toEqual([
      'Soupe à l’oignon',
      'Crème brûlée',
    ]);
  });

  it('never reports a generic word as a menu item, even when the catalogue has it', () => {
    const menu = [
      { name: 'Food' },
      { name: 'Drinks' },
      { name: 'Veggie burger', aliases: ['dish'] },
    ];
    expect(names('Food and drinks were fine, the dish too', menu, 'menu')).toEqual([]);
    expect(names('The veggie burger!', menu, 'menu')).toEqual(['Veggie burger']);
  });

  it('lets the longest entry win an overlap', () => {
    const menu = [{ name: 'Burger' }, { name: 'Burger végé' }];
    expect(names('Le burger vege était top', menu, 'menu')).toEqual(['Burger végé']);
  });

  it('matches staff by full name, first name and alias, in any case', () => {
    const staff = [{ name: 'Marco Rossi', aliases: ['Big M'] }, { name: 'Julie Martin' }];
    expect(names('our server marco was great', staff, 'staff')).toEqual(['Marco Rossi']);
    expect(names('Ask for BIG M at the bar', staff, 'staff')).toEqual(['Marco Rossi']);
    expect(names('Merci à Julie Martin et à Marco', staff, 'staff')).toEqual([
      'Julie Martin',
      'Marco Rossi',
    ]);
  });

  it('counts a first name that is also a word only when capitalised', () => {
    const staff = [{ name: 'Rose Dupont' }];
    expect(names('A glass of rose. Rose was lovely.', staff, 'staff')).toEqual(['Rose Dupont']);
    expect(matchCatalogue('A glass of rose, nice.', staff, 'staff')).toEqual([]);
  });
});
