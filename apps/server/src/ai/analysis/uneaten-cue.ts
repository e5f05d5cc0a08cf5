import { sentenceWords } from './mention-cues.ts';
import type { Word } from './sentence.ts';

/**
 * A dish named but not eaten ("couldn't have the mac because of the dairy", "we skipped the
 * wings", "the fish and chips aren't GF so I had the tartare", « n'a pas pu prendre le poulet »,
 * « on voulait le gâteau mais il en restait plus »): the guest says nothing of how it tasted, so it
 * is no mention to thank or apologise for. Read on folded words around the mention.
 */

/** What comes right before the dish: it was not had. */
const NOT_HAD_BEFORE =
  /(?:\b(?:couldn'?t|could not|can'?t|cannot|wasn'?t able to|weren'?t able to|didn'?t get to|never got to) (?:have|eat|order|get|try)|\bdidn'?t (?:order|get|try)|\b(?:skipped|passed on|avoided|instead of)|\bpas pu (?:prendre|manger|gouter|avoir|commander)|\bpas (?:pris|commande|goute)|\bau lieu (?:du|de la|des|de l' ?|de))(?: (?:the|their|your|our|any|a|an|le|la|les|l' ?|du|des|de|notre|votre))?$/;
/** What comes right after the dish: it could not be had. */
const UNAVAILABLE_AFTER =
  /^(?:\S+ ){0,3}?(?:(?:is|are|was|were)(?:n'?t| not) (?:gf|gluten[ -]free|vegan|vegetarian|dairy[ -]free|nut[ -]free|safe|available)|(?:was |were |is |are )?(?:sold out|unavailable|86'?d)|il (?:n' ?)?en (?:restait|reste|avait) (?:plus|pas)|(?:n' ?)?(?:etait|etaient|est) (?:plus|pas) disponibles?|plus disponibles?|en rupture|epuisee?s?)\b/;
/** A verdict on the dish itself: it was eaten after all ("couldn't finish the fries, too salty"). */
const FINISHED = /\b(?:finish|finished|stop eating|get enough of|terminer|finir)$/;

/** Whether the dish named at tokens [start, end) was not eaten. */
export function uneaten(words: Word[], start: number, end: number): boolean {
  const before = sentenceWords(words, Math.max(0, start - 6), start);
  const clause = before.split(/ (?:[,;:.!?]|and|but|so|et|mais|donc) /).pop() ?? before;
  if (FINISHED.test(clause.replace(/ (?:the|le|la|les)$/, ''))) return false;
  if (NOT_HAD_BEFORE.test(clause)) return true;
  return UNAVAILABLE_AFTER.test(sentenceWords(words, end, end + 10));
}
