import { describe, expect, it } from 'vitest';
import { foldForSearch, searchWords } from './search-words.ts';

describe('searchWords', () => {
  it('folds accents and case and drops blanks', () => {
    expect(searchWords('  Québec   SAINT-Roch ')).toEqual(['quebec', 'saint-roch']);
    expect(searchWords('   ')).toEqual([]);
    expect(foldForSearch('Montréal Côte-des-Neiges')).toBe('montreal cote-des-neiges');
  });
});
