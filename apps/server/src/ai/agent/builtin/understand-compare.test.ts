import { describe, expect, it } from 'vitest';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-21';
const catalogue: Catalogue = {
  locations: [
    { id: 'lg', name: 'Longueuil' },
    { id: 'sr', name: 'Saint-Roch' },
  ],
  menu: [{ id: 'f', name: 'Fish and chips' }],
  staff: [{ id: 'n', name: 'Noémie Tardif', role: 'serveuse', location_id: null }],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Cantine Essai');
const days = (q: string) => ask(q).period.range;

describe('platforms compared', () => {
  it.each([
    ['google vs yelp', ['google', 'yelp'], null, 'en'],
    ['google vs yelp rating this year', ['google', 'yelp'], null, 'en'],
    ['which platform rates us lowest', null, 'worst', 'en'],
    ['are our yelp reviews worse than google this year', ['google', 'yelp'], null, 'en'],
    ['rating by platform at longueuil', null, null, 'en'],
    ['Google ou Tripadvisor, où on est le mieux noté?', ['google', 'tripadvisor'], 'best', 'fr'],
    ['Sur quelle plateforme a-t-on la moins bonne note ?', null, 'worst', 'fr'],
    ['note par plateforme cette année', null, null, 'fr'],
    ['c’est où qu’on est le moins bien coté, google ou yelp', ['google', 'yelp'], 'worst', 'fr'],
  ])('%s', (question, platforms, ranking, language) => {
    const u = ask(question);
    expect(u.intent).toBe('rank_platforms');
    expect(u.platforms).toEqual(platforms);
    expect(u.ranking).toBe(ranking);
    expect(u.language).toBe(language);
    expect(u.comparison).toBeNull();
  });

  it('reads the ratings the platforms show (every review) when no period is named', () => {
    expect(ask('which platform rates us lowest').period.label).toMatchObject({ key: 'allTime' });
    expect(days('google vs yelp this year')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-11-21',
    });
  });

  it('reads "than" as the comparison’s word, not a clipped Jonathan', () => {
    const withJonathan: Catalogue = {
      ...catalogue,
      staff: [{ id: 'j', name: 'Jonathan Pike', role: 'server', location_id: null }],
    };
    const u = understand('is yelp worse than google', TODAY, withJonathan, 'Cantine Essai');
    expect(u.intent).toBe('rank_platforms');
    expect(u.staff).toBeNull();
    expect(understand('how is jonathan doing', TODAY, withJonathan).staff?.id).toBe('j');
  });

  it('keeps the place asked about', () => {
    expect(ask('rating by platform at longueuil').locations.map((l) => l.id)).toEqual(['lg']);
  });

  it('still pools platforms named without setting them against each other', () => {
    const u = ask('avg on google and tripadvisor this year');
    expect(u.intent).toBe('metrics');
    expect(u.platforms).toEqual(['google', 'tripadvisor']);
    expect(ask('our meta reviews last month vs the month before').intent).toBe('metrics');
    // "Quel site": a location, as before.
    expect(ask('quel site a la meilleure note, Longueuil ou Saint-Roch').intent).toBe(
      'rank_locations',
    );
  });
});

describe('since the first of the month', () => {
  const month = { startDate: '2026-11-01', endDate: '2026-11-21' };
  it.each([
    'how many reviews since the 1st',
    'rating since the first of the month',
    'avg since the 1st of this month',
    'combien d’avis depuis le 1er',
    'la note depuis le premier du mois',
    'la moyenne depuis le début du mois',
  ])('%s', (question) => {
    expect(days(question)).toEqual(month);
  });

  it('leaves a named first day, year or review alone', () => {
    expect(days('reviews since the 1st of march').startDate).toBe('2026-03-01');
    expect(days('avis depuis le 1er mars').startDate).toBe('2026-03-01');
    expect(days('rating since the first of the year').startDate).toBe('2026-01-01');
    expect(days('avis depuis le premier trimestre').startDate).not.toBe('2026-11-01');
  });

  it('reads since Monday and « depuis lundi » as the latest Monday to today', () => {
    const week = { startDate: '2026-11-16', endDate: '2026-11-21' };
    expect(days('how are we doing since Monday')).toEqual(week);
    expect(days('la note depuis lundi')).toEqual(week);
    expect(days('how many reviews since Labour Day')).toEqual({
      startDate: '2026-09-07',
      endDate: '2026-11-21',
    });
  });
});

describe('French questions that open with the comparison', () => {
  it('« Comparé au mois dernier » compares this month so far with last month', () => {
    for (const question of [
      'Comparé au mois dernier, on est comment?',
      'Comparée au mois passé, la note?',
      'Par rapport au mois dernier, combien d’avis?',
    ]) {
      const u = ask(question);
      expect(u.intent).toBe('metrics');
      expect(u.period.range).toEqual({ startDate: '2026-11-01', endDate: '2026-11-21' });
      expect(u.comparison?.range).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    }
  });

  it('« Par rapport à l’an passé » compares this year so far with last year', () => {
    for (const question of [
      'Par rapport à l’an passé, la note a-t-elle baissé?',
      'Comparativement à l’année dernière, notre moyenne?',
    ]) {
      const u = ask(question);
      expect(u.period.range).toEqual({ startDate: '2026-01-01', endDate: '2026-11-21' });
      expect(u.comparison?.range).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    }
  });

  it('« Entre Longueuil et Saint-Roch, lequel a le plus de plaintes ? » ranks the two by complaints', () => {
    const u = ask('Entre Longueuil et Saint-Roch, lequel a le plus de plaintes?');
    expect(u.intent).toBe('rank_locations');
    expect(u.ranking).toBe('complaints');
    expect(u.locations.map((l) => l.id)).toEqual(['lg', 'sr']);
    const en = ask('between Longueuil and Saint-Roch, which gets the most complaints this year');
    expect(en.intent).toBe('rank_locations');
    expect(en.ranking).toBe('complaints');
  });
});
