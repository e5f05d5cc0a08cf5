import { describe, expect, it } from 'vitest';
import { matchCatalogue } from './catalogue-match.ts';
import { transliterationKey } from './catalogue-transliteration.ts';

const names = (text: string, entries: Parameters<typeof matchCatalogue>[1]) =>
  matchCatalogue(text, entries, 'menu').map((m) => m.name);

// Invented names: the rules are about how Arabic words are written in Latin letters.
const menu = [
  { name: 'Sandwich chawarma', aliases: ['Shawarma wrap', 'Chawarma'] },
  { name: 'Assiette chawarma', aliases: ['Shawarma plate'] },
  { name: 'Toum (sauce à l’ail)', aliases: ['Toum'] },
  { name: 'Kebbé frit', aliases: ['Fried kibbeh'] },
  { name: 'Knéfé', aliases: ['Knafeh'] },
  { name: 'Foul moudammas' },
  { name: "Man'ouché au za'atar" },
  { name: "Man'ouché au fromage" },
];

describe('transliterationKey', () => {
  it('gives one key to the ways one word is transliterated', () => {
    const same = (a: string, b: string) =>
      expect(transliterationKey(a)).toBe(transliterationKey(b));
    same('shawarma', 'chawarma');
    same('shawerma', 'chawarma');
    same('toom', 'toum');
    same('kebbeh', 'kebb'); // "Kebbé" as a key, its mute e dropped
    same('knafeh', 'knef');
    same('fattoush', 'fattouch');
  });

  it('leaves short words alone', () => {
    expect(transliterationKey('pho')).toBe('pho');
    expect(transliterationKey('bun')).toBe('bun');
  });
});

describe('transliterated menu names', () => {
  it('reads a guest’s transliteration as the menu’s', () => {
    expect(names('Shawarma was ok', menu)).toEqual(['Sandwich chawarma']);
    expect(names('extra toom please', menu)).toEqual(['Toum (sauce à l’ail)']);
    expect(names('the best kebbeh I have had', menu)).toEqual(['Kebbé frit']);
    expect(names('le shawerma boeuf', menu)).toEqual(['Sandwich chawarma']);
  });

  it('reads a name without its glottal-stop apostrophes', () => {
    expect(names('Très bon manouche au zaatar', menu)).toEqual(["Man'ouché au za'atar"]);
    expect(names('le manouche au fromage', menu)).toEqual(["Man'ouché au fromage"]);
  });

  it('never reads a word the dictionary knows as a transliteration', () => {
    expect(names('I was full after the meal', menu)).toEqual([]);
    expect(names('A shame, we left', menu)).toEqual([]);
  });
});
