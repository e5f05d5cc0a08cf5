import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analysis/review-analysis.ts';
import type { ReplyRequest } from '../engine.ts';
import { parseInstructions } from './instructions.ts';
import { createBuiltinReplyEngine } from './reply-engine.ts';

// An invented café and its roster: nothing here comes from the evaluation corpus.
const MENU = [{ name: 'Cardamom bun', aliases: ['Brioche à la cardamome'] }];
const STAFF = [{ name: 'Noé Girard', role: 'barista', aliases: [] }];
const FACTS = { parking: 'Free parking behind the café after 5 pm.' };

function request(text: string, rating: number, instruction: string): ReplyRequest {
  return {
    review: { text, rating, authorName: 'Ada', language: null, source: 'google' },
    restaurant: {
      name: 'Café Orme',
      locationName: 'Mile End',
      tone: 'friendly',
      instructions: null,
      signOff: null,
    },
    analysis: analyseReview(text, rating, { menu: MENU, staff: STAFF }),
    facts: FACTS,
    menu: MENU.flatMap((m) => [m.name, ...m.aliases]),
    menuEntries: MENU,
    staff: STAFF.map((s) => s.name),
    recentOpenings: [],
    additionalInstructions: instruction,
    maxLength: 1000,
  };
}
const engine = createBuiltinReplyEngine();
const regenerate = (text: string, rating: number, instruction: string) =>
  engine.draftWithNotes!(request(text, rating, instruction));

