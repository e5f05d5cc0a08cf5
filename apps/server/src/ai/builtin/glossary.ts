import type { Phrase } from './instructions.ts';
import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

// What restaurants most often ask to mention, so an instruction written in one language can be
// honoured in a reply written in the other. Anything else is quoted as written.
const PAIRS: [en: string, fr: string][] = [
  ['our new patio', 'notre nouvelle terrasse'],
  ['our new terrace', 'notre nouvelle terrasse'],
  ['our patio', 'notre terrasse'],
  ['our terrace', 'notre terrasse'],
  ['our rooftop terrace', 'notre terrasse sur le toit'],
  ['our new menu', 'notre nouveau menu'],
  ['our menu', 'notre menu'],
  ['our Sunday brunch', 'notre brunch du dimanche'],
  ['our weekend brunch', 'notre brunch du week-end'],
  ['our brunch', 'notre brunch'],
  ['our happy hour', 'notre 5 à 7'],
  ['our tasting menu', 'notre menu dégustation'],
  ['our private room', 'notre salon privé'],
  ['our private dining room', 'notre salon privé'],
  ['our wine list', 'notre carte des vins'],
  ['our new wine list', 'notre nouvelle carte des vins'],
  ['our cocktails', 'nos cocktails'],
  ['our cocktail menu', 'notre carte de cocktails'],
  ['our desserts', 'nos desserts'],
  ['our daily specials', 'nos plats du jour'],
  ['our lunch menu', 'notre menu du midi'],
  ['our takeout', 'nos plats à emporter'],
  ['online reservations', 'la réservation en ligne'],
];

/** The phrase in the reply's language when we know it, else as written. */
export function inLanguage(phrase: Phrase, language: ReplyLanguage): string {
  if (phrase.language === language) return phrase.text;
  const key = fold(phrase.text);
  const from = phrase.language === 'en' ? 0 : 1;
  const pair = PAIRS.find((p) => fold(p[from]) === key);
  return pair ? pair[from === 0 ? 1 : 0] : phrase.text;
}

/** Gestures restaurants offer, by the words that name them in either language. */
const GESTURES: [en: RegExp, fr: RegExp, say: Record<ReplyLanguage, string>][] = [
  [
    /\bdessert\b/i,
    /(?<!\p{L})dessert(?!\p{L})/iu,
    { en: 'a dessert on your next visit', fr: 'le dessert lors de votre prochaine visite' },
  ],
  [
    /\bcoffee\b/i,
    /(?<!\p{L})caf[ée](?!\p{L})/iu,
    { en: 'a coffee on your next visit', fr: 'le café lors de votre prochaine visite' },
  ],
  [
    /\b(?:drink|cocktail|glass of wine|aperitif)\b/i,
    /(?<!\p{L})(?:ap[ée]ro|ap[ée]ritif|verre|consommation|cocktail)(?!\p{L})/iu,
    { en: 'a drink on your next visit', fr: 'l’apéritif lors de votre prochaine visite' },
  ],
];

/**
 * An offer typed in the other language, said in the reply's when its slots are known: a
 * percentage off ("10% off next visit" → "10 % de réduction…") or a gesture from the list above.
 * Null when the offer cannot be said faithfully; the writer then makes a generic one.
 */
export function offerInLanguage(phrase: Phrase, language: ReplyLanguage): string | null {
  if (phrase.language === language) return phrase.text;
  const percent = /(\d{1,2})\s*%/.exec(phrase.text)?.[1];
  if (percent)
    return language === 'fr'
      ? `${percent} % de réduction sur votre prochaine visite`
      : `${percent}% off your next visit`;
  const from = phrase.language === 'en' ? 0 : 1;
  const gesture = GESTURES.find((g) => g[from].test(phrase.text));
  return gesture ? gesture[2][language] : null;
}
