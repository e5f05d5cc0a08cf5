/*
 * Word folding shared by the draft checks: English, France French and Québec French are read
 * alike once lower-cased, without accents, with apostrophes and hyphens as spaces, so one word
 * list serves "allergie", "Allergie" and "l'allergie".
 */

/** Lower case, no accents, letters and digits only, single spaces, padded: " word word ". */
export function fold(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

/**
 * A term as a matcher on folded text: whole words, a trailing plural (s, x) allowed, and a `*`
 * after any word for a stem ("allerg*" finds allergy, allergic, allergique; "reviendr* vers vous"
 * finds "nous reviendrons vers vous").
 */
function termPattern(term: string): RegExp {
  const words = term
    .trim()
    .split(/\s+/)
    .map((word) => ({ stem: word.endsWith('*'), text: fold(word.replace(/\*$/, '')).trim() }))
    .filter((w) => w.text !== '');
  const last = words.length - 1;
  const source = words
    .map((w, i) => w.text + (w.stem ? '[a-z0-9]*' : i === last ? '(?:s|x|es)?' : ''))
    .join(' ');
  return new RegExp(`(?<= )${source}(?= )`);
}

const patterns = new Map<string, RegExp>();
function patternOf(term: string): RegExp {
  let p = patterns.get(term);
  if (!p) {
    p = termPattern(term);
    patterns.set(term, p);
  }
  return p;
}

/** Whether folded text (from `fold`) holds the term. */
export function hasTerm(folded: string, term: string): boolean {
  return fold(term).trim() !== '' && patternOf(term).test(folded);
}

/** One pattern for a whole word list, so a list that does not match costs one search. */
const lists = new WeakMap<readonly string[], RegExp>();
function listPattern(terms: readonly string[]): RegExp {
  let p = lists.get(terms);
  if (!p) {
    const sources = terms.filter((t) => fold(t).trim() !== '').map((t) => patternOf(t).source);
    p = new RegExp(sources.length ? sources.join('|') : '(?!)');
    lists.set(terms, p);
  }
  return p;
}

/** The first of the terms the folded text holds, or null. */
export function findTerm(folded: string, terms: readonly string[]): string | null {
  if (!listPattern(terms).test(folded)) return null;
  for (const term of terms) if (hasTerm(folded, term)) return term;
  return null;
}

export const hasAnyTerm = (folded: string, terms: readonly string[]) =>
  findTerm(folded, terms) !== null;

/** Sentences: after . ! ? … or a line break. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Clauses of a sentence: where a reply turns from one thing to another ("Sorry about the wait,
 * but we're glad you loved the fries"), so praise and apology are read where they are said.
 */
export function clausesOf(sentence: string): string[] {
  return sentence
    .split(
      /[;:–—]|,?\s+(?:but|though|although|however|while|whereas|mais|cependant|toutefois|par contre|tandis que|alors que)\s+|,\s+(?:and|et)\s+/i,
    )
    .map((c) => c.trim())
    .filter(Boolean);
}
