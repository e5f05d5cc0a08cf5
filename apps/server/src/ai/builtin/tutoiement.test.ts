import { describe, expect, it } from 'vitest';
import { frenchLines } from './lines-fr.ts';
import { french } from './phrases-fr.ts';
import { tutoyer } from './tutoiement.ts';

/** Every string of a phrase bank, however nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('tutoyer', () => {
  it('rewrites every sentence of the French banks with "tu", leaving no "vous"', () => {
    const sentences = [...stringsOf(frenchLines), ...stringsOf(french)].filter((s) =>
      /(^|[^\p{L}])(vous|votre|vos)(?![\p{L}])/iu.test(s),
    );
    expect(sentences.length).toBeGreaterThan(50);
    const left = sentences.filter((s) => tutoyer(s) === null);
    expect(left).toEqual([]);
  });

  it('conjugates, agrees and keeps the capitals', () => {
    expect(tutoyer('Vous pouvez nous écrire; nous aimerions vous revoir.')).toBe(
      'Tu peux nous écrire; nous aimerions te revoir.',
    );
    expect(tutoyer('Merci pour votre visite et votre accueil, et à vous!')).toBe(
      'Merci pour ta visite et ton accueil, et à toi!',
    );
    expect(tutoyer('N’hésitez pas : demandez Paul lors de votre prochain passage.')).toBe(
      'N’hésite pas : demande Paul lors de ton prochain passage.',
    );
    expect(tutoyer('Ravis que vos amis vous aient accompagnée.')).toBe(
      'Ravis que tes amis t’aient accompagnée.',
    );
  });

  it('gives up rather than mix "tu" and a "vous" it cannot rewrite', () => {
    expect(tutoyer('Vous y trouverez du stationnement')).toBe('Tu y trouveras du stationnement');
    expect(tutoyer('Passez le voir vous-même.')).toBeNull();
  });
});
