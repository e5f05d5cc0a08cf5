import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * A hazard the guest warns about (a wet floor, a broken chair, an exposed wire): answered with a
 * specific, serious line, not as an impression of the room. Read from the review's words, folded.
 */

type Hazard = { test: RegExp; en: string; fr: string };

const WET = '(?:wet|soaked|slippery|flooded|mouille\\w*|trempe\\w*|glissant\\w*|inonde\\w*)';
const WASHROOM = '(?:washroom|restroom|bathroom|toilet|toilets|toilettes|salle de bain)';

const HAZARDS: Hazard[] = [
  {
    test: new RegExp(
      `\\b${WASHROOM}\\b.{0,40}\\b(?:floor|sol|plancher)\\b.{0,30}\\b${WET}|\\b(?:floor|sol|plancher)\\b.{0,20}\\b${WASHROOM}\\b.{0,30}\\b${WET}`,
    ),
    en: 'the wet washroom floor',
    fr: 'le sol mouillé des toilettes',
  },
  {
    test: new RegExp(
      `\\b(?:floor|sol|plancher|stairs|steps|escalier|marches)\\b.{0,30}\\b${WET}\\b|\\b${WET}\\b.{0,10}\\b(?:floor|sol|plancher)\\b`,
    ),
    en: 'the wet floor',
    fr: 'le sol mouillé',
  },
  {
    test: /\b(?:broken|wobbly|cracked|collapsed) (?:chair|stool|bench|seat)s?\b|\b(?:chair|stool|bench|seat)s? (?:was |were )?(?:broken|wobbly|cracked|collapsed|gave way|broke)\b/,
    en: 'the broken chair',
    fr: 'la chaise cassée',
  },
  {
    test: /\b(?:chaise|tabouret|banc|banquette)s? (?:etait |etaient )?(?:cassee?s?|brisee?s?|bancale?s?|branlante?s?|effondree?s?)\b/,
    en: 'the broken chair',
    fr: 'la chaise cassée',
  },
  {
    test: /\b(?:exposed|bare|loose|hanging|live) (?:electrical )?(?:wire|wires|wiring|cable|cables)\b|\b(?:fils?|cables?) (?:electriques? )?(?:denude\w*|a nu|a l air|pendant\w*)\b/,
    en: 'the exposed wiring',
    fr: 'les fils électriques à nu',
  },
];

/** What the guest warns could hurt someone, as the reply names it, or null. */
export function hazardIn(text: string, language: ReplyLanguage): string | null {
  const folded = fold(text);
  const hazard = HAZARDS.find((h) => h.test.test(folded));
  return hazard ? hazard[language] : null;
}
