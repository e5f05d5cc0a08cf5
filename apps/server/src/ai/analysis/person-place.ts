import type { Word } from './sentence.ts';

// Where a person works, said just after their name ("Dev behind the bar", « Mimi au comptoir »):
// it tells who they are, not how they served, so no reader of the clause judges it ("behind"
// is a complaint in "running behind").

const PREPOSITIONS = new Set('at behind from in on au a derriere dans'.split(' '));
const ARTICLES = new Set('the le la l les'.split(' '));
const PLACES = new Set('bar kitchen cuisine salle floor accueil front door comptoir'.split(' '));

/** The words of the place phrase right after the mention ending at `end`, if there is one. */
export function placeRange(words: readonly Word[], end: number): [number, number] | null {
  if (!PREPOSITIONS.has(words[end]?.folded ?? '')) return null;
  let k = end + 1;
  if (ARTICLES.has(words[k]?.folded ?? '')) k++;
  return PLACES.has(words[k]?.folded ?? '') ? [end, k + 1] : null;
}
