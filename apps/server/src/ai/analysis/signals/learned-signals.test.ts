import { describe, expect, it } from 'vitest';
import { readSignals } from './signals.ts';
import { sarcasmFeatures } from './sarcasm-features.ts';
import { spamFeatures } from './spam-features.ts';
import { foldText, readSignalText } from './text.ts';

// Invented texts, none of them in the training data: what the cue lists alone missed.
const signals = (text: string, rating: number | null, language: 'en' | 'fr' = 'en') =>
  readSignals(text, rating, language);

describe('learned sarcasm', () => {
  it.each([
    ['Such a joy to sit for an hour next to the bins. Truly exceptional hospitality.', 1, 'en'],
    ['Un service tellement rapide : 50 minutes pour deux cafés !', 1, 'fr'],
    ["Tellement génial d'attendre 40 minutes debout à l'entrée !", 2, 'fr'],
    ['Un accueil vraiment exceptionnel, personne ne nous a regardés pendant 30 minutes.', 1, 'fr'],
  ] as const)('hears loud praise of what went wrong: %j', (text, rating, language) => {
    const read = signals(text, rating, language);
    expect(read.signals.sarcasm).toBe(true);
    expect(read.ironic.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'The waitress was lovely, I will give her that. The pasta was cold and the bill was wrong.',
      2,
      'en',
    ],
    [
      'La serveuse était gentille. Par contre les frites étaient froides et la viande dure.',
      2,
      'fr',
    ],
    ['Great burger but I was sick the whole night after.', 1, 'en'],
    ['Such a joy, truly exceptional hospitality. We will be back!', 5, 'en'],
    // « Non merci » refuses; it thanks nobody.
    [
      'Une heure et demie d’attente, tout était froid. Pour 34 $ avec les frais, non merci.',
      2,
      'fr',
    ],
  ] as const)('leaves sincere or hedged praise alone: %j', (text, rating, language) => {
    expect(signals(text, rating, language).signals.sarcasm).toBe(false);
  });

  it('reads the praise, its loudness and the complaint beside it', () => {
    const { features, praising } = sarcasmFeatures(
      readSignalText('What a wonderful wait, 50 minutes for toast!').sentences,
      1,
      'en',
    );
    expect(praising).toEqual([0]);
    expect(features.get('praise.loud')).toBe(1);
    expect(features.get('praise.amount')).toBe(1);
    expect(features.get('praise.exclaim')).toBe(1);
  });
});

describe('learned spam', () => {
  it('flags a text that is no guest review', () => {
    const pitch =
      'We help cafés and bistros get found online. Our team handles your listing and photos for a flat monthly fee, reply here or call 438 555 0111.';
    expect(signals(pitch, 5).signals.spam).not.toBeNull();
    const rant = 'The premier should resign, this province deserves better leadership.';
    expect(signals(rant, 1).signals.spam).toBe('off-topic');
  });

  it.each([
    ['Est-ce que la bavette est offerte sans gluten ?', null],
    ['Is the back terrace open yet? And are dogs allowed there?', null],
    ['Vous êtes ouverts le lundi soir ? Sinon je suis disponible mardi.', 4],
  ] as const)(
    'answers a guest asking about what the restaurant offers, not a job seeker: %j',
    (text, rating) => {
      const read = signals(text, rating, 'fr');
      expect(read.signals.spam).toBeNull();
      expect(read.signals.questions.length).toBeGreaterThan(0);
    },
  );

  it('leaves a praise-only text at 1★ to the stars, not to irony', () => {
    expect(signals('Amazing!', 1).signals.sarcasm).toBe(false);
  });

  it.each([
    ['We ordered the lamb and the fries, both cold. Service was slow too.', 1],
    ['Ordered through the app, the curry was bland and the rice dry.', 2],
    ['Our server recommended the special and it was lovely. Will return.', 5],
    ['Super resto, on a commandé via Uber Eats et tout était délicieux.', 5],
  ] as const)('never calls a guest review spam: %j', (text, rating) => {
    expect(signals(text, rating).signals.spam).toBeNull();
  });

  it('sees whether a text speaks of a meal at all', () => {
    expect(
      spamFeatures(foldText('Vote them all out, taxes are theft.'), 1).get('restaurant.none'),
    ).toBe(1);
    const meal = spamFeatures(foldText('We had the burger and the fries, the waiter was kind.'), 4);
    expect(meal.has('restaurant.none')).toBe(false);
    expect(meal.get('visit')).toBe(1);
  });
});
