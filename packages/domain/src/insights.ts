/** Review-intelligence rules shared by the analyser, the insight API and the screens. */

/**
 * Menu names that are never a menu item (docs/product/analytics.md#menu-items), compared
 * case-insensitively.
 */
export const GENERIC_MENU_WORDS = [
  'food',
  'drinks',
  'dishes',
  'starter',
  'drink',
  'dish',
  'starters',
  'veggies',
  'veggie',
  'foods',
  'take',
  'takes',
] as const;

export function isGenericMenuName(name: string): boolean {
  return (GENERIC_MENU_WORDS as readonly string[]).includes(name.trim().toLowerCase());
}

/** SemEval-2014's five restaurant categories. */
export const SEMEVAL_CATEGORIES = [
  'food',
  'service',
  'price',
  'ambience',
  'anecdotes/miscellaneous',
] as const;
export type SemevalCategory = (typeof SEMEVAL_CATEGORIES)[number];

/** The finer categories the analyser reports, each folded onto a SemEval category. */
export const ASPECT_CATEGORIES = {
  food: 'food',
  drinks: 'food',
  service: 'service',
  wait: 'service',
  // A booking lost, not honoured or not taken: read from what the guest tells, never a word's
  // category, so no keyword carries it (apps/server/src/ai/builtin/topic-verdicts.ts).
  reservation: 'service',
  price: 'price',
  value: 'price',
  billing: 'price',
  ambience: 'ambience',
  cleanliness: 'ambience',
  location: 'anecdotes/miscellaneous',
  'anecdotes/miscellaneous': 'anecdotes/miscellaneous',
} as const satisfies Record<string, SemevalCategory>;
export type AspectCategory = keyof typeof ASPECT_CATEGORIES;
export const ASPECT_CATEGORY_LIST = Object.keys(ASPECT_CATEGORIES) as AspectCategory[];
/** The categories a keyword (an aspect term the analysis found) can have. */
export const KEYWORD_CATEGORY_LIST = ASPECT_CATEGORY_LIST.filter((c) => c !== 'reservation');

export const POLARITIES = ['positive', 'negative', 'neutral', 'conflict'] as const;
export type Polarity = (typeof POLARITIES)[number];

export const SENTIMENT_LABELS = ['positive', 'negative', 'neutral', 'mixed'] as const;
export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];

/**
 * A keyword occurrence is kept only when all four fields say something
 * (docs/product/analytics.md#keywords).
 */
export function isCompleteKeyword(k: {
  keyword: string;
  category: string;
  snippet: string;
  sentiment: string;
}): boolean {
  return [k.keyword, k.category, k.snippet, k.sentiment].every((v) => v.trim().length > 0);
}
