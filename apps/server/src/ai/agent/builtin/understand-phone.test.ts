import { describe, expect, it } from 'vitest';
import { understand, type Catalogue } from './understand.ts';
import { correctTypos, ownWordsOf } from './typos.ts';

// Invented restaurant: "Chez Odette", two locations, a short bilingual menu, two people.
const TODAY = '2026-05-13'; // a Wednesday, in the second quarter
const catalogue: Catalogue = {
  locations: [
    { id: 'r', name: 'Chez Odette Rosemont' },
    { id: 'g', name: 'Chez Odette Griffintown' },
  ],
  menu: [
    { id: 't', name: 'Tartiflette' },
    { id: 'f', name: 'Fondue savoyarde', aliases: ['Cheese fondue'] },
  ],
  staff: [
    { id: 'n', name: 'Noémie Caron', role: 'serveuse' },
    { id: 'w', name: 'Wesley Grant', role: 'bartender' },
  ],
};
const read = (q: string) => understand(q, TODAY, catalogue, 'Chez Odette');

describe('periods counted back in years', () => {
  it.each([
    'how many reviews did we get in the past year',
    'reviews over the past year',
    'how did we do this past year',
    'avg rating past year at rosemont',
    "combien d'avis depuis un an",
    'nb d avis depuis 1 an',
    'note moyenne sur la dernière année',
  ])('"%s" is the last 12 months, not last calendar year', (q) => {
    expect(read(q).period.range).toEqual({ startDate: '2025-05-14', endDate: TODAY });
  });

  it('keeps "last year" and "l\'an dernier" the calendar year before', () => {
    const calendar = { startDate: '2025-01-01', endDate: '2025-12-31' };
    expect(read('how many reviews last year').period.range).toEqual(calendar);
    expect(read("combien d'avis l'an dernier").period.range).toEqual(calendar);
  });

  it('reads "the past 2 years" and "les 2 dernières années"', () => {
    const two = { startDate: '2024-05-14', endDate: TODAY };
    expect(read('average rating over the past 2 years').period.range).toEqual(two);
    expect(read('note moyenne les 2 dernières années').period.range).toEqual(two);
  });
});

describe('shorthand and typos typed on a phone', () => {
  it('spells out "sem", "cmb" and a plus sign', () => {
    const u = read("cmb d'avis à griffintown la sem derniere");
    expect(u.intent).toBe('metrics');
    expect(u.period.range).toEqual({ startDate: '2026-05-04', endDate: '2026-05-10' });
    expect(u.locations.map((l) => l.id)).toEqual(['g']);
    const plus = read("qui est le + critiqué dans l'équipe cette année");
    expect(plus.intent).toBe('rank_staff');
  });

  it('puts misspelled keywords right and reads the question', () => {
    const u = read('avrage ratng at rosemnt last mnth');
    expect(u.intent).toBe('metrics');
    expect(u.period.range).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(u.locations.map((l) => l.id)).toEqual(['r']);
    expect(read('moyene des notes la semiane derniere').period.range).toEqual({
      startDate: '2026-05-04',
      endDate: '2026-05-10',
    });
  });

  it('leaves words of their own, French words and the restaurant’s names as typed', () => {
    const own = ownWordsOf(['Tartiflette', 'Wesley Grant', 'Chez Odette Rosemont']);
    expect(correctTypos('what is weak about the tartiflette', own)).toBe(
      'what is weak about the tartiflette',
    );
    expect(correctTypos('notre note moyenne, moins de plats', own)).toBe(
      'notre note moyenne, moins de plats',
    );
    expect(correctTypos('how is wesley doing', own)).toBe('how is wesley doing');
    expect(correctTypos('how many reveiws', own)).toBe('how many reviews');
  });
});

