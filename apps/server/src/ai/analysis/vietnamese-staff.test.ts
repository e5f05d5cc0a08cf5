import { describe, expect, it } from 'vitest';
import { matchCatalogue } from './catalogue-match.ts';
import { firstSound, vietnameseName } from './vietnamese-names.ts';

// An invented bistro, "Sen Xanh", and its team: Vietnamese names in both orders, with and
// without diacritics, beside Western ones.
const TEAM = [
  { name: 'Trần Thị Hạnh', role: 'serveuse' },
  { name: 'Quỳnh Đỗ', role: 'hôtesse' },
  { name: 'Đức Vũ', role: 'chef' },
  { name: 'Thảo Lâm', role: 'server' },
  { name: 'Vinh Huynh', role: 'bartender' },
  { name: 'Kenny Phan', role: 'server' },
  { name: 'Jean Desrosiers', role: 'serveur' },
];

const staff = (text: string, team = TEAM) =>
  matchCatalogue(text, team, 'staff').map((m) => m.name ?? { ambiguous: m.candidates });

describe('vietnameseName', () => {
  it('finds the given name whichever end of the name it stands at', () => {
    expect(vietnameseName('Trần Thị Hạnh', ['tran', 'thi', 'hanh'])).toMatchObject({
      given: 'hanh',
      family: ['tran'],
    });
    expect(vietnameseName('Quỳnh Đỗ', ['quynh', 'do'])?.given).toBe('quynh');
    // Both ends family names: the given name first, as the roster wrote it.
    expect(vietnameseName('Lam Ho', ['lam', 'ho'])?.given).toBe('lam');
    expect(vietnameseName('Julie Tremblay', ['julie', 'tremblay'])).toBeNull();
  });

  it('hears "ph" as "f" and "kh", "c" and "q" as "k", but "th" as no "t"', () => {
    expect(firstSound('phuc')).toBe(firstSound('fiona'));
    expect(firstSound('khai')).toBe(firstSound('kathy'));
    expect(firstSound('quan')).toBe(firstSound('kevin'));
    expect(firstSound('thao')).not.toBe(firstSound('tina'));
  });
});

describe('matchCatalogue: Vietnamese names as guests write them', () => {
  it('reads the given name, with or without its diacritics', () => {
    expect(staff('Hạnh was a sweetheart all night')).toEqual(['Trần Thị Hạnh']);
    expect(staff('Merci a Hanh pour le service')).toEqual(['Trần Thị Hạnh']);
    expect(staff('Duc makes the best broth in town')).toEqual(['Đức Vũ']);
  });

  it('reads the full name in either order', () => {
    expect(staff('Tran Hanh took great care of us')).toEqual(['Trần Thị Hạnh']);
    expect(staff('Hanh Tran took great care of us')).toEqual(['Trần Thị Hạnh']);
    expect(staff('Vu Duc came out to say hello')).toEqual(['Đức Vũ']);
  });

  it('reads a Western name by the first sound of one Vietnamese given name', () => {
    expect(staff('Vince made us two perfect old fashioneds')).toEqual(['Vinh Huynh']);
    expect(staff("L'accueil de Katie était chaleureux")).toEqual(['Quỳnh Đỗ']);
  });

  it('keeps such a name ambiguous when two given names start with its sound', () => {
    const team = [...TEAM, { name: 'Khải Lương', role: 'cook' }];
    expect(staff('Katie was so sweet to our kids', team)).toEqual([
      { ambiguous: ['Quỳnh Đỗ', 'Khải Lương'] },
    ]);
  });

  it('reads no Western name as staff who already bear one, or as the guest’s own people', () => {
    // Kenny Phan goes by his own Western name, though Quỳnh's starts with its sound too.
    expect(staff('Kenny was great')).toEqual(['Kenny Phan']);
    expect(staff('I came with my friend Vince and his wife')).toEqual([]);
    // "Th" is not "T": Tina is not Thảo.
    expect(staff('Tina was very attentive')).toEqual([]);
  });

  it('reads no first name inside a hyphened name of a place or another person', () => {
    expect(staff('Après une marche au parc Jean-Drapeau, on a soupé ici')).toEqual([]);
    expect(staff('Jean nous a servis avec le sourire')).toEqual(['Jean Desrosiers']);
  });
});
