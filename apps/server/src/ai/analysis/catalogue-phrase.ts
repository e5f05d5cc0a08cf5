import {
  conceptAt,
  conceptOf,
  DISH_NOUNS,
  INGREDIENTS,
  namesAnimal,
  namesFood,
  SERVING_HEADS,
} from './catalogue-concepts.ts';
import { joins, key, type Token } from './catalogue-text.ts';
import { isCourseWord } from './catalogue-words.ts';
import { wordClass } from './word-classes.ts';

// Whether the words around a dish word say it of the menu items it reaches (catalogue-menu.ts), or
// of another dish: "fish tacos", "le sandwich au porc effiloché". `reach` gives the items a word
// names or describes.

/** Words that name no dish of their own after a dish's kind: "the fish special", "the duck one". */
const GENERIC_HEADS = new Set(
  [
    ...SERVING_HEADS,
    ...'thing one dish item order choice option kind sort truc machin chose'.split(' '),
  ].map((w) => key(w)),
);
/** What a WordNet noun sense of these kinds says is no dish ("the fish today", "fish here"). */
const NOT_DISH_SENSES = new Set([
  'wn=',
  'wn=time',
  'wn=location',
  'wn=quantity',
  'wn=communication',
]);
const OF_WORDS = new Set(['of', 'with', 'de', 'du', 'des', 'd', 'a', 'au', 'aux', 'avec']);

const FRENCH_OF = new Set(['de', 'du', 'des', 'd', 'a', 'au', 'aux']);

/**
 * Whether words follow a French dish noun and its preposition that none of their items is: in
 * "le sandwich au porc effiloché" and "la poutine au canard" the pork and the duck are what
 * another dish holds, not the pulled pork ramen or the duck croque.
 */
export function fillsAnother(
  text: string,
  tokens: Token[],
  at: number,
  reach: (concept: string) => number[],
  items: number[],
): boolean {
  const of = tokens[at - 1]?.lower === 'l' || tokens[at - 1]?.lower === 'la' ? at - 2 : at - 1;
  const head = tokens[of - 1];
  if (!head || head.stop || !FRENCH_OF.has(tokens[of]?.lower ?? '')) return false;
  if (/[.!?;:,]/.test(text.slice(head.end, tokens[at]!.start))) return false;
  // « À côté de la tarte » is beside it, not a rib dish holding it.
  const concept = conceptAt(text, head);
  return DISH_NOUNS.has(concept) && !reach(concept).some((n) => items.includes(n));
}

/**
 * Whether words go before a dish noun that other items are and none of theirs: "the pulled pork
 * sandwich" is no pulled pork ramen beside a smoked meat sandwich. A dish noun no item is may say
 * what the item is ("the Caesar salad" for a Kale Caesar, "the pike dumpling" for a quenelle).
 */
export function qualifiesAnother(
  text: string,
  tokens: Token[],
  last: number,
  reach: (concept: string) => number[],
  items: number[],
): boolean {
  const next = tokens[last + 1];
  if (!next || next.stop || !joins(text, tokens[last]!, next)) return false;
  const concept = conceptOf(next.key);
  const others = reach(concept);
  return DISH_NOUNS.has(concept) && others.length > 0 && !others.some((n) => items.includes(n));
}

const isGeneric = (t: Token) => GENERIC_HEADS.has(t.key) || isCourseWord(t.lower);

/**
 * Whether a word that only describes menu items ("fish" for the halibut, "sandwich" for the
 * croque) names the dish it is said of. Not when it qualifies another dish: "fish tacos",
 * "chicken fingers" (English puts the dish after), "la soupe de poisson", "the taste of fish"
 * (the dish before a preposition); nor when the words around it name food the items do not have:
 * "le sandwich au porc effiloché", "a pulled pork sandwich" is not the duck croque. A generic
 * head ("the fish special", "a bowl of noodles") leaves the word to name the dish.
 */
export function describesThese(
  text: string,
  tokens: Token[],
  at: number,
  reach: (concept: string) => number[],
  items: number[],
): boolean {
  const token = tokens[at]!;
  const next = tokens[at + 1];
  if (
    next &&
    !next.stop &&
    joins(text, token, next) &&
    !isGeneric(next) &&
    !NOT_DISH_SENSES.has(wordClass(next.lower).features[0]!)
  )
    return false;
  const of = tokens[at - 1]?.lower === 'l' || tokens[at - 1]?.lower === 'la' ? at - 2 : at - 1;
  const head = tokens[of - 1];
  if (
    head &&
    OF_WORDS.has(tokens[of]?.lower ?? '') &&
    !head.stop &&
    !isGeneric(head) &&
    !/[.!?;:,]/.test(text.slice(head.end, token.start))
  )
    return false;
  return !around(text, tokens, at).some((w) => {
    const concept = conceptOf(w.key);
    const food =
      INGREDIENTS.has(concept) ||
      DISH_NOUNS.has(concept) ||
      namesFood(w.lower) ||
      namesAnimal(w.lower);
    return food && !reach(concept).some((n) => items.includes(n));
  });
}

/** The content words a dish word is said with: two before it, or after "of"/"au"/"with". */
function around(text: string, tokens: Token[], at: number): Token[] {
  const words: Token[] = [];
  for (let k = at - 1; k >= at - 2 && k >= 0; k--) {
    if (tokens[k]!.stop || !joins(text, tokens[k]!, tokens[k + 1]!)) break;
    words.push(tokens[k]!);
  }
  let k = at + 1;
  if (!OF_WORDS.has(tokens[k]?.lower ?? '')) return words;
  while (k <= at + 3 && tokens[k]?.stop && joins(text, tokens[k - 1]!, tokens[k]!)) k++;
  for (; k <= at + 5 && tokens[k] && !tokens[k]!.stop; k++) {
    if (!joins(text, tokens[k - 1]!, tokens[k]!)) break;
    words.push(tokens[k]!);
  }
  return words;
}
