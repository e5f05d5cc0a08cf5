import type { ReplyLanguage } from './language.ts';

/*
 * The place as a complaint: the parking, the way in or up, a washroom out of use, and the words
 * that look like the room or the menu but are a person's title or a card.
 */

/** A title that holds the room's word: the person who runs the dining room. */
export const HEAD_OF_ROOM =
  /\b(?:directeur|directrice|maitre|maitresse|chef|responsable|gerant|gerante) de salle\b/;

/** A card that pays rather than the menu. */
export const CARD = /\bcartes? (?:cadeaux?|bancaires?|de (?:credit|debit|fidelite|membre))\b/;
/** A washroom out of use ("out of order", « en panne », as « hors service » is read). */
export const OUT_OF_ORDER = /\b(?:out of order|broken|closed|en panne|bouchee?s?|fermee?s?)\b/;
/** Stairs, steps and lifts: how a guest gets in or up. */
export const ACCESS_TERM =
  /^(?:the |les? |la |l )?(?:stairs?|staircase|stairway|escaliers?|ramps?|rampes?|elevators?|ascenseurs?)$/;

const PARKING = /\b(?:parking|stationnement|stationner|garer|park)\b/;

/** The parking as the guest named it, when the clause speaks of it. */
export const locationWords = (clause: string, language: ReplyLanguage): string | null =>
  PARKING.test(clause) ? parkingWords(clause, language) : null;

/**
 * The parking as the guest named it: its price when they quote one (« le stationnement à 30 $ »,
 * "the $18 parking"), and the guest's own French word for it.
 */
function parkingWords(clause: string, language: ReplyLanguage): string {
  const fee = /\b(\d+(?:[.,]\d+)?) dollars\b|\bdollars (\d+(?:[.,]\d+)?)\b/.exec(clause);
  const word = /\bstationn/.test(clause) ? 'stationnement' : 'parking';
  const paid = /\b(?:payant\w*|charges?|fees?|frais)\b/.test(clause);
  if (language === 'en') {
    if (fee) return `the $${fee[1] ?? fee[2]} parking`;
    return paid ? 'the parking fees' : 'the parking';
  }
  // The folded clause says "dollars" for "$" and "€" alike: the guest's word says which.
  const unit = word === 'parking' ? '€' : '$';
  if (fee) return `le ${word} à ${fee[1] ?? fee[2]} ${unit}`;
  return paid ? `le ${word} payant` : `le ${word}`;
}
