/**
 * Words that name nothing a restaurant can act on ("stuff", « truc »): a keyword made only of
 * them, with or without an article, is dropped when the review is read, so stored keywords are
 * clean (docs/product/analytics.md#keywords). EN and FR, singular and plural.
 */
const FILLER_WORDS = new Set([
  // English
  'stuff',
  'stuffs',
  'thing',
  'things',
  'something',
  'anything',
  'everything',
  'nothing',
  'lot',
  'lots',
  'way',
  'ways',
  'bit',
  'bits',
  'kind',
  'sort',
  'one',
  'ones',
  // French
  'truc',
  'trucs',
  'chose',
  'choses',
  'affaire',
  'affaires',
  'machin',
  'machins',
  'quelque',
  'tout',
  'tous',
  'rien',
  'fois',
  'façon',
  'manière',
  'genre',
  'peu',
  'beaucoup',
  'coup',
]);

/** Articles and small words that may come with a filler word ("the stuff", « les trucs »). */
const ARTICLES = new Set([
  'a',
  'an',
  'the',
  'some',
  'this',
  'that',
  'these',
  'those',
  'of',
  'le',
  'la',
  'les',
  'un',
  'une',
  'des',
  'du',
  'de',
  'ce',
  'cette',
  'ces',
  'l',
  'd',
]);

/** True when the keyword says nothing but filler: only filler words and articles. */
export function isFillerKeyword(keyword: string): boolean {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const content = words.filter((w) => !ARTICLES.has(w));
  return content.length > 0 && content.every((w) => FILLER_WORDS.has(w));
}