describe('a period named after the comparison', () => {
  it('compares with the period the question names, whole', () => {
    const u = read('are we doing better this month than last month? avg rating');
    expect(u.period.range).toEqual({ startDate: '2026-05-01', endDate: TODAY });
    expect(u.comparison?.range).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    const fr = read('Note moyenne ce trimestre comparée au trimestre précédent');
    expect(fr.period.range).toEqual({ startDate: '2026-04-01', endDate: TODAY });
    expect(fr.comparison?.range).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    const years = read('how is the tartiflette doing this year vs last year');
    expect(years.menuItem?.id).toBe('t');
    expect(years.comparison?.range).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it('compares a whole quarter or year with the one before when none is named', () => {
    const quarter = read('avg rating last quarter compared with before');
    expect(quarter.period.range).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(quarter.comparison?.range).toEqual({ startDate: '2025-10-01', endDate: '2025-12-31' });
    const year = read('how many reviews in 2025 compared with before');
    expect(year.comparison?.range).toEqual({ startDate: '2024-01-01', endDate: '2024-12-31' });
  });
});

describe('figures the reviews do not hold', () => {
  it.each([
    'how much revenue did rosemont make last month',
    'whats the avg bill per table at griffintown',
    'how many covers did we do on saturday',
    'combien de clients on a servi samedi passé',
    "Quel est notre chiffre d'affaires en avril ?",
    'ticket moyen à Rosemont ce mois-ci',
  ])('"%s" is declined as data the agent does not have', (q) => {
    expect(read(q).intent).toBe('no_data');
  });

  it('still answers the average rating and complaints about the bill', () => {
    expect(read('Quelle est notre note moyenne cette semaine ?').intent).toBe('metrics');
    expect(read('how many reviews complain about the bill').intent).not.toBe('no_data');
  });
});

describe('a dish the restaurant does not have, asked by "mention" or "parlent de"', () => {
  it('says it is not on the menu and searches the word', () => {
    const u = read('how many reviews mention the pad thai');
    expect(u.intent).toBe('unknown_name');
    expect(u.unknownName).toEqual({ text: 'pad thai', kind: 'dish' });
  });

  it('searches a topic word in the reviews', () => {
    expect(read('how many reviews mention parking').intent).toBe('keyword');
    const fr = read("combien d'avis parlent des terrasses");
    expect(['keyword', 'unknown_name']).toContain(fr.intent);
    expect(fr.keyword).toBe('terrasses');
  });
});

describe('more periods typed casually', () => {
  it.each([
    ['how many reviews over the past couple of weeks', '2026-04-30', TODAY],
    ['reviews from jan to march', '2026-01-01', '2026-03-31'],
    ['le tartiflette depuis l’été', '2025-06-01', TODAY],
    ['combien d’avis depuis le début de l’été', '2025-06-01', TODAY],
    ['rating since the summer', '2025-06-01', TODAY],
    ['2025 vs 2024 number of reviews', '2025-01-01', '2025-12-31'],
  ])('"%s" → %s … %s', (q, startDate, endDate) => {
    expect(read(q).period.range).toEqual({ startDate, endDate });
  });

  it('reads "avant-hier" as a day, not as a comparison with before', () => {
    const u = read('combien d’avis avant-hier');
    expect(u.period.range).toEqual({ startDate: '2026-05-11', endDate: '2026-05-11' });
    expect(u.comparison).toBeNull();
  });

  it('compares this year so far with last year up to the same day', () => {
    const u = read('average rating this year compared with before');
    expect(u.comparison?.range).toEqual({ startDate: '2025-01-01', endDate: '2025-05-13' });
  });

  it('reads a best or worst month with no period over all the reviews', () => {
    const u = read('c quoi notre pire mois');
    expect(u.intent).toBe('best_month');
    expect(u.ranking).toBe('worst');
    expect(u.period.label).toEqual({ kind: 'named', key: 'allTime' });
    expect(read('best month this year').period.range.startDate).toBe('2026-01-01');
  });

  it('compares two locations without a period before', () => {
    const u = read('compare rosemont and griffintown this year');
    expect(u.intent).toBe('rank_locations');
    expect(u.comparison).toBeNull();
    expect(read('lequel de nos restos est le mieux noté').intent).toBe('rank_locations');
  });
});

describe('more requests to decline', () => {
  it.each([
    'suggest a new dish for the menu',
    'give me 3 ideas for a promo',
    'donne-moi des idées de promo pour l’hiver',
    'what wine goes with the fondue',
    'translate this review to french',
    'c’est quoi la recette de la tartiflette',
    'c’est quoi l’adresse du client qui a mis 1 étoile',
  ])('"%s" is declined', (q) => {
    expect(read(q).intent).toBe('decline');
  });

  it.each([
    'how many employees do we have',
    'how many reservations tonight',
    'combien de réservations ce soir',
  ])('"%s" is data the agent does not have', (q) => {
    expect(read(q).intent).toBe('no_data');
  });

  it('still counts reviews that mention reservations', () => {
    expect(read('how many reviews mention reservations').intent).not.toBe('no_data');
  });
});

describe('advice, other places and trends', () => {
  it.each([
    'how do i get more google reviews',
    'tips to improve my yelp ranking',
    'compare us with Pai',
    'compare us to The Keg',
    'comparer avec Toqué',
    'can you write a tagline',
  ])('"%s" is declined', (q) => {
    expect(read(q).intent).toBe('decline');
  });

  it('keeps our own places, people and months after "than" or "compared to"', () => {
    expect(read('is Rosemont better than Griffintown this year').intent).toBe('rank_locations');
    expect(read('more reviews in April than March?').intent).not.toBe('decline');
    expect(read('did Wesley get more mentions than Noémie').intent).not.toBe('decline');
  });

  it('reads "how are we trending" as a comparison with the period before', () => {
    const u = read('are reviews getting better or worse');
    expect(u.intent).toBe('metrics');
    expect(u.comparison?.range).toEqual({ startDate: '2026-03-15', endDate: '2026-04-13' });
    expect(read('how are we trending').comparison).not.toBeNull();
  });

  it('reads what guests love most as the most praised topics', () => {
    const u = read('what do guests love most');
    expect(u.intent).toBe('rank_categories');
    expect(u.ranking).toBe('praise');
  });
});

describe('Québec phrasing of comparisons and complaints', () => {
  it('reads "ça va tu mieux … que le mois passé" as this month against last month', () => {
    const u = read('ça va tu mieux à rosemont ce mois-ci que le mois passé');
    expect(u.intent).toBe('metrics');
    expect(u.locations.map((l) => l.id)).toEqual(['r']);
    expect(u.period.range).toEqual({ startDate: '2026-05-01', endDate: TODAY });
    expect(u.comparison?.range).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
  });

  it('reads "chialent" and "se plaignent" as complaints', () => {
    expect(read('les clients chialent sur quoi depuis 3 mois').intent).toBe('rank_categories');
    expect(read('de quoi les clients se plaignent le plus').ranking).toBe('complaints');
  });

  it('keeps "que" that compares nothing out of the period', () => {
    const u = read("qu'est-ce que les clients disent de la tartiflette le mois dernier");
    expect(u.period.range).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(u.comparison).toBeNull();
  });
});

describe('a comparison that names only the period against', () => {
  it('reads the current period against the one named', () => {
    const u = read("how's the tartiflette doing vs last quarter");
    expect(u.period.range).toEqual({ startDate: '2026-04-01', endDate: TODAY });
    expect(u.comparison?.range).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    const fr = read('la fondue, ça va mieux que le mois passé ?');
    expect(fr.period.range).toEqual({ startDate: '2026-05-01', endDate: TODAY });
    expect(fr.comparison?.range).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
  });

  it('keeps "compare X and Y last quarter" on last quarter', () => {
    const u = read('compare rosemont and griffintown last quarter');
    expect(u.period.range).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(u.comparison).toBeNull();
  });
});
