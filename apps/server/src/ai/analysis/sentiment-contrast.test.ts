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

  it('reads an English "fine" or "decent" as lukewarm, and a Québec « fine » as kind', () => {
    expect(label("It's fine. The burger was decent, nothing to rave about.", 3)).toBe('neutral');
    expect(
      label('Expensive for what it is, but the pasta is fine and the servers are nice.', 3),
    ).toBe('neutral');
    expect(
      label('Les pétoncles étaient parfaits. Service un peu lent mais la fille était fine.', 4),
    ).toBe('mixed');
  });

  it('reads Québec praise in a happy review as positive', () => {
    expect(label("C'était pas pire pantoute, on va revenir.", 4)).toBe('positive');
    expect(label('Très bon repas, service nickel, une tuerie le dessert.', 5)).toBe('positive');
  });
});

describe('overall sentiment: complaint words that are no complaint', () => {
  it('reads a hyperbole at 4–5★ as the praise it is', () => {
    expect(label('The brisket is a menace. Criminally good, and the staff were lovely.', 5)).toBe(
      'positive',
    );
    expect(label("I'm mad we only discovered this place now. Terrible for my diet.", 5)).toBe(
      'positive',
    );
  });

  it('does not count a complaint the guest excuses or hedges as taste at 4–5★', () => {
    expect(
      label(
        'Lovely dinner, great service. Street parking was a nightmare but that is not their fault.',
        5,
      ),
    ).toBe('positive');
    expect(
      label(
        'Excellent repas. La sauce un peu trop salée pour moi, mais tout le reste était top.',
        4,
      ),
    ).toBe('positive');
  });

  it('still reads a 4★ reservation that is not excused as mixed', () => {
    expect(label('Great food and friendly staff. The room was freezing and loud.', 4)).toBe(
      'mixed',
    );
    // "A problem" is a hyperbole only when a dish is the problem; the bill is no matter of taste.
    expect(
      label('Great food and friendly staff. Parking is a real problem, we circled forever.', 4),
    ).toBe('mixed');
    expect(
      label('Excellent repas, service attentionné. Un peu trop cher pour moi, par contre.', 4),
    ).toBe('mixed');
  });
});

describe('overall sentiment: lukewarm remarks and steaks cooked otherwise than asked', () => {
  it('reads "correct, sans plus" and "nothing special" as neither side at 3★', () => {
    expect(
      label('Correct. Bonne bouffe, service correct. Les prix sont dans la moyenne, sans plus.', 3),
    ).toBe('neutral');
    expect(label('Service was okay. Food was average, nothing special.', 3)).toBe('neutral');
  });

  it('reads a steak that came otherwise than asked as a complaint, "bien cuit" included', () => {
    expect(
      label(
        'Le tartare était excellent et le dessert généreux. Par contre, la bavette commandée saignante est arrivée bien cuite, et le serveur a dû la renvoyer.',
        3,
      ),
    ).toBe('mixed');
  });
});

describe("a term's own side of a contrast", () => {
  const term = (text: string, stars: number, word: string) =>
    analyseReview(text, stars, {}).aspects.find((a) => a.term.toLowerCase() === word)?.polarity;

  it('gives a praised term its clause when the other side names its own subject', () => {
    // Invented: the noise is what « mais » criticises, not the food.
    expect(
      term(
        "La bouffe est bonne mais c'est tellement bruyant qu'on s'entendait pas parler.",
        3,
        'bouffe',
      ),
    ).toBe('positive');
  });

  it('keeps the criticism on the term when the contrast has no subject of its own', () => {
    expect(term('Service was friendly but a little slow when it was full.', 4, 'service')).not.toBe(
      'positive',
    );
  });

  it('reads music « trop forte » or "way too loud" as a complaint about the sound', () => {
    expect(term('Pis la musique était trop forte.', 2, 'musique')).toBe('negative');
    expect(term('The music was way too loud for a Tuesday.', 2, 'music')).toBe('negative');
  });

  it('reads a beer "flat and warm" as served wrong', () => {
    expect(term('Wings were great. Beer was flat and warm.', 3, 'beer')).toBe('negative');
  });

  it("leaves the review's balance as the whole sentence reads it", () => {
    expect(label('Très bon, la serveuse était fine mais c’était un peu long.', 4)).toBe('mixed');
  });
});
