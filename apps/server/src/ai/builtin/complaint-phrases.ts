import { BOOKING, PERSON_TERM } from './complaint-words.ts';
import { BOOKING_WORDS, LOUD_MUSIC } from './complaint-kinds.ts';
import { billingWords, priceWords } from './complaint-bill.ts';
import { finds } from './complaint-clauses.ts';
import { locationWords } from './complaint-place.ts';
import { waitWords } from './complaint-wait.ts';
import type { ReplyLanguage } from './language.ts';
import type { ReplyAspect } from './reply-aspects.ts';
import { fold } from './text.ts';

/*
 * The words a reply names a complaint by: the clause's own when they say more than the aspect's
 * name (« l'attente pour payer »), or the guest's noun for a thing ("the washroom floor").
 */

/** The guest's words for a clause's complaint, when they say more than the aspect's name. */
export function clausePhrase(
  topic: ReplyAspect,
  clause: string,
  language: ReplyLanguage,
): string | null {
  if (topic === 'wait') return waitWords(clause, language);
  if (topic === 'billing') return billingWords(clause, language);
  if (topic === 'price') return priceWords(clause, language);
  if (topic === 'ambience' && LOUD_MUSIC.test.test(clause)) return LOUD_MUSIC.words[language];
  if (topic === 'ambience' && /\b(?:loud|noisy|noise|bruyante?s?|bruit)\b/.test(clause))
    return language === 'en' ? 'the noise' : 'le bruit';
  if (topic === 'service' && BOOKING.topic.test(clause) && finds(BOOKING.fault, clause))
    return BOOKING_WORDS[language];
  if (topic === 'location') return locationWords(clause, language);
  return null;
}

/** Aspects named by the guest's word for the thing rather than the aspect's name. */
export const THINGS = new Set<ReplyAspect>(['food', 'drinks', 'cleanliness', 'ambience']);

/**
 * Terms that are the topic's own name say nothing the aspect's name does not; people are not
 * what is apologised for ("sorry for the waitress"): their service is.
 */
const GENERIC =
  /^(?:the |le |la |les |l')?(?:salle|room|endroit|spot|tables?|qualite|quality|food|service|ambiance|ambience|atmosphere|attente|wait|prix|price|prices|cuisine|place|endroit|restaurant|resto|experience|soiree|repas|meal)$/;

/** "the washroom floor", « la terrasse »: the term with the article the guest gave it. */
export function termPhrase(term: string, text: string, language: ReplyLanguage): string | null {
  const bare = term
    .replace(/['"‘’“”«»]/g, ' ')
    .trim()
    .replace(/^(?:(?:the|a|an|our|my|le|la|les|un|une|du|des)\s+|l['’]\s*)/i, '');
  if (
    !bare ||
    GENERIC.test(fold(bare)) ||
    PERSON_TERM.test(fold(bare)) ||
    bare.split(/\s+/).length > 4
  )
    return null;
  const word =
    /^\p{Lu}\p{Ll}/u.test(bare) && !/\s\p{Lu}/u.test(bare)
      ? bare.charAt(0).toLocaleLowerCase() + bare.slice(1)
      : bare;
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Only a noun the guest gave an article: "were seated" is no thing to apologise for.
  if (language === 'en')
    return new RegExp(`\\b(?:the|our|my|a|an|their|this|that)\\s+${escaped}`, 'iu').test(text)
      ? `the ${word}`
      : null;
  // The article is a word of its own ("des" in "dessert" is none), or elided (« l'omelette »).
  const m = new RegExp(
    `\\b(?:(le|la|les|du|des|de la|au|aux|un|une)\\s+|(l['’])\\s*)${escaped}`,
    'iu',
  ).exec(text);
  if (!m) return null;
  const article = {
    le: 'le ',
    la: 'la ',
    les: 'les ',
    du: 'le ',
    des: 'les ',
    'de la': 'la ',
    au: 'le ',
    aux: 'les ',
    un: 'le ',
    une: 'la ',
  }[(m[1] ?? m[2]!).toLowerCase().replace('’', "'")];
  return article ? `${article}${word}` : `l’${word}`;
}
