import { describe, expect, it } from 'vitest';
import { contractFrench } from './polish.ts';

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
