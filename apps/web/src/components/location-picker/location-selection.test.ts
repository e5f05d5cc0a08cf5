import { describe, expect, it } from 'vitest';
import {
  clearMatching,
  matchingState,
  selectMatching,
  toggleLocation,
} from './location-selection.ts';

const loc = (id: string) => ({ id, name: `Location ${id}` });
const a = loc('a');
const b = loc('b');
const c = loc('c');

describe('matchingState', () => {
  it('says none, some or all of the matches are chosen', () => {
    expect(matchingState([], [a, b])).toBe('none');
    expect(matchingState(['d'], [a, b])).toBe('none');
    expect(matchingState(['a', 'd'], [a, b])).toBe('some');
    expect(matchingState(['b', 'a'], [a, b])).toBe('all');
  });

  it('counts no match as none, so select-all is never ticked over an empty search', () => {
    expect(matchingState(['a'], [])).toBe('none');
  });
});

describe('selectMatching', () => {
  it('adds the matches after the earlier choice without repeating any', () => {
    expect(selectMatching(['d', 'b'], [a, b, c])).toEqual(['d', 'b', 'a', 'c']);
  });
});

describe('clearMatching', () => {
  it('removes only the matches and keeps what was chosen under another search', () => {
    expect(clearMatching(['d', 'b', 'a'], [a, b, c])).toEqual(['d']);
    expect(clearMatching(['d'], [])).toEqual(['d']);
  });
});

describe('toggleLocation', () => {
  it('adds a location once and removes it', () => {
    expect(toggleLocation(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleLocation(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleLocation(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleLocation(['d'], 'c', false)).toEqual(['d']);
  });
});
