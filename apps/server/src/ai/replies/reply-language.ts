import { detectLanguage, type ReplyLanguage } from '../builtin/language.ts';
import { fold } from '../builtin/text.ts';
import type { ReplyRequest } from '../engine.ts';

/*
 * The language a reply is written in, one rule for every engine and for the checks
 * (docs/product/reviews-and-replies.md#verified-drafts): the language a person asked for, else
 * the review's declared language, else its words, else the words a terse review is made of ("yum",
 * "Meh.", "🔥 lobster roll" are English, "Bof.", "Miam" French: a bilingual restaurant answers a
 * guest in the guest's language), else the restaurant's default language (an emoji alone or "Top!"
 * tell nothing), else the restaurant's own words.
 */

const ASKED: [RegExp, ReplyLanguage][] = [
  [
    /\b(?:in|into|to)\s+english\b(?!\s+(?:breakfast|muffins?|tea))|\ben\s+anglais\b|\benglish version\b|\bversion anglaise\b/i,
    'en',
  ],
  // "switch it to French", "translate into French"; "French toast" or "French onion" is a dish.
  [
    /\b(?:in|into|to)\s+french\b(?!\s+(?:toast|onion|fries|press|bread|wines?))|\ben\s+fran[cç]ais\b|\bfrench version\b|\bversion fran[cç]aise\b/i,
    'fr',
  ],
];

/** Words busy staff add around an instruction that change nothing ("FR pls", "en anglais svp"). */
const POLITE = /\s*\b(?:pls|plz|please|svp|stp|thx|thanks|merci)\b[\s.!]*/giu;

/**
 * A clause that is only a language, typed in passing: "FR", "EN pls", "english please", "in FR",
 * "rép anglais". Only the whole clause counts, so "our French toast" asks for nothing.
 */
const LANGUAGE_ONLY =
  /^(?:(?:reply|answer|write|respond|r[ée]p(?:ond(?:re|s|ez))?|r[ée]ponse|in|into|en)\s+)*(english|anglais|eng|en|french|fran[cç]ais|fr)$/iu;

/** "Reply in English" / "répondez en français" / "FR pls": the language an instruction asks for. */
export function askedLanguage(instruction: string | null | undefined): ReplyLanguage | null {
  if (!instruction) return null;
  for (const [pattern, language] of ASKED) if (pattern.test(instruction)) return language;
  // Cut where people separate instructions, never inside "bistro.fr" or "and/or".
  for (const clause of instruction.split(/[,;+&\n!]+|\.(?=\s|$)|\s\/\s|\s[-–—]\s/)) {
    const found = LANGUAGE_ONLY.exec(clause.replace(POLITE, ' ').trim());
    if (found) return /^(?:en|eng|english|anglais)$/i.test(found[1]!) ? 'en' : 'fr';
  }
  return null;
}

/*
 * Words a review of one to a few words is made of that the general lexicons leave out because
 * they are rare in longer text: reactions and the plainest food words. Words both languages use
 * (wow, top, bravo, cool, excellent, terrible, burger, poutine, steak, brunch) are left out on purpose.
 */
const TERSE: Record<ReplyLanguage, Set<string>> = {
  en: new Set(
    (
      'yum yummy yumm meh nope yikes ugh lol lmao lmfao omg wtf awesome fantastic awful ' +
      'tasty lovely fine solid fire lit mid overrated ' +
      'lobster roll fries chips chicken fish beef pork cheese bread soup cake pie beer ' +
      'wine coffee pancakes eggs bacon ribs wings oysters mussels drinks cocktails'
    ).split(' '),
  ),
  fr: new Set(
    (
      'bof miam ouf nul nulle pantoute malade ecoeurant debile decu decevant delice moyen ' +
      'homard frites poulet poisson boeuf porc fromage pain soupe gateau tarte biere vin ' +
      'crepes oeufs huitres moules boissons'
    ).split(' '),
  ),
};

/** The language of a terse review's own words, or null when they tell nothing or both. */
export function terseLanguage(text: string): ReplyLanguage | null {
  let en = 0;
  let fr = 0;
  for (const word of fold(text).split(' ')) {
    if (TERSE.en.has(word)) en += 1;
    if (TERSE.fr.has(word)) fr += 1;
  }
  if (en === fr) return null;
  return en > fr ? 'en' : 'fr';
}

export function replyLanguage(request: ReplyRequest): ReplyLanguage {
  const { review, restaurant } = request;
  const asked =
    askedLanguage(request.additionalInstructions) ?? askedLanguage(restaurant.instructions);
  if (asked) return asked;
  const code = review.language?.trim().toLowerCase().slice(0, 2);
  if (code === 'en' || code === 'fr') return code;
  const fromText = detectLanguage(review.text) ?? terseLanguage(review.text);
  if (fromText) return fromText;
  if (restaurant.defaultLanguage) return restaurant.defaultLanguage;
  for (const hint of [
    `${restaurant.name} ${restaurant.locationName}`,
    restaurant.instructions,
    request.additionalInstructions,
  ]) {
    const fromHint = hint ? detectLanguage(hint) : null;
    if (fromHint) return fromHint;
  }
  return 'en';
}
