import { readFileSync } from 'node:fs';
import { perWord } from './word-memo.ts';
import { stem } from './tokenize.ts';

/**
 * WordNet word classes (`data/wordnet-classes.json`, derived by
 * `scripts/build-wordnet-classes.ts`): they let the term tagger treat a dish it never saw in
 * training like the dishes it did ("gnocchi" is food as "pizza" is).
 */
const data = JSON.parse(
  readFileSync(new URL('./data/wordnet-classes.json', import.meta.url), 'utf8'),
) as {
  nounClass: Record<string, string>;
  alsoFood: string;
  partsOfSpeech: Record<string, string>;
};

const CLASS = new Map<string, string>();
for (const [c, list] of Object.entries(data.nounClass))
  for (const w of list.split(' ')) CLASS.set(w, c);
const ALSO_FOOD = new Set(data.alsoFood.split(' '));
const POS = new Map<string, string>();
for (const [pos, list] of Object.entries(data.partsOfSpeech))
  for (const w of list.split(' ')) POS.set(w, (POS.get(w) ?? '') + pos[0]);

/** A word's class as the tagger's feature names, built once per word. */
export type WordClass = { features: string[]; before: string; after: string };
/** The WordNet class of a folded word or of its singular. */
export const wordClass = perWord((folded): WordClass => {
  const key = CLASS.has(folded) || POS.has(folded) ? folded : stem(folded);
  const noun = CLASS.get(key) ?? '';
  const features = [`wn=${noun}`, `wnp=${POS.get(key) ?? ''}`];
  if (ALSO_FOOD.has(key)) features.push('wnfood');
  return { features, before: `wn-1=${noun}`, after: `wn+1=${noun}` };
});

/** Whether WordNet knows a folded word as a noun, verb or adjective ("hunter", "rose", not "jenny"). */
export const isDictionaryWord = (folded: string) => POS.has(folded);

/** Whether WordNet knows a folded word as a place ("montreal", "boston", "halifax"). */
export const isPlaceWord = (folded: string) => CLASS.get(folded) === 'location';

/** Whether WordNet knows a folded word at all, as a part of speech or a noun class ("ale"). */
export const isKnownWord = (folded: string) => POS.has(folded) || CLASS.has(folded);
