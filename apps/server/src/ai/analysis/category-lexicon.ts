import { readFileSync } from 'node:fs';
import { stem } from './tokenize.ts';

/** English nouns by WordNet category, written by `scripts/build-category-lexicon.ts`. */
export const CATEGORY_LEXICON_URL = new URL('./data/category-lexicon.json', import.meta.url);

let byStem: Map<string, string[]> | null = null;

function load(): Map<string, string[]> {
  const lists = JSON.parse(readFileSync(CATEGORY_LEXICON_URL, 'utf8')) as Record<
    string,
    string | string[]
  >;
  const map = new Map<string, string[]>();
  for (const [category, list] of Object.entries(lists)) {
    if (!Array.isArray(list)) continue;
    for (const word of list) {
      const key = stem(word);
      const known = map.get(key);
      if (!known) map.set(key, [category]);
      else if (!known.includes(category)) known.push(category);
    }
  }
  return map;
}

/**
 * WordNet categories of a word stem: "food" when its first sense is a food, "food~" when a
 * less frequent one is.
 */
export function lexiconCategories(wordStem: string): readonly string[] {
  byStem ??= load();
  return byStem.get(wordStem) ?? [];
}
