import { describe, expect, it } from 'vitest';
import { unreadReason } from './instruction-intents.ts';
import { plainClause, spelledOut } from './instruction-wording.ts';
import { parseInstructions } from './instructions.ts';
import { askedLanguage } from '../replies/reply-language.ts';

const parse = (text: string) => parseInstructions([text]);

describe('instructions read by meaning, however they are worded', () => {
  it('takes off polite wrappers and closing intensifiers, keeping the instruction', () => {
    expect(plainClause('would you mind making it shorter')).toBe('making it shorter');
    expect(plainClause('hey can u pls keep it brief')).toBe('keep it brief');
    expect(plainClause('est-ce que vous pouvez raccourcir')).toBe('raccourcir');
    expect(plainClause('peux-tu signer Inès')).toBe('signer Inès');
    expect(plainClause("n'en parle pas du tout")).toBe("n'en parle pas");
    // A clause that is only a wrapper stays as typed.
    expect(plainClause('could you')).toBe('could you');
    for (const text of [
      'I would like you to sign as Renata',
      'tu pourrais signer Renata',
      'Pouvez-vous signer Renata ?',
    ])
      expect(parse(text), text).toMatchObject({ signOff: 'Renata', unfollowed: [] });
  });

  it('reads a reminder as the instruction it reminds of, never as a refusal', () => {
    expect(parse("n'oubliez pas de remercier Anouk").thanks).toEqual(['Anouk']);
    expect(parse('remember to thank Anouk')).toMatchObject({ thanks: ['Anouk'], avoid: [] });
    expect(parse('assure-toi de parler de la carte des vins').mentions).toEqual([
      { text: 'la carte des vins', language: 'fr' },
    ]);
    // A negation inside the words to say refuses nothing.
    expect(parse('répond que le menu du midi est sans réservation')).toMatchObject({
      statements: [{ text: 'le menu du midi est sans réservation', language: 'fr' }],
      avoid: [],
    });
    expect(parse('answer: no strollers upstairs, only on the ground floor').statements).toEqual([
      { text: 'no strollers upstairs, only on the ground floor', language: 'en' },
    ]);
  });

  it('puts accents back and reads a misspelt leading verb, never touching names or facts', () => {
    expect(spelledOut('repondez que le bar ferme a minuit')).toBe(
      'répondez que le bar ferme a minuit',
    );
    expect(spelledOut('mentoin the terrace')).toBe('mention the terrace');
    expect(spelledOut('skip hte anniversary bit')).toBe('skip the anniversary bit');
    // "une", "les" and "dates" are words of their own; a capital mid-clause may start a name.
    expect(spelledOut('use les dates de une fois')).toBe('use les dates de une fois');
    expect(spelledOut('sign Julie, General Manager')).toBe('sign Julie, General Manager');
    // A word the rules know is no misspelling of a nearby verb ("shorter" is not "shorten").
    expect(spelledOut('shorter, warmer')).toBe('shorter, warmer');
    expect(parse('ecrivez que la terrasse rouvre en avril').statements).toEqual([
      { text: 'la terrasse rouvre en avril', language: 'fr' },
    ]);
  });

  it('splits two instructions joined by a word when each reads alone, not a statement of two', () => {
    expect(parse('friendlier but sign as Odile')).toMatchObject({
      tone: 'friendly',
      signOff: 'Odile',
      unfollowed: [],
    });
    expect(parse('fais plus court pis sans émoji')).toMatchObject({
      short: true,
      noEmoji: true,
      unfollowed: [],
    });
    expect(parse('dis que le bar ouvre à 16 h et que la cuisine ferme à 22 h').statements).toEqual([
      { text: 'le bar ouvre à 16 h et la cuisine ferme à 22 h', language: 'fr' },
    ]);
  });

  it('reads the register by meaning, "less" or « moins » turning it around', () => {
    for (const [text, address] of [
      ['sound more buttoned-up', 'formal'],
      ['keep it courteous and classy', 'formal'],
      ['un ton plus pro', 'formal'],
      ['formel svp', 'formal'],
      ['less casual', 'formal'],
      ['way more laid-back', 'informal'],
      ['plus décontracté', 'informal'],
      ['moins formel', 'informal'],
      ['parle-lui au tu', 'informal'],
      ['garde le vous', 'formal'],
    ] as const)
      expect(parse(text), text).toMatchObject({ address, unfollowed: [] });
    for (const text of ['sound more human', 'plus humain', 'moins corpo', 'less robotic'])
      expect(parse(text), text).toMatchObject({ tone: 'friendly', unfollowed: [] });
  });

  it('reads a language switch said every way, and refuses the languages it does not write', () => {
    expect(askedLanguage('flip it to english')).toBe('en');
    expect(askedLanguage('translate into French')).toBe('fr');
    expect(askedLanguage('version anglaise')).toBe('en');
    // A dish is no language switch.
    expect(askedLanguage('thank them for trying the French toast')).toBeNull();
    for (const text of ['in tagalog please', 'réponds en polonais', 'write it in Hindi']) {
      const parsed = parse(text);
      expect(parsed.unfollowed, text).toHaveLength(1);
      expect(unreadReason(parsed.unfollowed[0]!), text).toBe('language');
    }
  });

  it('limits apologies however the limit is said, and still apologises when asked', () => {
    for (const text of [
      'a single sorry is plenty, no more',
      'too many sorries',
      'une seule excuse, max',
      'one sorry is plenty',
      "une excuse c'est en masse",
    ])
      expect(parse(text), text).toMatchObject({ apologies: 1, unfollowed: [] });
    for (const text of ["t'excuse pas", 'arrête de te confondre en excuses'])
      expect(parse(text), text).toMatchObject({ apologies: 0, unfollowed: [] });
    expect(parse('apologise genuinely').gestures).toEqual(['apology']);
  });

  it('says congratulations and facts behind a label as given', () => {
    expect(parse('congratulate them on their graduation').statements).toEqual([
      { text: 'congratulations on your graduation', language: 'en' },
    ]);
    expect(parse('félicite-les pour leur anniversaire de mariage').statements).toEqual([
      { text: 'félicitations pour votre anniversaire de mariage', language: 'fr' },
    ]);
    expect(parse('fyi: the terrace is heated now').statements).toEqual([
      { text: 'the terrace is heated now', language: 'en' },
    ]);
    expect(parse('à savoir : on ferme le mardi').statements).toEqual([
      { text: 'on ferme le mardi', language: 'fr' },
    ]);
    // A label before words that state nothing is no fact.
    expect(parse('fyi: terrace').statements).toEqual([]);
  });

  it('reads mentions, thanks, sign-offs and omissions across verb forms', () => {
    expect(parse('parlez des tapas du jeudi').mentions).toEqual([
      { text: 'les tapas du jeudi', language: 'fr' },
    ]);
    expect(parse('nomme Ophélie').thanks).toEqual(['Ophélie']);
    expect(parse('shout out Bartek').thanks).toEqual(['Bartek']);
    expect(parse('say something about the tasting menu').mentions).toEqual([
      { text: 'the tasting menu', language: 'en' },
    ]);
    expect(parse('end with Yusuf, GM').signOff).toBe('Yusuf, GM');
    expect(parse('signed, Yusuf (owner)').signOff).toBe('Yusuf, owner');
    expect(parse('put Ana Lima as the signature').signOff).toBe('Ana Lima');
    for (const [text, avoid] of [
      ['keep Bartek out of it', 'Bartek'],
      ['skip the tiramisu', 'tiramisu'],
      ['nothing about the valet', 'valet'],
      ['rien sur la musique', 'musique'],
      ['mentionne pas le stationnement pantoute', 'stationnement'],
    ] as const)
      expect(parse(text), text).toMatchObject({ avoid: [avoid], unfollowed: [] });
    // Nothing named: nothing left out, and the person is told.
    expect(parse('remove it').avoid).toEqual([]);
  });

  it('reads emoji, exclamation, length and thanks by their words, whatever verb comes with them', () => {
    expect(parse('pas de bonhommes sourires')).toMatchObject({ noEmoji: true, unfollowed: [] });
    expect(parse('get rid of the smileys')).toMatchObject({ noEmoji: true, unfollowed: [] });
    expect(parse('get rid of the exclamation points').noExclamation).toBe(true);
    expect(parse('60 words tops').maxWords).toBe(60);
    expect(parse('add a thank you to the floor team').thanks).toEqual(['the floor team']);
    // « d'exclamation » typed without its apostrophe; "signe juste Lou" signs Lou.
    expect(parse('retire les points dexclamation').noExclamation).toBe(true);
    expect(parse('signe juste Anouk').signOff).toBe('Anouk');
    // A title's period ends no instruction: one clause, reported once.
    expect(parse('greet her as Dr. Okoye').unfollowed).toEqual(['greet her as Dr Okoye']);
  });

  it('reports a style asked for rather than reading its words as something else', () => {
    for (const text of ['attach a picture of the new bar', 'ajoutez une image du renouveau']) {
      const parsed = parse(text);
      expect(parsed.avoid, text).toEqual([]);
      expect(parsed.unfollowed.map(unreadReason), text).toEqual(['style']);
    }
    // Refused, a style asks for nothing the writer would do anyway.
    expect(parse('no links').unfollowed).toEqual([]);
  });

  it('quotes the whole offer as typed, for the note that says it was not made', () => {
    expect(parse('offre-leur un digestif gratuit').offer).toMatchObject({
      typed: 'offre-leur un digestif gratuit',
    });
    expect(parse('give them a complimentary coffee').offer).toMatchObject({
      typed: 'give them a complimentary coffee',
    });
  });
});
