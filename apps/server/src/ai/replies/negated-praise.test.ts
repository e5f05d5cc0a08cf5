import { describe, expect, it } from 'vitest';
import { mentionWords, negatesPraise } from './negated-praise.ts';

const lamb = mentionWords('Braised lamb shank');

describe('negatesPraise', () => {
  it.each([
    ['The lamb shank was not that great.', true],
    ["The lamb wasn't very good, the wine was lovely.", true],
    ['The lamb shank was nothing special.', true],
    ["L'agneau n'était pas terrible, par contre le vin était excellent.", false],
    ['The lamb shank was not bad at all.', false],
    ['The wine was not great, but the lamb was superb.', false],
    ['Not only was the lamb good, it was amazing.', false],
  ])('%j → %s', (text, negated) => {
    expect(negatesPraise(text, lamb)).toBe(negated);
  });

  it('reads French in the clause that names the dish, and leaves "pas mauvais" alone', () => {
    const quenelle = mentionWords('Quenelle de brochet sauce Nantua');
    const said = "Les quenelles n'étaient pas terribles, par contre le vin était excellent.";
    expect(negatesPraise(said, quenelle)).toBe(true);
    expect(negatesPraise('Quenelles pas mauvaises, vin pas terrible.', quenelle)).toBe(false);
    expect(negatesPraise('Julie était pas super à l’écoute.', ['Julie'])).toBe(true);
  });
});