describe('instructions read the way staff type them', () => {
  it('leaves out what staff name in any phrasing', () => {
    for (const [typed, avoided] of [
      ['leave Noé out of it', 'Noé'],
      ['skip the parking comment', 'parking'],
      ['évite de parler des toilettes', 'toilettes'],
      ['ne nomme pas Noé', 'Noé'],
      ['parle pas du stationnement', 'stationnement'],
      ['pas de mention du prix', 'prix'],
    ])
      expect(parseInstructions([typed]).avoid, typed).toEqual([avoided]);
  });

  it('reads signatures typed in lower case or naming a team', () => {
    expect(parseInstructions(['signed noé']).signOff).toBe('Noé');
    expect(parseInstructions(['signe marie-eve']).signOff).toBe('Marie-Eve');
    expect(parseInstructions(['sign it the Orme & Co team']).signOff).toBe('Orme & Co team');
    expect(parseInstructions(['sign it']).signOff).toBeNull();
  });

  it('reads fewer exclamation marks and a warmer tone from "moins de !!!" and "moins guindé"', () => {
    expect(parseInstructions(['moins de !!! stp']).noExclamation).toBe(true);
    expect(parseInstructions(['less !!!']).noExclamation).toBe(true);
    expect(parseInstructions(['moins guindé, plus sympa']).tone).toBe('friendly');
    expect(parseInstructions(['sounds robotic']).tone).toBe('friendly');
  });

  it('reads an apology, a call and a fact by its topic, and "our 10% offer" as an offer', () => {
    expect(parseInstructions(['apologize']).gestures).toEqual(['apology']);
    expect(parseInstructions(['excuse-toi']).gestures).toEqual(['apology']);
    expect(parseInstructions(['offer a call']).gestures).toEqual(['call']);
    expect(parseInstructions(["propose de l'appeler"]).gestures).toEqual(['call']);
    expect(parseInstructions(['give them our parking info']).facts).toEqual([
      { topic: 'parking', text: 'give them our parking info' },
    ]);
    expect(parseInstructions(['mention our 10% offer']).offer).toEqual({
      text: '10% off your next visit',
      language: 'en',
      typed: 'our 10% offer',
    });
    // A thing to mention stays a mention: only "give/add/donne…" asks for a fact.
    expect(parseInstructions(['mention our new patio']).mentions).toHaveLength(1);
  });

  it('reads what staff ask to leave out or add in passing', () => {
    expect(parseInstructions(["don't apologize"]).apologies).toBe(0);
    expect(parseInstructions(["pas d'excuses"]).apologies).toBe(0);
    expect(parseInstructions(['no sign-off']).signOff).toBe('');
    expect(parseInstructions(['sign with my name: Paul']).signOff).toBe('Paul');
    expect(parseInstructions(['invite them back']).gestures).toEqual(['invite']);
    expect(parseInstructions(['shorter and warmer'])).toMatchObject({
      short: true,
      tone: 'friendly',
    });
    expect(parseInstructions(['plus empathique']).tone).toBe('friendly');
    expect(parseInstructions(["don't be so apologetic"]).apologies).toBe(1);
    expect(parseInstructions(['calm it down']).tone).toBe('neutral');
    expect(parseInstructions(['mention the chef Noé by name']).mentions).toEqual([
      { text: 'the chef Noé', language: 'en' },
    ]);
    expect(parseInstructions(['souhaite-lui bon anniversaire']).statements).toEqual([
      { text: 'nous vous souhaitons bon anniversaire', language: 'fr' },
    ]);
    expect(parseInstructions(['add a line about our new vegan menu']).mentions).toEqual([
      { text: 'our new vegan menu', language: 'en' },
    ]);
  });

  it('reads people to thank by name, never the guest, and emojis to remove in French', () => {
    expect(parseInstructions(['thank Noé by name']).thanks).toEqual(['Noé']);
    expect(parseInstructions(['remercie Noé et Ada']).thanks).toEqual(['Noé', 'Ada']);
    expect(parseInstructions(['merci à Noé de notre part']).thanks).toEqual(['Noé']);
    expect(parseInstructions(['shout out to the kitchen']).thanks).toEqual(['the kitchen']);
    expect(parseInstructions(['thank them for the tip'])).toMatchObject({
      thanks: [],
      statements: [{ text: 'thank you for the tip', language: 'en' }],
    });
    // A person to mention is thanked, never invited to be "discovered" like a dish.
    expect(parseInstructions(['mention Noé']).thanks).toEqual(['Noé']);
    expect(parseInstructions(['mention Noé our chef']).thanks).toEqual(['Noé']);
    expect(parseInstructions(['mentionne Noé']).thanks).toEqual(['Noé']);
    expect(parseInstructions(['mention Sunday']).thanks).toEqual([]);
    for (const typed of ['enlève les émojis', 'retire les emojis', 'drop the emojis'])
      expect(parseInstructions([typed]).noEmoji, typed).toBe(true);
    expect(parseInstructions(['add our instagram']).unfollowed).toEqual(['add our instagram']);
    // The reply offers it already: « nous aimerions vous offrir un apéritif », not « … offert ».
    expect(parseInstructions(['proposez-leur un apéritif offert']).offer?.text).toBe('un apéritif');
    expect(parseInstructions(['offrez un café gratuit']).offer?.text).toBe('un café');
  });

  it('keeps a statement typed as the reply would say it', () => {
    expect(parseInstructions(['yes we do takeout, through our website']).statements).toEqual([
      { text: 'yes we do takeout, through our website', language: 'en' },
    ]);
  });
});

