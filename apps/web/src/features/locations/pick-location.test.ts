import { describe, expect, it } from 'vitest';
import { pickLocation } from './pick-location.ts';
import { allLocations, location } from '../../testing/locations.ts';

const all = allLocations;
const plateau = location('11111111-1111-4111-8111-111111111111', 'Plateau');
const port = location('22222222-2222-4222-8222-222222222222', 'Vieux-Port');

describe('pickLocation', () => {
  it('restores the stored choice when it is still offered', () => {
    expect(pickLocation([all, plateau, port], port.id)).toBe(port);
  });

  it('selects All first when there is no usable stored choice', () => {
    expect(pickLocation([all, plateau, port], null)).toBe(all);
    expect(pickLocation([all, plateau, port], 'gone')).toBe(all);
  });

  it('selects the first location when All is not offered', () => {
    expect(pickLocation([plateau, port], null)).toBe(plateau);
  });

  it('has nothing to select in an empty list', () => {
    expect(pickLocation([], null)).toBeNull();
  });
});
