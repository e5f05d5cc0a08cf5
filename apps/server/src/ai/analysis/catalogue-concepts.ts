import { buildKinds } from './catalogue-kinds.ts';
import { fold, key } from './catalogue-text.ts';
import { buildGlossary, buildSpellings, dishNounList } from './catalogue-words.ts';
import { wordClass } from './word-classes.ts';

// The concepts the menu matcher (catalogue-menu.ts) reads words as: one for a word's languages,
// spellings and inflections, and what the kitchen word lists and WordNet say of it.

export const GLOSSARY = buildGlossary((word) => key(fold(word)));
export const SPELLINGS = buildSpellings((word) => key(fold(word)));
/**
 * One form for a word's inflections: "spiced"/"spicy"/"spice", "smoked"/"smoky", "épicé(e)s"
 * meet. Only for words the glossary does not know, and only 5 letters and up.
 */
export const inflected = (k: string) => (k.length >= 5 ? k.replace(/(?:ed|y|e)$/, '') : k);
export const conceptOf = (k: string) => GLOSSARY.get(k) ?? SPELLINGS.get(k) ?? inflected(k);
/**
 * The concept of a word as written in `text`: "côté" (side, beside) is not "côte" (rib), since the
 * glossary's French words never end in an accented e; such a word keeps its own spelling.
 */
export const conceptAt = (text: string, token: { start: number; end: number; key: string }) =>
  /[éÉ]s?$/.test(text.slice(token.start, token.end))
    ? (SPELLINGS.get(token.key) ?? inflected(token.key))
    : conceptOf(token.key);
export const DISH_NOUNS = new Set(dishNounList().map((w) => conceptOf(key(fold(w)))));
/** Kinds a menu word describes ("fish" for "halibut", "coffee" for "latte"), as concepts. */
export const KINDS = buildKinds((w) => conceptOf(key(fold(w))));
/** French words of the glossary ("truffe", "fromage"): a name that has one is French. */
export const FRENCH_WORDS = new Set(
  [...buildGlossary(fold)].filter(([word, concept]) => word !== concept).map(([word]) => word),
);
/** Concepts of the glossary: ingredients, too common to stand for one dish as a name's head. */
export const INGREDIENTS = new Set(GLOSSARY.values());

/**
 * Heads that say what kind of meal or serving a dish is, not what it is: guests name such a dish
 * by its other word ("the lumberjack" for "Lumberjack breakfast", "le bûcheron").
 */
export const SERVING_HEADS = new Set(
  (
    'breakfast brunch lunch dinner supper meal special combo platter plate board trio duo bowl ' +
    'dejeuner diner souper repas assiette plat planche formule bol'
  )
    .split(' ')
    .map((w) => key(w)),
);
/** A word WordNet files under animals: a guest may name a meat dish by it ("the bison"). */
export const namesAnimal = (lower: string) => wordClass(lower).features[0] === 'wn=animal';
export const isAdjective = (lower: string) => wordClass(lower).features[1]!.includes('a');
/** A word WordNet files under food: with a dish noun, it tells a dish from a drink. */
export const namesFood = (lower: string) => wordClass(lower).features[0] === 'wn=food';
