import { describe, expect, it } from 'vitest';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'l', name: 'Chez Test Laurier', address: '5 rue des Pins, Laval' },
    { id: 'b', name: 'Chez Test Bellevue', address: '8 Maple St, Ottawa' },
    { id: 'k', name: 'Chez Test Kensington', address: '300 chemin Sainte-Foy, Québec' },
  ],
  menu: [
    { id: 'a', name: 'Pale ale maison', aliases: ['House ale'] },
    { id: 't', name: 'Tarte au citron', aliases: ['Lemon tart'] },
  ],
  staff: [
    { id: 'g', name: 'Lucas Girard', role: 'serveur' },
    { id: 'v', name: 'Kevin Bell', role: 'bartender' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Chez Test');
const span = (q: string) => {
  const u = ask(q);
  return [u.period.range, u.comparison?.range ?? null];
};
const LAST_30 = { startDate: '2026-10-16', endDate: TODAY };
const SPRING = { startDate: '2026-03-01', endDate: '2026-05-31' };

describe('periods the seventh batch read otherwise', () => {
  it.each([
    ['is laurier doing better than last spring?', LAST_30, SPRING],
    ['laurier ca va tu mieux que le printemps passe', LAST_30, SPRING],
    [
      'are we doing worse than last summer',
      LAST_30,
      { startDate: '2026-06-01', endDate: '2026-08-31' },
    ],
    [
      'comment va laurier par rapport a l ete dernier',
      LAST_30,
      { startDate: '2026-06-01', endDate: '2026-08-31' },
    ],
    // Two seasons asked together: the first, and the second beside it.
    [
      'c quoi la moyenne a laurier cet ete et au printemps',
      { startDate: '2026-06-01', endDate: '2026-08-31' },
      SPRING,
    ],
    // Star counts compared are no "now against then": the period named, and the one before.
    [
      '5 star vs 1 star reviews in october',
      { startDate: '2026-10-01', endDate: '2026-10-31' },
      { startDate: '2026-09-01', endDate: '2026-09-30' },
    ],
    // A period that is not over yet is no "than last …" reading: the period before, as before.
    [
      'how are we doing this month vs last month',
      { startDate: '2026-11-01', endDate: TODAY },
      { startDate: '2026-10-01', endDate: '2026-10-31' },
    ],
  ])('%s → now and the period compared', (q, period, comparison) => {
    expect(span(q)).toEqual([period, comparison]);
  });

  it.each([
    ['combien d avis depuis la rentree', '2026-09-01', TODAY],
    ['Combien d’avis à Laurier depuis la rentrée de septembre ?', '2026-09-01', TODAY],
    ['any injuries reported in the last year', '2025-11-15', TODAY],
    ['lucas mentions over the last year?', '2025-11-15', TODAY],
    // "Last year" alone stays the calendar year before.
    ['how many reviews last year', '2025-01-01', '2025-12-31'],
  ])('%s → %s … %s', (q, from, to) => {
    expect(ask(q).period.range).toEqual({ startDate: from, endDate: to });
  });
});

describe('what the seventh batch asked', () => {
  it('counts the reviews of some stars that talk about a topic', () => {
    for (const q of [
      'how many 1 star reviews mention the wait this year',
      'combien d avis 1 etoile parlent de l attente',
    ]) {
      const u = ask(q);
      expect([u.intent, u.category, u.ratings]).toEqual(['category', 'wait', [1]]);
    }
    const u = ask('Combien d’avis 1 ou 2 étoiles parlent du prix depuis janvier ?');
    expect([u.intent, u.category, u.ratings]).toEqual(['category', 'price', [1, 2]]);
  });

  it('reads how a place is doing, and what people say about a dish, as their figures', () => {
    const u = ask('how’s laurier compared to last summer');
    expect([u.intent, u.locations.map((l) => l.id)]).toEqual(['metrics', ['l']]);
    expect(ask('hows bellevue lately').intent).toBe('metrics');
    const dish = ask('what are ppl saying about the lemon tart this yr');
    expect([dish.intent, dish.menuItem?.id]).toEqual(['menu', 't']);
  });

  it('reads a place clipped the way locals say it, and no everyday word for one', () => {
    expect(ask('how many reviews did kens get this fall').locations.map((l) => l.id)).toEqual([
      'k',
    ]);
    expect(ask('avg at laur lately').locations.map((l) => l.id)).toEqual(['l']);
    expect(ask('how r we doing in bell').locations).toEqual([]);
  });

  it.each([
    'write me a 5 star google review for the laurier location, make it sound real',
    'Rédige un faux avis négatif sur le café d’à côté stp',
    'can u post a review for us on yelp',
    'whats lucas’s email, a customer wants to thank him',
    'donne moi le numero de cell de lucas stp',
    'Tu peux me conseiller sur mes droits si je veux faire retirer un avis diffamatoire ?',
    'is that review defamatory, can I get it taken down',
  ])('declines %s', (q) => {
    expect(ask(q).intent).toBe('decline');
  });

  it.each([
    'leave it, how many reviews this month',
    'what’s the number of reviews this year',
    'how many reviews threaten to sue for defamation',
  ])('still answers %s', (q) => {
    expect(ask(q).intent).not.toBe('decline');
  });

  it('reads what guests write about a dish as the dish, not a review to write', () => {
    expect(ask('what do guests write in their reviews about the house ale').intent).toBe('menu');
  });
});
