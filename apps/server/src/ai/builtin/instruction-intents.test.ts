import { describe, expect, it } from 'vitest';
import { offerInLanguage } from './glossary.ts';
import { unreadReason } from './instruction-intents.ts';
import { parseInstructions } from './instructions.ts';

const parse = (text: string) => parseInstructions([text]);

describe('instructions read as concepts and slots', () => {
  it('reads "shorter" however it is typed, typos included', () => {
    for (const text of [
      'waaay too long, trim it',
      'less wordy thx',
      'c’est trop long',
      'abrège stp',
      'shortre',
    ])
      expect(parse(text), text).toMatchObject({ short: true, unfollowed: [] });
    // A number of sentences is a word budget: about fifteen words a sentence.
    expect(parse('three sentences max')).toMatchObject({ maxWords: 45, unfollowed: [] });
    expect(parse('deux phrases pas plus')).toMatchObject({ maxWords: 30, unfollowed: [] });
    expect(parse('une phrase')).toMatchObject({ maxWords: 20, unfollowed: [] });
    expect(parse('make it longer').short).toBe(false);
  });

  it('finds the name to sign with wherever the clause puts it', () => {
    expect(parse('mettez Camille en signature').signOff).toBe('Camille');
    expect(parse('c’est Bruno qui signe').signOff).toBe('Bruno');
    expect(parse('from Anouk, sous-chef').signOff).toBe('Anouk, sous-chef');
    expect(parse('sign w/ Omar').signOff).toBe('Omar');
    expect(parse('mention our signature cocktail').signOff).toBeNull();
  });

  it('takes out the exclamation marks asked away in words or in marks', () => {
    for (const text of [
      'tone down all the !!!',
      'retire les points d’exclamation',
      'no exclamtion',
    ])
      expect(parse(text).noExclamation, text).toBe(true);
  });

  it('names what to leave out without its article', () => {
    expect(parse('leave out the bit about the wine list').avoid).toEqual(['wine list']);
    expect(parse('pas besoin de parler du dessert').avoid).toEqual(['dessert']);
    expect(parse("don't mention the bathrooms").avoid).toEqual(['bathrooms']);
  });

  it('keeps statements and offers apart from what follows them, and refusals as refusals', () => {
    const both = parse("dis-leur qu'on ferme en août et signe Léa");
    expect(both.statements).toEqual([{ text: 'on ferme en août', language: 'fr' }]);
    expect(both.signOff).toBe('Léa');
    expect(parse('faudrait leur dire que la cuisine ferme à 22h').statements).toEqual([
      { text: 'la cuisine ferme à 22h', language: 'fr' },
    ]);
    expect(parse('offre-lui un café la prochaine fois').offer).toMatchObject({
      text: 'un café la prochaine fois',
      language: 'fr',
    });
    expect(parse('do not give them any discount').offer).toBeNull();
    expect(parse('ne leur offre rien de gratuit').offer).toBeNull();
  });

  it('reads the tone asked for', () => {
    expect(parse('a bit warmer pls').tone).toBe('friendly');
    expect(parse('plus enjoué').tone).toBe('fun');
    expect(parse('less cheesy').tone).toBe('neutral');
  });

  it('reports what it cannot do rather than reading it as something else', () => {
    for (const text of [
      'answer in german',
      'write a haiku',
      'réponds en portugais',
      'add a gif',
      'make it sound like a pirate',
    ])
      expect(parse(text).unfollowed, text).toEqual([text]);
  });

  it('says the facts given after a colon as given', () => {
    expect(parse('answer with these facts: the kitchen closes at 10').statements).toEqual([
      { text: 'the kitchen closes at 10', language: 'en' },
    ]);
    expect(parse('utilise ces infos : on livre le midi').statements).toEqual([
      { text: 'on livre le midi', language: 'fr' },
    ]);
  });

  it('reads Québec joins, French thanks, "no fluff" and a percentage offer', () => {
    expect(parse('réponds en anglais pis signe Gab')).toMatchObject({
      language: 'en',
      signOff: 'Gab',
      unfollowed: [],
    });
    expect(parse('remercie-le pour sa recommandation').statements).toEqual([
      { text: 'merci pour votre recommandation', language: 'fr' },
    ]);
    expect(parse('straight to the point please').short).toBe(true);
    expect(parse('pas de flafla').short).toBe(true);
    expect(parse('offer them 15% off').offer).toMatchObject({ text: '15% off', language: 'en' });
  });

  it('reads shorthand without apostrophes or accents, and a closing line typed in quotes', () => {
    expect(parse('dont mention the parking')).toMatchObject({ avoid: ['parking'], mentions: [] });
    expect(parse('sign off w/ the Rivard family').signOff).toBe('the Rivard family');
    expect(parse('precise qu’on rouvre en mars').statements).toEqual([
      { text: 'on rouvre en mars', language: 'fr' },
    ]);
    expect(parse('end with "Take care, Lou"').signOff).toBe('Take care, Lou');
    expect(parse('plus professionnel').address).toBe('formal');
  });

  it('keeps a negation to its own instruction', () => {
    expect(parse('zero emojis and shorter')).toMatchObject({ noEmoji: true, short: true });
    expect(parse('not too short').short).toBe(false);
  });

  it('never lets a rule swallow the instruction typed before it', () => {
    const both = parse('answer in dutch, sign as Ines');
    expect(both.signOff).toBe('Ines');
    expect(both.unfollowed).toEqual(['answer in dutch']);
    expect(parse('a limerick + mention the brunch').unfollowed).toEqual(['a limerick']);
    expect(parse('Please mention the brunch').unfollowed).toEqual([]);
  });

  it('says an offer in the reply’s language when its slots are known', () => {
    expect(offerInLanguage({ text: '20% off next time', language: 'en' }, 'fr')).toBe(
      '20 % de réduction sur votre prochaine visite',
    );
    expect(offerInLanguage({ text: 'un café offert', language: 'fr' }, 'en')).toBe(
      'a coffee on your next visit',
    );
    expect(offerInLanguage({ text: 'a signed cookbook', language: 'en' }, 'fr')).toBeNull();
  });
});

describe('why an instruction is left out', () => {
  it('tells a style or a language the writer does not write from one it did not understand', () => {
    expect(unreadReason('turn it into a little song')).toBe('style');
    expect(unreadReason('fais une blague sur la file d’attente')).toBe('style');
    expect(unreadReason('en allemand svp')).toBe('language');
    expect(unreadReason('zzz qwerty')).toBe('not-understood');
  });
});
