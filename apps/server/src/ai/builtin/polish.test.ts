import { describe, expect, it } from 'vitest';
import { contractFrench, withoutAvoided } from './polish.ts';

describe('French contractions after "de" and "à"', () => {
  it('contracts an article that a slot puts after "de" or "à"', () => {
    expect(contractFrench('la qualité de les groupes')).toBe('la qualité des groupes');
    expect(contractFrench('nous parlerons de le tartare au chef')).toBe(
      'nous parlerons du tartare au chef',
    );
    expect(contractFrench('écrivez à le gérant')).toBe('écrivez au gérant');
    expect(contractFrench('Merci à les serveurs')).toBe('Merci aux serveurs');
  });

  it('leaves a pronoun before a verb as it is', () => {
    expect(contractFrench('Vos commentaires comptent, merci de les avoir partagés.')).toBe(
      'Vos commentaires comptent, merci de les avoir partagés.',
    );
    expect(contractFrench('nous tenons à le faire')).toBe('nous tenons à le faire');
  });

  it('reads whole words only', () => {
    expect(contractFrench('une salade le midi')).toBe('une salade le midi');
    expect(contractFrench('Adèle les a servis')).toBe('Adèle les a servis');
  });
});

describe('sentences an instruction asked to leave out', () => {
  const parts = [
    { text: 'Great to hear you loved the crème brûlée.', priority: 88 },
    { text: 'Ravis que la tarte Tatin vous ait plu.', priority: 88 },
    { text: 'We are glad Beatrix looked after you.', priority: 88 },
  ];

  it('takes "the dessert" for the dishes of that course, in English and French', () => {
    expect(withoutAvoided(parts, ['the dessert']).map((p) => p.text)).toEqual([
      'We are glad Beatrix looked after you.',
    ]);
    expect(withoutAvoided(parts, ['Beatrix'])).toHaveLength(2);
  });

  it('takes "the dishes" and "the staff" for every dish or person the review names', () => {
    const named = { dishes: ['Crème brûlée', 'Tarte Tatin'], people: ['Beatrix'] };
    for (const avoided of ['the dishes', 'les plats', 'the food'])
      expect(
        withoutAvoided(parts, [avoided], named).map((p) => p.text),
        avoided,
      ).toEqual(['We are glad Beatrix looked after you.']);
    for (const avoided of ['staff names', 'le personnel'])
      expect(withoutAvoided(parts, [avoided], named), avoided).toHaveLength(2);
  });
});
