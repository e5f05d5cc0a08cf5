import { readFileSync } from 'node:fs';
import {
  CATEGORY_WORDS,
  CONTRAST_WORDS,
  INTENSIFIERS,
  NEGATIVE_WORDS,
  NEGATORS,
  POSITIVE_WORDS,
} from './restaurant-lexicon.ts';
import { foldWord, stem } from './tokenize.ts';

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
for (const w of POSITIVE_WORDS) POLARITY.set(w, Math.max(0.6, POLARITY.get(w) ?? 0));
for (const w of NEGATIVE_WORDS) POLARITY.set(w, Math.min(-0.6, POLARITY.get(w) ?? 0));

const CATEGORY_OF = new Map<string, string[]>();
for (const [category, list] of Object.entries(CATEGORY_WORDS))
  for (const w of list) {
    const key = stem(w);
    CATEGORY_OF.set(key, [...(CATEGORY_OF.get(key) ?? []), category]);
  }

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
