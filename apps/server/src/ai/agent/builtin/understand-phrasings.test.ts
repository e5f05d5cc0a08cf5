import { describe, expect, it } from 'vitest';
import { periodOf } from './dates.ts';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-21'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'w', name: 'Tavola Waterfront', address: '88 Quay Street, Halifax' },
    { id: 'u', name: 'Tavola Uptown', address: '1200 Spring Garden Rd, Halifax' },
    { id: 'd', name: 'Tavola Dartmouth', address: '15 Portland St, Dartmouth' },
  ],
  menu: [{ id: 'l', name: 'Lobster linguine' }],
  staff: [{ id: 'j', name: 'Jessica Morrow', role: 'server', location_id: 'w' }],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Tavola');
const range = (q: string) => periodOf(q, TODAY).range;

describe('periods said as time ago and to date', () => {
  it.each([
    ['how many reviews 2 months ago', '2026-09-01', '2026-09-30'],
    ['avg rating a month ago', '2026-10-01', '2026-10-31'],
    ['how many reviews 3 wks ago', '2026-10-26', '2026-11-01'],
    ['avg rating since 2 months ago', '2026-09-01', TODAY],
    ["combien d'avis il y a deux mois", '2026-09-01', '2026-09-30'],
    ['avg rating the weekend before last', '2026-11-07', '2026-11-08'],
    ["l'avant-dernière fin de semaine, combien d'avis", '2026-11-07', '2026-11-08'],
    ['avg rating mtd', '2026-11-01', TODAY],
    ['reviews wtd', '2026-11-16', TODAY],
  ])('%s → %s … %s', (q, from, to) => {
    const u = ask(q);
    expect(u.period.range).toEqual({ startDate: from, endDate: to });
    expect(u.comparison).toBeNull();
  });

  it('leaves a quantity of days alone', () => {
    expect(range('how many reviews in the last 2 months')).toEqual({
      startDate: '2026-09-22',
      endDate: TODAY,
    });
  });
});

describe('comparisons said first or as a trend', () => {
  it('reads "compared to last yr" as this year against the last', () => {
    const u = ask('compared to last yr how r we doing');
    expect(u.intent).toBe('metrics');
    expect(u.period.range).toEqual({ startDate: '2026-01-01', endDate: TODAY });
    expect(u.comparison?.range).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it.each([
    'how does this month compare to last',
    'is uptown getting better or worse',
    'vs last quarter how is uptown doing',
  ])('answers "%s" with the figures of both periods', (q) => {
    const u = ask(q);
    expect(u.intent).toBe('metrics');
    expect(u.comparison).not.toBeNull();
  });

  it.each([
    ['yoy reviews this month', '2025-11-01', '2025-11-21'],
    ['avg rating ytd vs a year ago', '2025-01-01', '2025-11-21'],
    ['reviews this quarter year over year', '2025-10-01', '2025-11-21'],
  ])('compares "%s" with the same days a year back', (q, from, to) => {
    expect(ask(q).comparison?.range).toEqual({ startDate: from, endDate: to });
  });

  it('still compares places named after "compare"', () => {
    const u = ask('compare waterfront and uptown last quarter');
    expect(u.intent).toBe('rank_locations');
    expect(u.period.range).toEqual({ startDate: '2026-07-01', endDate: '2026-09-30' });
  });
});

describe('places and figures asked loosely', () => {
  it.each([
    ['waterfront vs uptown this yr', ['w', 'u']],
    ['worst day of the wk at uptown', ['u']],
    ['avg ratng at uptwn this year', ['u']],
  ])('%s names %j', (q, ids) => {
    expect(ask(q).locations.map((l) => l.id)).toEqual(ids);
  });

  it('does not read a kind of place as a location it is not the name of', () => {
    expect(ask('how are we doing downtown').locations).toEqual([]);
  });

  it.each(['compare all 3 spots since may', 'rank our locations by reviews this month'])(
    'ranks the locations for "%s"',
    (q) => expect(ask(q).intent).toBe('rank_locations'),
  );

  it.each([
    ['% negative last qtr', [1, 2]],
    ['% positive this yr', [4, 5]],
  ])('reads "%s" as a share of %j stars', (q, stars) => {
    const u = ask(q);
    expect(u.intent).toBe('metrics');
    expect(u.ratings).toEqual(stars);
  });

  it.each([
    ['how did the weekend go', '2026-11-14', '2026-11-15'],
    ['how was yesterday', '2026-11-20', '2026-11-20'],
  ])('gives the figures of the period asked "%s"', (q, from, to) => {
    const u = ask(q);
    expect(u.intent).toBe('metrics');
    expect(u.period.range).toEqual({ startDate: from, endDate: to });
  });

  it.each(['give me the numbers for last month', 'numbers for uptown last week', 'hows business'])(
    'gives the figures for "%s"',
    (q) => expect(ask(q).intent).toBe('metrics'),
  );
});
