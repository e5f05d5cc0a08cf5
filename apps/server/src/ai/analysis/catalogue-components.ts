import { key, type Token } from './catalogue-text.ts';

/**
 * What goes with or into food rather than being a dish: a lone dish word beside one of these
 * names that other thing ("the tartar sauce was missing", "duck fat", « sauce tartare », « gras
 * de canard »), not the dish that shares the word. A name that holds the word matches whole.
 */
const COMPONENTS = new Set(
  (
    'sauce sauces dressing gravy butter oil fat jus glaze salt seasoning broth stock crust batter ' +
    'foam powder syrup dip mayo mayonnaise aioli marinade rub flavour flavor flavoured flavored ' +
    'vinaigrette beurre huile graisse gras bouillon fond croute pate sirop poudre saveur gout'
  )
    .split(' ')
    .map((w) => key(w)),
);
const COMPONENT_LINKS = new Set(['de', 'd', 'du', 'des', 'au', 'aux', 'a', 'la', 'l']);

/** Only a space, a hyphen or an elision between two words: one phrase, no pause. */
const close = (text: string, a: Token, b: Token) => /^[\s\-'’]*$/u.test(text.slice(a.end, b.start));

export function partOfAnother(text: string, tokens: Token[], at: number): boolean {
  const next = tokens[at + 1];
  if (next && COMPONENTS.has(next.key) && close(text, tokens[at]!, next)) return true;
  let k = at - 1;
  while (k >= 0 && at - k <= 3 && COMPONENT_LINKS.has(tokens[k]!.key)) k--;
  if (k < 0 || at - k > 3 || !COMPONENTS.has(tokens[k]!.key)) return false;
  for (let j = k; j < at; j++) if (!close(text, tokens[j]!, tokens[j + 1]!)) return false;
  return true;
}

/** Québec and Acadian French for a partner: « ma blonde » (girlfriend), « mon chum ». */
const PARTNERS = new Set(['blonde', 'blondes', 'chum', 'chums']);
const POSSESSIVES = new Set(['ma', 'ta', 'sa', 'mon', 'ton', 'son', 'nos', 'vos', 'leurs']);

/**
 * A lone word after a possessive that names someone's partner, not the blonde ale or a dish
 * that shares the word: « j'ai passé la nuit malade pis ma blonde aussi ».
 */
export function namesPartner(tokens: Token[], at: number): boolean {
  const before = tokens[at - 1];
  return !!before && PARTNERS.has(tokens[at]!.lower) && POSSESSIVES.has(before.lower);
}
