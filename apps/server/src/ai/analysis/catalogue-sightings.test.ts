import { describe, expect, it } from 'vitest';
import { matchCatalogue } from './catalogue-match.ts';
import { namesNoOne } from './catalogue-text.ts';
import { sightingPhrase } from './catalogue-sightings.ts';
import { analyseReview } from './review-analysis.ts';

// Invented catalogue: what the analysis read as the entry's own words, what it inferred, and
// what it could not tell apart (docs/product/review-understanding.md#teaching-the-analysis).
const menu = [
  { name: 'Duck confit', aliases: ['confit'] },
  { name: 'Grilled octopus' },
  { name: 'Tiramisu' },
  { name: 'Tarte Tatin' },
  { name: 'Smoked trout' },
  { name: 'Grilled trout' },
];
const staff = [
  { name: 'Marc Aubry', role: 'server' },
  { name: 'Marc Roy', role: 'bartender' },
  { name: 'Katherine Blake', aliases: ['Kat'] },
  { name: 'Julien Moreau', role: 'chef' },
];
const how = (text: string, kind: 'menu' | 'staff') =>
  matchCatalogue(text, kind === 'menu' ? menu : staff, kind).map((m) =>
    m.name === null ? ['ambiguous', ...m.candidates] : [m.exact ? 'exact' : 'inferred', m.name],
  );

describe('matchCatalogue: exact, inferred or ambiguous', () => {
  it('reads a name or an alias as exact, whatever the case, accents and plural', () => {
    expect(how('The DUCK CONFITS were rich', 'menu')).toEqual([['exact', 'Duck confit']]);
    expect(how('That confit!', 'menu')).toEqual([['exact', 'Duck confit']]);
    expect(how('Two tartes tatin please', 'menu')).toEqual([['exact', 'Tarte Tatin']]);
    expect(how('Tiramisù to finish', 'menu')).toEqual([['exact', 'Tiramisu']]);
  });

  it('tells a shortening, a translation or a misspelling as inferred', () => {
    expect(how('The duck was perfect', 'menu')).toEqual([['inferred', 'Duck confit']]);
    expect(how('Le confit de canard était parfait', 'menu')).toEqual([['inferred', 'Duck confit']]);
    expect(how('The octopus was tender', 'menu')).toEqual([['inferred', 'Grilled octopus']]);
    expect(how('A tiramisou to share', 'menu')).toEqual([['inferred', 'Tiramisu']]);
  });

  it('keeps words that could be two dishes ambiguous', () => {
    expect(how('The trout was dry', 'menu')).toEqual([
      ['ambiguous', 'Smoked trout', 'Grilled trout'],
    ]);
  });

  it('reads a full name, an alias or the first name as exact, a nickname or a title as inferred', () => {
    expect(how('Katherine Blake was lovely', 'staff')).toEqual([['exact', 'Katherine Blake']]);
    expect(how('Katherine was lovely', 'staff')).toEqual([['exact', 'Katherine Blake']]);
    expect(how('Ask for Kat at the door', 'staff')).toEqual([['exact', 'Katherine Blake']]);
    expect(how('Kathy was lovely', 'staff')).toEqual([['inferred', 'Katherine Blake']]);
    expect(how('The chef came to our table', 'staff')).toEqual([['inferred', 'Julien Moreau']]);
    expect(how('Marc was fun', 'staff')).toEqual([['ambiguous', 'Marc Aubry', 'Marc Roy']]);
  });
});

describe('analyseReview: sightings', () => {
  const options = { menu, staff };

  it('records inferred and ambiguous mentions once per phrase, never the exact ones', () => {
    const result = analyseReview(
      'The duck was great and Kathy was lovely. Marc was fun, the duck again! Katherine Blake rocks.',
      5,
      options,
    );
    expect(result.sightings).toEqual([
      { kind: 'menu', phrase: 'duck', candidates: ['Duck confit'] },
      { kind: 'staff', phrase: 'kathy', candidates: ['Katherine Blake'] },
      { kind: 'staff', phrase: 'marc', candidates: ['Marc Aubry', 'Marc Roy'] },
    ]);
    expect(analyseReview('Duck confit, and Katherine served us.', 5, options).sightings).toEqual(
      [],
    );
  });

  it('records the French words a French guest used', () => {
    expect(analyseReview('Le canard était parfait, merci à Kathy.', 5, options).sightings).toEqual([
      { kind: 'menu', phrase: 'canard', candidates: ['Duck confit'] },
      { kind: 'staff', phrase: 'kathy', candidates: ['Katherine Blake'] },
    ]);
  });

  it('records nothing for spam, which credits nothing', () => {
    const spam = analyseReview(
      'Best SEO services!!! Visit www.cheap-rank-boost.example for the duck and Kathy, promo code 50% off',
      5,
      options,
    );
    expect(spam.signals.spam).not.toBeNull();
    expect(spam.sightings).toEqual([]);
  });

  it('records no role or title, though it credits the one chef', () => {
    const result = analyseReview('The chef came by. Merci au chef !', 5, options);
    expect(result.staff.map((s) => s.name)).toEqual(['Julien Moreau']);
    expect(result.sightings).toEqual([]);
  });

  it('tells words for a role or a course from names, in either language, any case or plural', () => {
    for (const words of [
      'chef',
      'the head chef',
      'sous-chef',
      'our servers',
      'Les serveuses',
      'la gérante',
      'le patron',
      'the bartender',
      'maître d’hôtel',
    ])
      expect(namesNoOne('staff', words), words).toBe(true);
    for (const words of [
      'the special',
      'Today’s specials',
      'dessert',
      'le plat du jour',
      'la spécialité de la maison',
      'the chef’s suggestion',
      'dish of the day',
    ])
      expect(namesNoOne('menu', words), words).toBe(true);
    for (const words of ['kathy', 'marc', 'chef julien', 'jules'])
      expect(namesNoOne('staff', words), words).toBe(false);
    for (const words of ['duck', 'lemon dessert', 'the tart'])
      expect(namesNoOne('menu', words), words).toBe(false);
    // A course word is a word for a dish, not for a person.
    expect(namesNoOne('staff', 'dessert')).toBe(false);
  });

  it('writes a phrase in lower case without its leading article or possessive', () => {
    expect(sightingPhrase('The  Duck')).toBe('duck');
    expect(sightingPhrase('our Kathy')).toBe('kathy');
    expect(sightingPhrase("l'Agneau")).toBe('agneau');
    expect(sightingPhrase('Les Moules')).toBe('moules');
    expect(sightingPhrase('nos frites')).toBe('frites');
    expect(sightingPhrase('Theodore')).toBe('theodore');
    expect(sightingPhrase('the')).toBe('the');
  });
});
