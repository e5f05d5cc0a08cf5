import { describe, expect, it } from 'vitest';
import { frenchAtPlace } from './french-place.ts';

describe('the French "at the restaurant"', () => {
  it('takes the article a name starts with', () => {
    expect(frenchAtPlace('Bistro Lumière Plateau')).toBe('chez Bistro Lumière Plateau');
    expect(frenchAtPlace('Le Gros Phare Limoilou')).toBe('au Gros Phare Limoilou');
    expect(frenchAtPlace('Les Trois Amis')).toBe('aux Trois Amis');
    expect(frenchAtPlace('La Fabrique')).toBe('à la Fabrique');
  });

  it('adds no second preposition to a name that already has one', () => {
    expect(frenchAtPlace('Chez Lucienne Verdun')).toBe('chez Lucienne Verdun');
    expect(frenchAtPlace('Au Pied de Cochon')).toBe('au Pied de Cochon');
    expect(frenchAtPlace('Aux Anciens Canadiens')).toBe('aux Anciens Canadiens');
    expect(frenchAtPlace('À la Bonne Franquette')).toBe('à la Bonne Franquette');
  });
});
