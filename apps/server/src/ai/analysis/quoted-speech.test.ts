import { describe, expect, it } from 'vitest';
import { quotedPassages } from './quoted-speech.ts';
import { readReview } from './review-analysis.ts';

const quoted = (text: string) => quotedPassages(text).map(([a, b]) => text.slice(a, b));

describe('quoted speech', () => {
  it('finds what a server or host said, in single, double, curly or French quotes', () => {
    expect(quoted("Server said 'kitchen's a bit behind tonight' and walked off.")).toEqual([
      "'kitchen's a bit behind tonight'",
    ]);
    expect(
      quoted('The host told us "it happens with the website sometimes" and shrugged.'),
    ).toEqual(['"it happens with the website sometimes"']);
    expect(quoted('She said “enjoy your meal, folks!” and vanished.')).toEqual([
      '“enjoy your meal, folks!”',
    ]);
    expect(quoted('Le serveur a dit « c’est pas grave, ça arrive » en riant.')).toEqual([
      '« c’est pas grave, ça arrive »',
    ]);
  });

  it('leaves scare quotes, contractions and possessives alone', () => {
    expect(quoted("Great, another 'smokehouse' that can't smoke.")).toEqual([]);
    expect(quoted("We don't go often but the kids' menu is great and it's cheap.")).toEqual([]);
    expect(quoted('The so-called "chef" should retire.')).toEqual([]);
  });
});

describe("quoted speech in the guest's verdict", () => {
  it("does not take the server's downtoner for the guest's softening", () => {
    const { evidence } = readReview(
      "Waited 50 minutes for two burgers. The server said 'kitchen's a bit behind tonight' and walked off.",
      1,
    );
    expect(evidence!.clauses!.every((c) => !c.softened)).toBe(true);
  });

  it("does not take the server's praise for the guest's", () => {
    const { result } = readReview(
      "The fries were cold. The server said 'enjoy, our best dish, amazing' and vanished.",
      2,
    );
    // The quoted words name no aspect the guest judged.
    expect(result.aspects.map((a) => a.term)).not.toContain('dish');
    expect(result.sentiment.label).toBe('negative');
  });
});
