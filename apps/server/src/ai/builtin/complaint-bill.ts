import { PAYING } from './complaint-words.ts';
import type { ReplyLanguage } from './language.ts';

/*
 * The bill and the prices as complaints: a bill added up wrong, a bill found too high, and a term
 * whose only verdict is what it cost.
 */

/** A bill added up wrong, as opposed to one found too high or a charge nobody announced. */
const BILL_ERROR =
  /\b(?:wrong|mistake|error|erreur|faux|fausse|incorrect\w*|overcharg\w*|surfactur\w*|never ordered|did ?n.?t order|jamais commande\w*|pas commande\w*|charged (?:\w+ ){0,3}twice|double charged|facture\w* (?:\w+ ){0,3}deux fois)\b/;

/** The guest's words for a billing error, when the clause tells one. */
export const billingWords = (clause: string, language: ReplyLanguage): string | null =>
  BILL_ERROR.test(clause)
    ? language === 'en'
      ? 'the error in the amount of the bill'
      : 'l’erreur sur le montant de l’addition'
    : null;

/** The bill's size as the price complained of, when the clause speaks of paying. */
export const priceWords = (clause: string, language: ReplyLanguage): string | null =>
  PAYING.test(clause)
    ? language === 'en'
      ? 'the size of the bill'
      : 'le montant de l’addition'
    : null;

/** The term whose only verdict is its price: "food is a bit pricey", « les plats sont chers ». */
export function pricedOnly(term: string, clause: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `\\b${escaped} (?:is|was|are|were|est|etait|sont|etaient) (?:a bit |a little |kind of |too |way too |un peu |trop |assez )?(?:pricey|expensive|overpriced|cher|chere|chers|cheres|steep)\\b(?! (?:and|but|et|mais)\\b)`,
  ).test(clause);
}