describe('what staff ask for by name, in the reply’s language', () => {
  it('offers a call and apologises in French when the review is French', async () => {
    const { text, unfollowed } = await regenerate(
      'Attente interminable et café tiède. Décevant.',
      2,
      "excuse-toi et propose de l'appeler",
    );
    expect(unfollowed).toEqual([]);
    expect(text).toMatch(/appeler/);
    expect(text).toMatch(/désolés|excuses/);
  });

  it('gives a fact the restaurant wrote down, and says so when it has none', async () => {
    const review = 'Lovely cardamom bun, friendly barista.';
    const parking = await regenerate(review, 5, 'give them our parking info');
    expect(parking.unfollowed).toEqual([]);
    expect(parking.text).toContain('after 5 pm');
    const hours = await regenerate(review, 5, 'give them our hours');
    expect(hours.unfollowed).toEqual([
      { instruction: 'give them our hours', reason: 'missing-fact' },
    ]);
  });

  it('leaves out every apology and the sign-off when asked', async () => {
    const { text, unfollowed } = await regenerate(
      'Cold coffee and a long wait.',
      2,
      "don't apologize, no sign-off",
    );
    expect(unfollowed).toEqual([]);
    expect(text).not.toMatch(/sorry|apolog/i);
  });

  it('reads "tell them about our patio" and « un mot sur la terrasse » as a fact by its topic', async () => {
    for (const typed of [
      'tell them about our parking',
      'say something about the parking',
      'add a line on parking',
      'un mot sur le stationnement',
      'parle-lui du stationnement',
    ])
      expect(parseInstructions([typed]).facts, typed).toEqual([{ topic: 'parking', text: typed }]);
    // A thing named beside the topic is still a thing to mention.
    expect(parseInstructions(['add a line about our new vegan menu']).facts).toEqual([]);
    const patio = await regenerate('Lovely cardamom bun.', 5, 'say something about the patio');
    expect(patio.text).not.toMatch(/something about/i);
    expect(patio.unfollowed).toEqual([
      { instruction: 'say something about the patio', reason: 'missing-fact' },
    ]);
    const parking = await regenerate('Lovely cardamom bun.', 5, 'tell them about our parking');
    expect(parking.unfollowed).toEqual([]);
    expect(parking.text).toContain('after 5 pm');
  });

  it('keeps the dish and the person the guest praised in a reply asked shorter', async () => {
    const review =
      'The cardamom bun was the best pastry of our trip and Noé made us a perfect flat white. Do you sell gift cards? We want one for a friend.';
    const first = await engine.draftReply(request(review, 5, ''));
    const { text } = await engine.draftWithNotes!({
      ...request(review, 5, 'shorter, sign as Paul'),
      previousDraft: first,
    });
    expect(text.length).toBeLessThan(first.length);
    expect(text).toMatch(/cardamom bun/i);
    expect(text).toContain('Noé');
  });

  it('thanks the people named in the reply’s language, and says a social handle is left out', async () => {
    const fr = await regenerate('Brioche à la cardamome parfaite.', 5, 'thank Noé by name');
    expect(fr.unfollowed).toEqual([]);
    expect(fr.text).toMatch(/merci[^.]*à Noé/i);
    const insta = await regenerate('Lovely cardamom bun.', 5, 'add our instagram @cafeorme');
    expect(insta.text).not.toContain('@cafeorme');
    expect(insta.unfollowed).toEqual([
      { instruction: 'add our instagram @cafeorme', reason: 'style' },
    ]);
  });

  it('keeps an incident named with an invitation to get in touch under any length, and says so', async () => {
    const review =
      'I got food poisoning after the cardamom bun and spent the night being sick. Nobody answered our email.';
    const { text, unfollowed } = await regenerate(review, 1, 'max 15 words');
    expect(text).toMatch(/poisoning|illness|sick/i);
    expect(text).toMatch(/get in touch|contact|reach/i);
    expect(unfollowed).toEqual([{ instruction: 'max 15 words', reason: 'incident-length' }]);
  });

  it('makes "our 10% offer" to an unhappy guest, and refuses it on an incident', async () => {
    const unhappy = await regenerate('Cold coffee and a long wait.', 2, 'mention our 10% offer');
    expect(unhappy.unfollowed).toEqual([]);
    expect(unhappy.text).toContain('10%');
    const incident = await regenerate(
      'I got food poisoning after the cardamom bun.',
      1,
      'mention our 10% offer',
    );
    expect(incident.text).not.toContain('10%');
    expect(incident.unfollowed).toEqual([{ instruction: 'our 10% offer', reason: 'promotion' }]);
  });
});
