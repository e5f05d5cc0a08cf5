import { describe, expect, it } from 'vitest';
import { petNamed } from './catalogue.ts';
import { periodOf } from './dates.ts';
import { fold } from './text.ts';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'n', name: 'Chez Test Laurier', address: '5 rue des Pins, Laval' },
    { id: 's', name: 'Chez Test Bellevue', address: '8 Maple St, Ottawa' },
  ],
  menu: [
    { id: 'a', name: 'Pale ale maison', aliases: ['House ale'] },
    { id: 'k', name: 'Tarte au citron', aliases: ['Lemon tart'] },
  ],
  staff: [
    { id: 'l', name: 'Lucas Girard', role: 'serveur' },
    { id: 't', name: 'Tessa Lam', role: 'host' },
    { id: 'd', name: 'Nadine Roy', role: 'serveuse' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Chez Test');
const range = (q: string) => periodOf(q, TODAY).range;

describe('periods the sixth batch read otherwise', () => {
  it.each([
    ['combien d avis depuis le printemps', '2026-03-01', TODAY],
    ['la moyenne depuis l’automne', '2026-09-01', TODAY],
    ['how many reviews in the last 48 hours', '2026-11-13', TODAY],
    ['avis des 72 dernières heures', '2026-11-12', TODAY],
  ])('%s → %s … %s', (q, from, to) => {
    expect(range(q)).toEqual({ startDate: from, endDate: to });
  });

  it('reads "le printemps" alone as no period', () => {
    expect(periodOf('le printemps est notre saison', TODAY).explicit).toBe(false);
  });

  it('keeps the period named before "ce mois-là" instead of this month', () => {
    expect(
      range(
        'Quel a été notre pire mois en 2025, et de quoi se plaignaient les clients ce mois-là ?',
      ),
    ).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(range('combien d avis ce mois-ci')).toEqual({
      startDate: '2026-11-01',
      endDate: TODAY,
    });
  });
});

describe('names and declines', () => {
  it('reads a first name with its closing "a" dropped as that person', () => {
    expect(petNamed(fold('how is tess doing since easter'), catalogue).map((s) => s.id)).toEqual([
      't',
    ]);
    // One letter short but not a dropped "a": no one.
    expect(petNamed(fold('how is nadin doing'), catalogue)).toEqual([]);
  });

  it.each([
    'got any promo ideas for slow tuesdays at Bellevue',
    'des idées pour remplir les mardis',
    'any marketing ideas for the patio season',
  ])('declines "%s"', (q) => {
    expect(ask(q).intent).toBe('decline');
  });

  it('still counts reviews that mention ideas when asked for a figure', () => {
    expect(ask('how many reviews mention ideas for the menu').intent).not.toBe('decline');
  });
});
