import {
  frenchEntry,
  isContrast,
  isIntensifier,
  isNegator,
  lexicalEntry,
  phraseAt,
} from './lexicon.ts';
import { foldWord, tokenize, type Token } from './tokenize.ts';
import { perWord } from './word-memo.ts';

/** A token with everything the models read about it, computed once per sentence. */
export type Word = Token & {
  folded: string;
  stem: string;
  /** Lexicon polarity, flipped inside a negation scope, doubled after an intensifier. */
  polarity: number;
  /** Valence in each general lexicon (`VALENCE_LEXICONS`), flipped the same way. */
  valence: number[];
  negated: boolean;
  /** Clause number: commas, semicolons and "but" start a new clause. */
  clause: number;
  categories: readonly string[];
  punct: boolean;
};

const BREAK = /^[.,;:!?()]$/;
/**
 * "and" / « et » opening a new subject ends a negation: in "we're not big eaters and the trout
 * was great" nothing negates the trout. "Not hot and crispy" keeps it (no subject follows).
 */
const AND = new Set(['and', 'et']);
export const SUBJECT = new Set(
  'the a an our my his her their this that it we i they he she everything le la les un une notre nos mon ma mes leur leurs ce cette ces on il elle ils elles tout'.split(
    ' ',
  ),
);
/** "Could've been crispier", "should have been hotter": the guest wanted otherwise. */
const COUNTERFACTUAL = new Set(['could', 'should']);
const PERFECT = new Set(['have', "'ve"]);

/** Each token text's folded form and whether it is punctuation, worked out once (Unicode
 * normalisation is the dearest step of reading a word). */
const spelling = perWord((text) => {
  const folded = foldWord(text);
  return { folded, punct: !/[\p{L}\p{N}]/u.test(folded) };
});

const scaled = (scores: number[], by: number) =>
  by === 1 || scores.every((v) => v === 0) ? scores : scores.map((v) => v * by);

/** A sentence's words; in French, each word with its French sense only (`frenchEntry`). */
export function readSentence(text: string, language: 'en' | 'fr' = 'en'): Word[] {
  const lookUp = language === 'fr' ? frenchEntry : lexicalEntry;
  const tokens = tokenize(text);
  let negated = false;
  // French "plus" negates only after "ne" ("ne … plus"); alone it is "more" ("le plus frais").
  let ne = false;
  let clause = 0;
  let intensify = 1;
  // "less expensive", « moins cher »: the word after "less" is said the other way, for that word.
  let lessened = false;
  const words = tokens.map((token, i) => {
    const { folded, punct } = spelling(token.text);
    const next = tokens[i + 1] && spelling(tokens[i + 1]!.text).folded;
    if (negated && AND.has(folded) && next && SUBJECT.has(next)) negated = false;
    if ((punct && BREAK.test(folded)) || isContrast(folded)) {
      negated = false;
      ne = false;
      clause += 1;
    }
    const entry = lookUp(folded);
    const flip = (negated ? -0.8 : 1) * (lessened ? -0.8 : 1) * intensify;
    const polarity = flip * entry.polarity;
    // Fields named one by one: a spread of the token made each word a dictionary-mode object,
    // twenty times slower to build and slower to read everywhere after.
    const word: Word = {
      text: token.text,
      lower: token.lower,
      start: token.start,
      end: token.end,
      folded,
      stem: entry.stem,
      polarity,
      valence: scaled(entry.valence, flip),
      negated,
      clause,
      categories: entry.categories,
      punct,
    };
    intensify = isIntensifier(folded) ? 1.5 : 1;
    const before = i > 0 ? spelling(tokens[i - 1]!.text).folded : '';
    // Not "at least" (« au moins »), "a star less" (« en moins ») nor "no less".
    lessened = LESS.has(folded) && !LESS_FIXED.has(before);
    if (isNegator(folded) || (ne && folded === 'plus')) negated = true;
    if (counterfactual(folded, i > 0 ? spelling(tokens[i - 1]!.text).folded : '')) negated = true;
    if (folded === 'ne' || folded === "n'") ne = true;
    return word;
  });
  const folded = words.map((w) => w.folded);
  words.forEach((w, i) => {
    const phrase = phraseAt(folded, i);
    if (!phrase) return;
    const first = words[phrase.start]!;
    for (let k = phrase.start; k < i; k++) words[k]!.polarity = 0;
    w.polarity = (first.negated ? -0.8 : 1) * phrase.polarity;
  });
  return words;
}

/** Comparatives downward, and the words before them that make them no comparative. */
const LESS = new Set(['less', 'moins']);
const LESS_FIXED = new Set(['au', 'en', 'no', 'not', 'pas', 'none', 'du', 'nonetheless']);

/** "could've", "should have": what follows is what the guest wished it had been. */
function counterfactual(folded: string, before: string): boolean {
  if (folded === "could've" || folded === "should've") return true;
  return PERFECT.has(folded) && COUNTERFACTUAL.has(before);
}
