import { describe, expect, it } from 'vitest';
import { keptFor, perCatalogue } from './catalogue-cache.ts';
import { matchCatalogue, type CatalogueEntry } from './catalogue-match.ts';
import { compileMenu } from './catalogue-menu.ts';
import { compileStaff } from './staff-roster.ts';

describe('compiled catalogues', () => {
  it('compiles a catalogue read afresh for each review only once', () => {
    const read = () => [{ name: 'Tartare de bœuf', aliases: ['Beef tartare'] }, { name: 'Frites' }];
    expect(compileMenu(read())).toBe(compileMenu(read()));
    const staff = () => [{ name: 'Marc Tremblay', role: 'server' }];
    expect(compileStaff(staff())).toBe(compileStaff(staff()));
  });

  it('reads an alias, a name or a role the owner changed at once', () => {
    const before = [{ name: 'Tartare de bœuf' }];
    const after = [{ name: 'Tartare de bœuf', aliases: ['Le Zorblat'] }];
    const names = (menu: CatalogueEntry[]) =>
      matchCatalogue('Loved the zorblat', menu, 'menu').map((m) => m.name);
    expect(names(before)).toEqual([]);
    expect(names(after)).toEqual(['Tartare de bœuf']);
    expect(compileStaff([{ name: 'Marc T', role: 'server' }])).not.toBe(
      compileStaff([{ name: 'Marc T', role: 'chef' }]),
    );
  });

  it('compiles by what the entries say, not by their other fields', () => {
    let compiled = 0;
    const compile = perCatalogue((entries) => (compiled++, entries.length));
    compile([{ name: 'Frites', id: 'a' } as { name: string }]);
    compile([{ name: 'Frites', id: 'b' } as { name: string }]);
    expect(compiled).toBe(1);
  });

  it('keeps a bounded number of catalogues, dropping the oldest', () => {
    const cache = new Map<string, number>();
    for (let i = 0; i < 100; i++) keptFor(cache, `menu ${i}`, () => i);
    expect(cache.size).toBe(64);
    expect(cache.has('menu 0')).toBe(false);
    expect(cache.get('menu 99')).toBe(99);
  });
});
