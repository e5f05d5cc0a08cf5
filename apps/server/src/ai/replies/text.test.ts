import { describe, expect, it } from 'vitest';
import { fold, hasTerm } from './text.ts';

describe('hasTerm', () => {
  it('reads a stem after any word of a term, not only the last', () => {
    expect(hasTerm(fold('Nous reviendrons vers vous très vite.'), 'reviendr* vers vous')).toBe(
      true,
    );
    expect(hasTerm(fold('Offrez des cartes-cadeaux !'), 'carte* cadeau*')).toBe(true);
    expect(hasTerm(fold('Un chien guide est le bienvenu.'), 'chien* guide*')).toBe(true);
  });

  it('keeps whole words and the trailing plural', () => {
    expect(hasTerm(fold('Allergies noted.'), 'allergy')).toBe(false);
    expect(hasTerm(fold('Two refunds issued.'), 'refund')).toBe(true);
    expect(hasTerm(fold('The refundable deposit.'), 'refund')).toBe(false);
    expect(hasTerm(fold('A refundable deposit.'), 'refund*')).toBe(true);
  });
});
