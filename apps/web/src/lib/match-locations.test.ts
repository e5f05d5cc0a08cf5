import type { TLocation } from '@tableside/domain/schemas/locations';
import { describe, expect, it } from 'vitest';
import { matchLocations } from './match-locations.ts';
import { allLocations, location } from '../testing/locations.ts';

const all = allLocations;
const plateau = location('11111111-1111-4111-8111-111111111111', 'Plateau Mont-Royal');
const port = location('22222222-2222-4222-8222-222222222222', 'Vieux-Port');
const quebec = location('33333333-3333-4333-8333-333333333333', 'Québec Saint-Roch');
const list = [all, plateau, port, quebec];
const nameOf = (l: TLocation) => (l.id === 'all' ? 'All Locations' : l.name);

describe('matchLocations', () => {
  it('keeps every location, All first, for an empty or blank query', () => {
    expect(matchLocations(list, '', nameOf)).toEqual(list);
    expect(matchLocations(list, '   ', nameOf)).toEqual(list);
  });

  it('matches every word of the query anywhere in the name, accents and case aside', () => {
    expect(matchLocations(list, 'quebec', nameOf)).toEqual([quebec]);
    expect(matchLocations(list, 'ROCH qué', nameOf)).toEqual([quebec]);
    expect(matchLocations(list, 'port', nameOf)).toEqual([port]);
    expect(matchLocations(list, 'mont port', nameOf)).toEqual([]);
  });

  it('finds All by the name the interface shows', () => {
    expect(matchLocations(list, 'all loc', nameOf)).toEqual([all]);
  });
});
