import { describe, expect, it } from 'vitest';
import { apologySentences, drafterFor } from '../../test/draft-requests.ts';
import {
  amountsInDigits,
  faultedThings,
  gripeSpans,
  paidGladly,
  quotedPrice,
} from './heard-clauses.ts';

// An invented diner, its menu and roster: nothing here comes from the evaluation corpus.
const draft = drafterFor({
  name: 'Chez Rosalie',
  locationName: 'Rosemont',
  authorName: 'Basile Tremblay',
  menu: [
    { name: 'Pierogi plate', aliases: ['pierogi'] },
    { name: 'Tarte tatin', aliases: [] },
  ],
  staff: [{ name: 'Odette Lavoie', role: 'server', aliases: [] }],
});

describe('gripes a happy guest singles out', () => {
  it('finds the sentence that names a gripe, or the part after a turn', () => {
    expect(gripeSpans('Lovely pierogi. Only gripe: the booths are cramped.')).toEqual([
      'Only gripe: the booths are cramped.',
    ]);
    expect(gripeSpans('The tart was great but the room was freezing.')).toEqual([
      'but the room was freezing.',
    ]);
    expect(gripeSpans('Great tart. Great coffee.')).toEqual([]);
  });

  it('apologises for the gripe of a four-star review, in the guest’s language', async () => {
    for (const [text, said] of [
      [
        'Fantastic pierogi plate and a warm welcome. Only thing, the room was a bit too loud.',
        /noise/,
      ],
      [
        'Tarte tatin délicieuse, Odette adorable. Par contre la salle un peu étouffante.',
        /ambiance|chaleur|salle/,
      ],
    ] as const) {
      const reply = await draft(text, 4);
      expect(apologySentences(reply).join(' '), reply).toMatch(said);
    }
  });
});

describe('prices a disappointed guest quotes', () => {
  it('names the amount the guest found too dear', () => {
    expect(
      quotedPrice('dollars 19 for a soup that came out lukewarm', '$19 for a soup', 'en'),
    ).toBe('the price of $19');
    expect(quotedPrice('42 dollars pour deux crepes tiedes', '42 € pour deux crêpes', 'fr')).toBe(
      'le prix de 42 €',
    );
    expect(quotedPrice('dollars 7', '$7.50 for a pint', 'en')).toBe('the price of $7.50');
  });

  it('leaves amounts that are no price of the meal, or one paid gladly', () => {
    for (const clause of [
      'they added a dollars 12 tip without asking',
      'the bill was wrong by 30 dollars',
      'a bruise the size of a 2 dollars coin',
      'only dollars 14 for two mains',
      'dollars 30 and worth every cent',
    ])
      expect(quotedPrice(clause, clause, 'en'), clause).toBeNull();
  });

  it('apologises for the quoted price beside the dish', async () => {
    const reply = await draft('The pierogi plate was greasy and half cold. $31 for that.', 1);
    expect(apologySentences(reply).join(' '), reply).toContain('the price of $31');
  });
});

describe('portions counted out or said smaller', () => {
  it('names the size of the portions beside the dish it faults', async () => {
    for (const text of [
      'The pierogi plate came with maybe three pierogi. Three. For $24 it was stingy on everything.',
      'Since the new menu the portions got smaller and the tarte tatin was dry.',
    ]) {
      const reply = await draft(text, 2);
      expect(apologySentences(reply).join(' '), reply).toMatch(/size of the portions/);
    }
  });
});

describe('things served, named in the guest’s words', () => {
  it('keeps the guest’s noun, and in French the gender their article gives', () => {
    const words = (text: string, language: 'en' | 'fr') =>
      faultedThings(text, language).map((t) => `${t.aspect}: ${t.words}`);
    expect(words('Soggy waffles. Tepid tea. A cold welcome too.', 'en')).toEqual([
      'food: the soggy waffles',
      'drinks: the tepid tea',
    ]);
    expect(words('Une omelette froide et des frites molles, le thé tiède.', 'fr')).toEqual([
      'food: l’omelette froide',
      'food: les frites molles',
      'drinks: le thé tiède',
    ]);
    expect(words('The soup was not cold at all, and the flat white was great.', 'en')).toEqual([]);
    // Said after the thing; a beer is faulted warm, not cold.
    expect(words('Beer was flat and warm, and the fries were soggy.', 'en')).toEqual([
      'drinks: the flat beer',
      'food: the soggy fries',
    ]);
    expect(words('Beer was cold, fries were fries. A cold beer on the patio.', 'en')).toEqual([]);
  });

  it('apologises for the thing the guest faulted when no dish of the menu names it', async () => {
    const reply = await draft('Waited forever. Soggy waffles and tepid tea.', 1);
    const sorry = apologySentences(reply).join(' ');
    expect(sorry, reply).toContain('the soggy waffles');
    expect(sorry, reply).toContain('the tepid tea');
    const fr = await draft('Service lent, des crêpes froides et un café tiède.', 1);
    expect(apologySentences(fr).join(' '), fr).toMatch(/crêpes.*le café tiède/);
  });
});

describe('amounts spelled out and prices found fair', () => {
  it('writes an amount spelled out before a word of money in figures, and nothing else', () => {
    expect(amountsInDigits('vingt deux piasses pour une soupe')).toBe('22 piasses pour une soupe');
    expect(amountsInDigits('forty odd bucks a main')).toBe('40 odd bucks a main');
    expect(amountsInDigits('trente cinq dollars')).toBe('35 dollars');
    expect(amountsInDigits('quinze euros le verre')).toBe('15 euros le verre');
    // A count that is no amount of money stays as written.
    expect(amountsInDigits('vingt deux minutes d attente')).toBe('vingt deux minutes d attente');
  });

  it('quotes a slang or spelled amount as the price, in euros for « balles »', () => {
    expect(quotedPrice('30 balles pour ca franchement', '30 balles pour ça', 'fr')).toBe(
      'le prix de 30 €',
    );
    expect(quotedPrice('vingt deux piasses pour une soupe', 'Vingt-deux piasses', 'fr')).toBe(
      'le prix de 22 $',
    );
  });

  it('finds a price fair by its own words, not by a sarcastic "oh great"', () => {
    expect(paidGladly('22 piasses pour tout ca une aubaine')).toBe(true);
    expect(paidGladly('worth every penny at dollars 40')).toBe(true);
    expect(paidGladly('oh great another dollars 24 burger with six fries')).toBe(false);
  });
});
