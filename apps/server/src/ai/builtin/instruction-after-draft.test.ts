import { describe, expect, it } from 'vitest';
import { draft, FACTS } from '../../test/grounded-reply-setup.ts';
import { parseInstructions } from './instructions.ts';

// Instructions typed after reading a draft: parts to keep or drop, what staff did, Québec forms.
// The grounded-reply tests' invented bistro (src/test/grounded-reply-setup.ts), with its hours.
const HOURS = {
  hours:
    'Tuesday to Sunday 11:00–22:00, closed Mondays. / Du mardi au dimanche 11 h–22 h, fermé le lundi.',
};
const regenerate = (text: string, rating: number, instructions: string) =>
  draft(text, rating, { instructions, facts: { ...FACTS, ...HOURS } });

const read = (typed: string) => {
  const parsed = parseInstructions([typed]);
  expect(parsed.unfollowed, typed).toEqual([]);
  return parsed;
};

describe('instructions typed after reading the draft', () => {
  it('reads what a shorter reply must keep, and never a length or a register as such', () => {
    expect(read('keep hannah in').keep).toEqual(['hannah']);
    expect(read('keep the benny bit tho').keep).toEqual(['benny']);
    expect(read('garde le bout sur le dessert').keep).toEqual(['dessert']);
    expect(read('plus court, garde la brûlure').keep).toEqual(['brûlure']);
    expect(read('keep Bartek out of it')).toMatchObject({ avoid: ['Bartek'], keep: [] });
    expect(read('keep it short')).toMatchObject({ short: true, keep: [] });
    expect(read('garde le vous')).toMatchObject({ address: 'formal', keep: [] });
  });

  it('reads Québec’s « dis-y » as « dis-lui », and « pis » in a statement as « et »', () => {
    expect(read("dis-y qu'on a changé de fournisseur de saumon").statements).toEqual([
      { text: 'on a changé de fournisseur de saumon', language: 'fr' },
    ]);
    expect(
      read("dis-y que la serveuse a été rencontrée pis que l'équipe a eu un rappel").statements,
    ).toEqual([
      { text: "la serveuse a été rencontrée et que l'équipe a eu un rappel", language: 'fr' },
    ]);
    expect(read('dis-y où se stationner').facts).toEqual([
      { topic: 'parking', text: 'dis-lui où se stationner' },
    ]);
    // "vas-y" is "go ahead", not a verb with "-lui".
    expect(read('vas-y au tu pis dis merci à math')).toMatchObject({
      address: 'informal',
      thanks: ['Math'],
    });
  });

  it('reads a fact asked by what it answers, and an aside that points to the facts', () => {
    expect(read('checke les heures').facts).toEqual([
      { topic: 'hours', text: 'checke les heures' },
    ]);
    expect(read('tell her where to park').facts).toEqual([
      { topic: 'parking', text: 'tell her where to park' },
    ]);
    expect(
      read("Pourriez-vous préciser ce qui est sans gluten ? C'est dans nos infos.").facts,
    ).toEqual([{ topic: 'gluten-free', text: 'préciser ce qui est sans gluten' }]);
  });

  it('reads offers, sign-offs at the bottom, tone and limits as staff say them', () => {
    expect(read('offre-leur un souper gratis pour se faire pardonner').offer).toMatchObject({
      text: 'un souper',
      language: 'fr',
    });
    expect(read('put Owen, GM at the bottom').signOff).toBe('Owen, GM');
    expect(read('put my name at the bottom: Sam').signOff).toBe('Sam');
    expect(read('réponds-y comme du monde, moins téteux').tone).toBe('neutral');
    // The guest named in the third person is "you", a pronoun standing alone "yours".
    expect(read("tell him our gift cards never expire and we'll honour his").statements).toEqual([
      { text: 'our gift cards never expire', language: 'en' },
      { text: "we'll honour yours", language: 'en' },
    ]);
    expect(read("une excuse c'est en masse").apologies).toBe(1);
    // A bracketed aside is no part of the thing to leave out; a title in brackets is kept.
    expect(read('enlève la ligne sur les calmars (sont pu au menu)').avoid).toEqual(['calmars']);
    expect(read('signé Ilse (cheffe)').signOff).toBe('Ilse (cheffe)');
    const style = parseInstructions(['fais-le en acrostiche avec JESS']);
    expect(style.unfollowed).toEqual(['fais-le en acrostiche avec JESS']);
  });
});

describe('replies regenerated with them', () => {
  it('keeps one apology and the incident when one sorry is enough', async () => {
    const { text, unfollowed } = await regenerate(
      'Got food poisoning from the gnocchi, sick all night. The manager brushed me off on the phone.',
      1,
      "say we've spoken with the manager who took your call. and one sorry is plenty",
    );
    expect(unfollowed).toEqual([]);
    expect(text).toMatch(/spoken with the manager/);
    expect(text.match(/sorry|apolog/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(text).toMatch(/food poisoning|ill|sick/i);
  });

  it('keeps what staff ask to keep when the reply is cut to a sentence', async () => {
    const review =
      'Ingrid was a delight and the bao was lovely. Parking was a nightmare though, and the room was loud.';
    const cut = await regenerate(review, 4, 'one sentence');
    expect(cut.text).not.toMatch(/noise/);
    const kept = await regenerate(review, 4, 'one sentence but keep the noise bit');
    expect(kept.unfollowed).toEqual([]);
    expect(kept.text).toMatch(/noise/);
    expect(kept.text.split(/\s+/).length).toBeLessThanOrEqual(25);
  });

  it('leaves one dish out of a list and still names the others', async () => {
    const review = 'The gnocchi, the bao and the lemon tart were all perfect. Ingrid rocks.';
    const before = await regenerate(review, 5, '');
    expect(before.text).toMatch(/gnocchi/i);
    const { text, unfollowed } = await regenerate(
      review,
      5,
      'take out the line about the gnocchi (off the menu now)',
    );
    expect(unfollowed).toEqual([]);
    expect(text).not.toMatch(/gnocchi/i);
    expect(text).toMatch(/bao|tart/i);
  });

  it('answers the hours when asked in joual, and makes an offer asked on a complaint', async () => {
    const hours = await regenerate(
      "Super bao! C'tu ouvert le lundi?",
      5,
      'checke les heures pis réponds-y comme du monde',
    );
    expect(hours.unfollowed).toEqual([]);
    expect(hours.text).toMatch(/lundi/);
    const refund = await regenerate(
      'On a tourné 25 minutes pour se stationner pis on a eu un billet. Déçus.',
      2,
      'offre-lui de rembourser son ticket de stationnement',
    );
    expect(refund.unfollowed).toEqual([]);
    expect(refund.text).toMatch(/rembours/);
  });
});
