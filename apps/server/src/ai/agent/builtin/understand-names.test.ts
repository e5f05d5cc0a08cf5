import { describe, expect, it } from 'vitest';
import { spellOut } from './shorthand.ts';
import { kindOfName, subjectOf } from './subject.ts';
import { fold, languageOf } from './text.ts';
import { understand, type Catalogue } from './understand.ts';
import { understoodLine } from './understood.ts';

// Invented restaurant: "Chez Odette", with a dish that shares its name.
const TODAY = '2026-06-10';
const catalogue: Catalogue = {
  locations: [
    { id: 'g', name: 'Chez Odette Griffintown' },
    { id: 'r', name: 'Chez Odette Rosemont' },
  ],
  menu: [
    { id: 't', name: 'Tarte Odette' },
    { id: 'd', name: 'Duck burger', aliases: ['burger au canard'] },
    { id: 'f', name: 'Frites maison', aliases: ['house fries'] },
  ],
  staff: [
    { id: 'a', name: 'Annie Lussier', role: 'server' },
    { id: 'j', name: 'Jonathan Poirier', role: 'chef' },
  ],
};
const read = (q: string) => understand(q, TODAY, catalogue, 'Chez Odette');

describe('names the restaurant does not have', () => {
  it.each([
    ['how is the paella doing since april', 'dish'],
    ['combien d avis parlent de la paella', 'dish'],
    ['how many ppl mentioned the lasagna last month', 'dish'],
    ["how's Gregory doing this month", 'person'],
    ['comment va Gregory depuis mars', 'person'],
  ])('%s: says it does not know the %s', (question, kind) => {
    const u = read(question);
    expect(u.intent).toBe('unknown_name');
    expect(u.unknownName?.kind).toBe(kind);
  });

  it('keeps a place named after the unknown dish as the location', () => {
    const u = read('comment va la paella au Rosemont');
    expect(u.unknownName?.text).toBe('paella');
    expect(u.locations.map((l) => l.id)).toEqual(['r']);
  });

  it('answers the known dish, person, place or topic instead', () => {
    expect(read('how is the duck burger doing').intent).toBe('menu');
    expect(read('comment va Annie ce mois-ci').intent).toBe('staff');
    expect(read('how is Rosemont doing this month').intent).not.toBe('unknown_name');
    expect(read('how is the chef doing').intent).not.toBe('unknown_name');
    expect(read('how many reviews mention parking').intent).toBe('keyword');
    expect(read('how are we doing this week').intent).not.toBe('unknown_name');
    expect(read('which dish is mentioned most this year').intent).toBe('rank_menu');
    expect(read('how is the patio season going').intent).not.toBe('unknown_name');
    expect(read('how is the new guy doing').intent).not.toBe('unknown_name');
    expect(read('how is Poirier doing this month').staff?.id).toBe('j');
    expect(read('who was talked about the least last month').intent).not.toBe('unknown_name');
  });

  it('reads the subject from the frame of the question', () => {
    expect(subjectOf(fold('how is the paella doing since april'))).toBe('paella');
    expect(subjectOf(fold('combien d’avis mentionnent les tacos au poisson cette année'))).toBe(
      'tacos au poisson',
    );
    expect(subjectOf(fold('how are we doing this week'))).toBeNull();
    expect(kindOfName('parking', 'mention parking')).toBeNull();
  });
});

describe('the restaurant’s own name', () => {
  it('is no dish: "Chez Odette" is not the Tarte Odette', () => {
    const u = read('How many reviews did Chez Odette get last month?');
    expect(u.menuItem).toBeNull();
    expect(u.intent).toBe('metrics');
    expect(read('how is the tarte odette doing').menuItem?.id).toBe('t');
  });
});

describe('declines', () => {
  it.each([
    'how r the reviews at Joe Beef lately',
    'c est comment chez Toqué ce mois-ci',
    'can u post a caption on insta for the duck burger',
    'ecris-moi une publication facebook pour la fête des mères',
    'Peux-tu me préparer une carte de Noël ?',
  ])('%s', (question) => expect(read(question).intent).toBe('decline'));

  it('keeps what is about this restaurant', () => {
    expect(read('how many reviews at Rosemont last month').intent).not.toBe('decline');
    expect(read('how many reviews at Chez Odette Griffintown').intent).not.toBe('decline');
    expect(read('avg rating of reviews from Google this month').intent).not.toBe('decline');
    expect(read('how fast do we post replies to 1 star reviews').intent).toBe('replies');
  });
});

describe('shorthand and language', () => {
  it('spells out what managers type fast', () => {
    expect(spellOut('avg rating this yr')).toBe('average rating this year');
    expect(spellOut('how r we doing this wk')).toBe('how are we doing this week');
    expect(spellOut('c quoi notre pire mois')).toBe('c est quoi notre pire mois');
    expect(spellOut("c'est correct")).toBe("c'est correct");
  });

  it('reads the period and the intent through the shorthand', () => {
    const u = read('star breakdown rosemont this yr');
    expect(u.period.range).toEqual({ startDate: '2026-01-01', endDate: TODAY });
    expect(u.intent).toBe('distribution');
    expect(read('nb d avis la semaine passée').language).toBe('fr');
  });

  it('tells French from English with few question words', () => {
    expect(languageOf('moyenne depuis toujours')).toBe('fr');
    expect(languageOf('pire mois cette année')).toBe('fr');
    expect(languageOf('avg rating since march')).toBe('en');
  });
});

describe('the reading said back', () => {
  it('names what was asked, the period and the locations', () => {
    expect(understoodLine(read('avg rating at rosemont last month'), 'en')).toBe(
      'Understood: review count and average rating, last month (May 1, 2026 – May 31, 2026), Chez Odette Rosemont.',
    );
    expect(understoodLine(read('comment va Annie depuis mars'), 'fr')).toMatch(
      /^Compris : mentions de Annie Lussier, .*\(1 mars 2026 – 10 juin 2026\), tous les établissements\.$/,
    );
    expect(understoodLine(read('write us a menu'), 'en')).toBeNull();
  });
});

describe('periods and rankings said other ways', () => {
  const period = (q: string) => read(q).period.range;
  it.each([
    ['how many reviews since we opened', '2000-01-01', TODAY],
    ['combien d avis depuis l ouverture', '2000-01-01', TODAY],
    ['avis au total', '2000-01-01', TODAY],
    ['how many reviews so far this month', '2026-06-01', TODAY],
    ['reviews from feb to apr', '2026-02-01', '2026-04-30'],
    ['reviews from sept to nov', '2025-09-01', '2025-11-30'],
    ['les sept derniers jours', '2026-06-04', TODAY],
    ['pire mois de l annee', '2026-01-01', TODAY],
  ])('%s', (q, from, to) => expect(period(q)).toEqual({ startDate: from, endDate: to }));

  it('reads who is criticised and the lowest month', () => {
    expect(read('who is the most criticized on the team').ranking).toBe('complaints');
    expect(read('qui reçoit le plus de plaintes depuis mars').intent).toBe('rank_staff');
    const month = read('our lowest rated month this year');
    expect([month.intent, month.ranking]).toEqual(['best_month', 'worst']);
  });
});
