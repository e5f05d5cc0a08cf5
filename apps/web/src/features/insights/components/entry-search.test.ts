import { describe, expect, it } from 'vitest';
import { searchEntries } from './entry-search.ts';

const menu = [
  'Crab cakes',
  'Crème brûlée',
  'Croque-monsieur',
  'Œuf mayonnaise',
  'Tarte au sucre',
].map((name, i) => ({ id: String(i), name }));
const names = (query: string) => searchEntries(menu, query).map((e) => e.name);

describe('searching the entries of the correction picker', () => {
  it('ignores case, accents, ligatures and extra spaces', () => {
    expect(names('CREME')).toEqual(['Crème brûlée']);
    expect(names('  creme   BRU ')).toEqual(['Crème brûlée']);
    expect(names('oeuf')).toEqual(['Œuf mayonnaise']);
    expect(names('monsieur')).toEqual(['Croque-monsieur']);
  });

  it('keeps the order given, names with a word starting with the words typed first', () => {
    expect(names('')).toEqual(menu.map((e) => e.name));
    expect(names('cr')).toEqual([
      'Crab cakes',
      'Crème brûlée',
      'Croque-monsieur',
      'Tarte au sucre',
    ]);
    expect(names('ucre')).toEqual(['Tarte au sucre']);
    expect(names('zzqx')).toEqual([]);
  });
});
