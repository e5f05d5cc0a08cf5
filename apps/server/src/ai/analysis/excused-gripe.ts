import type { Word } from './sentence.ts';

/**
 * The guest names a downside and excuses it: "parking is a pain, but that's hardly their fault",
 * "a touch loud but that's Gastown on a Friday", "service was slow but they were slammed",
 * "it's a pub after all", « c'était long mais pas de leur faute », « ils étaient débordés ». The
 * excuse says whose fault it is, not that nothing went wrong: at 4★ it is still the guest's
 * criticism (docs/product/review-understanding.md, the overall-sentiment rule). A family of
 * wordings of excuse (whose fault, a full room, the place or the night it is), not of gripes; the
 * guest's own taste ("a bit rich for me") and the guest's own fault ("our fault") are not it.
 */
const APOS = String.raw`['’]? ?`;
/** Whose fault it is not: said only of something that went wrong, so a downside by itself. */
const FAULT = new RegExp(
  [
    String.raw`\b(?:not|n${APOS}t|hardly|never|no|scarcely)\s+(?:really\s+|at\s+all\s+|entirely\s+|exactly\s+)?(?:their|the\s+(?:restaurant|staff|kitchen|server)${APOS}s|your|his|her)\s+fault\b`,
    String.raw`\b(?:can${APOS}?(?:no)?t|ca\s*n${APOS}t|cannot|could${APOS}?n${APOS}?t|hard\s+to|don${APOS}?t|do\s*n${APOS}t|wouldn${APOS}?t|would\s*n${APOS}t)\s+(?:really\s+)?blame\s+(?:them|him|her|the\s+(?:restaurant|staff|kitchen|servers?))\b`,
    String.raw`\bnot\s+on\s+them\b|\bout\s+of\s+their\s+(?:control|hands)\b|\bnothing\s+(?:they|the\s+(?:restaurant|staff|kitchen))\s+(?:can|could)\s+do\b`,
    String.raw`\bpas\s+(?:de\s+|d${APOS})?(?:leur|votre|sa)\s+faute\b|\bpas\s+la\s+faute\s+(?:du|de\s+la|de\s+l${APOS}|des)\b`,
    String.raw`\b(?:ils|y)\s+(?:n${APOS})?(?:y\s+)?(?:peuvent|pouvaient|sont|etaient)\s+(?:pour\s+)?rien\b|\bon\s+ne\s+peut\s+pas\s+leur\s+en\s+vouloir\b`,
  ].join('|'),
  'iu',
);
/** The room, the night or the place it is: an excuse only beside a downside ("packed but friendly" is praise). */
const CIRCUMSTANCE = new RegExp(
  [
    String.raw`\b(?:they|the\s+(?:place|kitchen|staff|restaurant|room|bar))\s+(?:were|was|are|is)\s+(?:(?:so|really|clearly|obviously|absolutely|completely|totally|super|just)\s+)?(?:packed|slammed|swamped|rammed|heaving|short[- ]?staffed|understaffed|run\s+off\s+their\s+feet|flat\s+out)\b`,
    // "that's Gastown on a Friday", "it was a Saturday night after all", "it's a pub after all".
    String.raw`\b(?:that${APOS}s|it${APOS}s|it\s+was)\s+(?:[\p{L}'-]+\s+){1,3}on\s+an?\s+(?:friday|saturday|sunday|weekend|holiday|long\s+weekend)\b`,
    String.raw`\b(?:that${APOS}s|it${APOS}s|it\s+is|it\s+was)\s+(?:an?\s+)?[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s+after\s+all\b`,
    String.raw`\b(?:ils|elles)\s+(?:etaient|sont)\s+(?:vraiment\s+|completement\s+|clairement\s+)?(?:debordee?s?|dans\s+le\s+jus|a\s+court\s+de\s+personnel)\b`,
    String.raw`\bc${APOS}(?:est|etait)\s+(?:normal\s+)?un\s+(?:vendredi|samedi|dimanche)\s+soir\b`,
  ].join('|'),
  'iu',
);

/** The words of the excuse itself, which say nothing of the visit ("fault", "slammed", « faute »). */
const EXCUSE_WORDS = new Set(
  'fault faute blame blamed packed slammed swamped rammed heaving busy understaffed short staffed control rien deborde debordes debordee debordees'.split(
    ' ',
  ),
);

/** How far a word must lean to name a downside ("long", "slow"; not "can't" by itself). */
const DOWNSIDE = -0.2;

/** Whether a folded sentence excuses something: whose fault, or the room, night or place. */
export const excuses = (folded: string) => FAULT.test(folded) || CIRCUMSTANCE.test(folded);

/**
 * Whether the sentence excuses a downside it names: an excuse of whose fault it is ("hardly their
 * fault" says something went wrong), or of the circumstance beside a word that reads negative
 * once negation is applied, other than the excuse's own words.
 */
export function excusedGripe(folded: string, words: readonly Word[]): boolean {
  if (FAULT.test(folded)) return true;
  if (!CIRCUMSTANCE.test(folded)) return false;
  return words.some((w) => w.polarity < DOWNSIDE && !EXCUSE_WORDS.has(w.folded));
}
