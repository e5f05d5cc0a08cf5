import { describe, expect, it } from 'vitest';
import { comparedPeriodOf } from './date-comparisons.ts';
import { periodOf } from './dates.ts';
import { ratingsOf } from './question-stars.ts';
import { understand, type Catalogue } from './understand.ts';
import { fold } from './text.ts';

// Our own invented restaurant and addresses: none of these is in the evaluation corpus.
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'a', name: 'Maison Test Harbourfront', address: '210 Dundas St W, Toronto' },
    { id: 'r', name: 'Maison Test Riverside', address: '33 Elm Ave, Toronto' },
    { id: 'c', name: 'Maison Test Centre', address: '5 rue des Tanneurs, Longueuil' },
  ],
  menu: [{ id: 'b', name: 'Burger' }],
  staff: [{ id: 's', name: 'Marco Rossi', role: 'server' }],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Maison Test');

describe('locations named by their street or town', () => {
  it.each([
    ['avg rating at the Dundas spot this month', 'a'],
    ['how many reviews on Elm Ave last week', 'r'],
    ['combien d’avis rue des Tanneurs cette année', 'c'],
    ['la moyenne à Longueuil depuis janvier', 'c'],
  ])('%s → %s', (question, id) => {
    expect(ask(question).locations.map((l) => l.id)).toEqual([id]);
  });

  it('reads neither a town every location shares nor a short street name alone', () => {
    expect(ask('how are we doing in Toronto').locations).toEqual([]);
    expect(ask('how many reviews mention elm syrup').locations).toEqual([]);
  });
});

describe('periods of this batch', () => {
  const range = (q: string) => periodOf(q, TODAY).range;
  it.each([
    ['avg since we changed the menu in august', '2026-08-01', '2026-11-14'],
    ['la moyenne depuis le changement de carte en mars', '2026-03-01', '2026-11-14'],
    ["depuis qu'on a changé le menu en septembre", '2026-09-01', '2026-11-14'],
  ])('%s → %s … %s', (q, from, to) => {
    expect(range(q)).toEqual({ startDate: from, endDate: to });
  });

  it.each([
    [
      'Pourquoi la note a baissé ce trimestre par rapport au précédent ?',
      '2026-07-01',
      '2026-09-30',
    ],
    ['this month vs the previous one', '2026-10-01', '2026-10-31'],
    ['how many reviews this quarter, and how many last quarter', '2026-07-01', '2026-09-30'],
  ])('%s compares with %s … %s whole', (q, from, to) => {
    expect(comparedPeriodOf(q, TODAY)?.range).toEqual({ startDate: from, endDate: to });
  });
});

describe('questions of this batch', () => {
  it('reads "1-2 star" as both ratings', () => {
    expect(ratingsOf(fold('% of 1-2 star reviews'))).toEqual([1, 2]);
    expect(ratingsOf(fold('how many 1 stars'))).toEqual([1]);
  });

  it('ranks the staff for "which staffer got dinged the most"', () => {
    expect(ask('which staffer got dinged the most since march').intent).toBe('rank_staff');
  });

  it('answers "why is X doing so much worse" with figures, not a decline', () => {
    const u = ask('why is riverside doing so much worse this quarter than last quarter');
    expect(u.intent).toBe('metrics');
    expect(u.locations.map((l) => l.id)).toEqual(['r']);
  });
});
