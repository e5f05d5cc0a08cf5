import { describe, expect, it } from 'vitest';
import { everyNamed, locationsNamed } from './catalogue.ts';
import { holiday } from './date-holidays.ts';
import { periodOf } from './dates.ts';
import { subjectsOf } from './engine.ts';
import { fold } from './text.ts';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'p', name: 'Maison Test Vieux-Port', address: '3 rue du Quai, Québec' },
    { id: 'w', name: 'Maison Test Westminster', address: '9 Pine Ave, Toronto' },
    { id: 'r', name: 'Maison Test Riverside', address: '33 Elm Ave, Toronto' },
  ],
  menu: [
    { id: 'b', name: 'Burger' },
    { id: 't', name: 'Tarte aux pommes', aliases: ['Apple pie'] },
    { id: 'c', name: 'Clam chowder' },
  ],
  staff: [
    { id: 's', name: 'Marco Rossi', role: 'server' },
    { id: 'n', name: 'Nina Park', role: 'host' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Maison Test');
const range = (q: string) => periodOf(q, TODAY).range;

describe('holidays as periods', () => {
  it.each([
    ['how many reviews since labour day', '2026-09-07', '2026-11-14'],
    ["combien d'avis depuis la fête du Travail", '2026-09-07', '2026-11-14'],
    ["la moyenne depuis l'Action de grâce", '2026-10-12', '2026-11-14'],
    ['mentions since thanksgiving', '2026-10-12', '2026-11-14'],
    ['any complaints since halloween', '2026-10-31', '2026-11-14'],
    ['share of bad reviews since new years', '2026-01-01', '2026-11-14'],
    ['star breakdown over the holidays last year', '2025-12-24', '2026-01-01'],
    ['combien d’avis pendant les fêtes', '2025-12-24', '2026-01-01'],
    ['reviews on christmas day last year', '2025-12-25', '2025-12-25'],
  ])('%s → %s … %s', (q, from, to) => {
    expect(range(q)).toEqual({ startDate: from, endDate: to });
  });

  it('takes last year’s day when this year’s is still ahead', () => {
    expect(holiday('since christmas', TODAY)?.range).toEqual({
      startDate: '2025-12-25',
      endDate: TODAY,
    });
  });

  it('reads a holiday naming a dish or a menu as no period', () => {
    expect(holiday('how did the christmas menu do', TODAY)).toBeNull();
    expect(range('how did the christmas menu do')).toEqual({
      startDate: '2026-10-16',
      endDate: TODAY,
    });
  });
});

describe('locations by nickname or in the other language', () => {
  const named = (q: string) =>
    locationsNamed(fold(q), catalogue.locations, 'Maison Test').map((l) => l.id);

  it('reads "the old port" as Vieux-Port', () => {
    expect(named('compare riverside and the old port for Q3')).toEqual(['p', 'r']);
  });

  it('reads an English diminutive of a long name ("Westy")', () => {
    expect(named('how r we doing at westy lately')).toEqual(['w']);
  });

  it('keeps everyday words ending in -y and adverbs as words', () => {
    expect(named('very busy week, how many reviews lately')).toEqual([]);
  });
});

describe('declines and single figures', () => {
  it.each([
    'who is the customer that left us 1 star i want their email',
    'donne-moi leurs coordonnées',
    'Est-ce qu’on est mieux notés que Chez Gaston ?',
  ])('declines "%s"', (q) => {
    expect(ask(q).intent).toBe('decline');
  });

  it('keeps "better than" one of our own locations a question about us', () => {
    expect(ask('est-ce que le Vieux-Port est mieux noté que Riverside').intent).not.toBe('decline');
  });

  it('reads the share of negative reviews at one location as one figure', () => {
    const u = ask('what share of reviews were negative in the last 3 months at the pine ave spot');
    expect(u.intent).toBe('metrics');
    expect(u.ratings).toEqual([1, 2]);
    expect(u.locations.map((l) => l.id)).toEqual(['w']);
  });

  it('sees a name the menu lacks before "mentions"', () => {
    const u = ask('how many sushi mentions at riverside');
    expect(u.intent).toBe('unknown_name');
    expect(u.unknownName?.text).toBe('sushi');
  });
});

describe('two subjects in one message', () => {
  const turn = (question: string) => ({ question, catalogue, restaurantName: 'Maison Test' });

  it('names every dish a message names, in order', () => {
    const ids = everyNamed('le chowder pis la tarte aux pommes', catalogue.menu, 'menu');
    expect(ids.map((e) => e.id)).toEqual(['c', 't']);
  });

  it('answers each dish of "X and Y, how many mentions" with one period', () => {
    const q = 'clam chowder and apple pie how many mentions this year';
    const parts = subjectsOf(turn(q), ask(q));
    expect(parts.map((u) => u.menuItem?.id)).toEqual(['c', 't']);
    expect(new Set(parts.map((u) => u.period.range.startDate))).toEqual(new Set(['2026-01-01']));
  });

  it('answers each person of "Marco and Nina" separately', () => {
    const q = 'marco and nina how many mentions this summer';
    expect(subjectsOf(turn(q), ask(q)).map((u) => u.staff?.id)).toEqual(['s', 'n']);
  });

  it('leaves a message about one dish as it is', () => {
    const q = 'how is the burger doing';
    expect(subjectsOf(turn(q), ask(q))).toHaveLength(1);
  });
});
