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
    { id: 'f', name: 'Chez Test Sainte-Foy', address: '300 chemin Sainte-Foy, Québec' },
  ],
  menu: [
    { id: 'a', name: 'Pale ale maison', aliases: ['House ale'] },
    { id: 'k', name: 'Tarte au citron', aliases: ['Lemon tart'] },
  ],
  staff: [
    { id: 'l', name: 'Lucas Girard', role: 'serveur' },
    { id: 't', name: 'Tessa Lam', role: 'host' },
    { id: 'd', name: 'Nadine Roy', role: 'serveuse' },
    { id: 'g', name: 'Geneviève Caron', role: 'serveuse' },
    { id: 'h', name: 'Mohamed Saleh', role: 'chef' },
    { id: 'v', name: 'Kevin Bell', role: 'bartender' },
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

  it.each([
    ['reviews in the past 2 wks', '2026-11-01', TODAY],
    ['cmb d avis ces 2 dernières sem', '2026-11-01', TODAY],
    ['how many reviews since the start of spring', '2026-03-01', TODAY],
    ['depuis le début du printemps', '2026-03-01', TODAY],
    ['reviews in H1', '2026-01-01', '2026-06-30'],
    ['how did we do the week of nov 4', '2026-11-02', '2026-11-08'],
    ['combien d avis la semaine du 4 novembre', '2026-11-02', '2026-11-08'],
    ['how many reviews in Q3 last year', '2025-07-01', '2025-09-30'],
    ['moyenne au T3 de l an passé', '2025-07-01', '2025-09-30'],
    ['reviews in the first half of last year', '2025-01-01', '2025-06-30'],
    ['what was our rating the week before last', '2026-10-26', '2026-11-01'],
    ['how was the month before last', '2026-09-01', '2026-09-30'],
  ])('through the reading: %s → %s … %s', (q, from, to) => {
    const u = ask(q);
    expect(u.period.range).toEqual({ startDate: from, endDate: to });
    expect(u.comparison).toBeNull();
  });

  it('compares with the same period a year back, day for day', () => {
    for (const q of [
      'our average this month compared to the same month last year',
      'la moyenne ce mois-ci par rapport au même mois l an dernier',
    ]) {
      const u = ask(q);
      expect(u.period.range).toEqual({ startDate: '2026-11-01', endDate: TODAY });
      expect(u.comparison?.range).toEqual({ startDate: '2025-11-01', endDate: '2025-11-14' });
    }
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

describe('stars, days and platforms', () => {
  it.each([
    ['what share of our reviews are 4 stars or better', [4, 5]],
    ['quel pourcentage de 4 étoiles ou plus cette année', [4, 5]],
    ['how many 4+ star reviews', [4, 5]],
    ['au moins 4 étoiles depuis juin', [4, 5]],
    ['how many reviews under 3 stars this month', [1, 2]],
    ['combien d avis de moins de 3 étoiles', [1, 2]],
    ['3 stars or less at Laurier', [1, 2, 3]],
    ['how many 1 and 2 star reviews', [1, 2]],
  ])('%s → %j', (q, stars) => {
    expect(ask(q).ratings).toEqual(stars);
  });

  it('reads a best or worst day as the weekday', () => {
    expect(ask('whats our best day for reviews').intent).toBe('weekday');
    const worst = ask('c est quoi notre pire journée');
    expect(worst.intent).toBe('weekday');
    expect(worst.ranking).toBe('worst');
  });

  it('never takes a platform or a language for a dish nobody has', () => {
    expect(ask('combien d avis sur google ce mois-ci').intent).toBe('metrics');
    // The reviews written in French, counted: a language, not a dish.
    expect(ask('how many reviews in french this year').intent).toBe('languages');
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

  it('reads a doubled syllable of the name as that person, never a word such as "haha"', () => {
    expect(petNamed(fold('has vivi been mentioned this year'), catalogue).map((s) => s.id)).toEqual(
      ['g'],
    );
    expect(petNamed(fold('haha how are we doing'), catalogue)).toEqual([]);
  });

  it('reads a name without its opening vowel as that person, and asks which when it fits two', () => {
    const one: Catalogue = {
      ...catalogue,
      staff: [...catalogue.staff, { id: 'e1', name: 'Étienne Dubois', role: 'serveur' }],
    };
    const u = understand('tienne a tu été mentionné cette année', TODAY, one, 'Chez Test');
    expect(u.staff?.id).toBe('e1');
    const two: Catalogue = {
      ...one,
      staff: [...one.staff, { id: 'e2', name: 'Étienne Lemay', role: 'barman' }],
    };
    const asked = understand('tienne a tu été mentionné cette année', TODAY, two, 'Chez Test');
    expect(asked.intent).toBe('clarify');
    expect(asked.ambiguous.map((s) => s.id).sort()).toEqual(['e1', 'e2']);
    // "La tienne" is a pronoun, not a person.
    expect(petNamed(fold('la tienne est meilleure'), one)).toEqual([]);
  });

  it('reads saint and its shortenings as one word in a location', () => {
    for (const q of ['combien d avis à ste-foy', 'reviews at st foy', 'moyenne à Sainte Foy'])
      expect(ask(q).locations.map((l) => l.id)).toEqual(['f']);
    expect(ask('reviews on maple st last month').locations.map((l) => l.id)).toEqual(['s']);
  });

  it.each([
    'can you make me a tiktok script',
    'what should i charge for the tarte au citron',
    'how much should we raise prices',
    'how do we rank on google maps',
  ])('declines "%s"', (q) => {
    expect(ask(q).intent).toBe('decline');
  });

  it.each(['est-ce qu on devrait engager plus de monde', 'how many staff do we need on fridays'])(
    'says the reviews hold no staffing figures: "%s"',
    (q) => {
      expect(ask(q).intent).toBe('no_data');
    },
  );

  it('still reads prices and hiring in reviews as topics to count', () => {
    expect(ask('how many reviews mention our prices').intent).toBe('category');
    expect(ask('how many reviews mention hiring').intent).not.toBe('no_data');
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
