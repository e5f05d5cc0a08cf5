/**
 * "Wings a bit too sweet", « les œufs un peu trop cuits »: too much of anything is a complaint
 * about the dish, however mildly put, so a reply does not thank the kitchen for it. "Not too
 * sweet" and « pas trop salé » praise; « trop bon », "too good" and "me too" are no excess.
 * Read on a clause's folded words.
 */
const EXCESS =
  /(?<!\b(?:not|never|pas|jamais|n'|without|sans) (?:\S+ )?)\b(?:too|trop) (?!(?:good|cute|much fun|bon|bonne|bons|bonnes|cute|hate|mignon\w*|beau|belle|fort|content\w*|heureu\w*|[,.!?;:)]|$))\p{L}/u;

/** Whether a clause says a dish had too much of something. */
export function excessive(folded: string): boolean {
  return EXCESS.test(folded);
}
