import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

// Invented reviews: a 3★ guest who praises and criticises across "but" / « mais » is mixed.
const label = (text: string, stars: number) => analyseReview(text, stars, {}).sentiment.label;

describe('overall sentiment across a contrast', () => {
  it('reads praise and criticism joined by a contrast word as mixed at 3★', () => {
    expect(
      label('Bonne bouffe mais le service était ben trop lent pis la facture dispendieuse.', 3),
    ).toBe('mixed');
    expect(
      label(
        'Plats excellents et personnel adorable, mais attente beaucoup trop longue et salle bruyante.',
        3,
      ),
    ).toBe('mixed');
  });

  it('keeps a lukewarm 3★ neutral and a low rating with passing praise negative', () => {
    expect(label('Bof. Rien de spécial, correct sans plus.', 3)).toBe('neutral');
    expect(
      label(
        "Le pain était bon, c'est tout. Viande trop cuite, serveur désagréable, addition salée.",
        1,
      ),
    ).toBe('negative');
    expect(label('Nice decor, but the soup was cold and the fries soggy.', 1)).toBe('negative');
  });

  it('reads Québec praise in a happy review as positive', () => {
    expect(label("C'était pas pire pantoute, on va revenir.", 4)).toBe('positive');
    expect(label('Très bon repas, service nickel, une tuerie le dessert.', 5)).toBe('positive');
  });
});
