import { isGenericMenuName } from '@tableside/domain/insights';
import { isRoleWord } from './catalogue-people-words.ts';
import { STOP_WORDS, compoundWords, isCourseWord } from './catalogue-words.ts';

// What the catalogue matcher (catalogue-match.ts) shares between menu and staff: the mention
// types, folding, word keys, tokens and edit distance.

export type CatalogueEntry = { name: string; aliases?: string[]; role?: string | null };
/**
 * Where a text names an entry. `name` is the entry's name; `exact` says the words were its name or
 * one of its aliases (ignoring case, accents and plurals; a person's first name alone counts),
 * not a shortening, misspelling, translation or nickname the matcher inferred. When the words
 * could be more than one entry (two Marcs, "the steak" with two steaks on the menu) `name` is
 * null and `candidates` lists them: an ambiguous mention credits nobody.
 */
export type Mention =
  | { name: string; start: number; end: number; exact: boolean; candidates?: undefined }
  | { name: null; start: number; end: number; exact?: undefined; candidates: string[] };

/** Lower case, no accents (the Vietnamese "đ" a "d"), ligatures spelled out, one kind of apostrophe. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/[đĐ]/g, (d) => (d === 'đ' ? 'd' : 'D'))
    .toLowerCase();

/**
 * A word's matching key: folded, singular ("tartes", "oysters", "gâteaux", "berries") and without
 * a final mute e, so French and English spellings of one word meet ("tarte"/"tart").
 */
export function key(folded: string): string {
  let w = folded;
  if (w.length > 3) {
    if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith('oes')) w = w.slice(0, -2);
    else if (/[^s]s$/.test(w)) w = w.slice(0, -1);
    else if (/(?:au|eu|ou)x$/.test(w)) w = w.slice(0, -1);
  }
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

export type Token = {
  start: number;
  end: number;
  lower: string;
  key: string;
  stop: boolean;
  cap: boolean;
  /** A single capital letter: an initial ("Marc T."). */
  initial: boolean;
};

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+|&/gu)) {
    const lower = fold(m[0]);
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      lower,
      key: key(lower),
      stop: STOP_WORDS.has(lower),
      cap: /^\p{Lu}/u.test(m[0]),
      initial: /^\p{Lu}$/u.test(m[0]),
    });
  }
  return out;
}

// Longest first, so "chou-de-bruxelles" wins over a shorter compound at the same word.
const COMPOUNDS = compoundWords()
  .map((parts) => ({ parts: parts.map((p) => key(fold(p))), key: key(fold(parts.join('-'))) }))
  .sort((a, b) => b.parts.length - a.parts.length);

/**
 * The words of a menu text with the glossary's compounds as one word each ("pommes de terre",
 * "Saint-Jacques", "chou-fleur"), whatever joins them: one concept, not an apple or a saint.
 */
export function menuTokens(text: string): Token[] {
  const tokens = tokenize(text);
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const compound = COMPOUNDS.find(
      ({ parts }) =>
        parts.every((k, j) => tokens[i + j]?.key === k) &&
        parts.slice(1).every((_, j) => joins(text, tokens[i + j]!, tokens[i + j + 1]!)),
    );
    if (!compound) {
      out.push(tokens[i]!);
      continue;
    }
    const n = compound.parts.length;
    const last = tokens[i + n - 1]!;
    const lower = fold(text.slice(tokens[i]!.start, last.end)).replace(/[^a-z0-9]+/g, '-');
    out.push({ ...tokens[i]!, end: last.end, lower, key: compound.key, stop: false });
    i += n - 1;
  }
  return out;
}

/** Between two words of one name only spaces, hyphens, apostrophes, brackets or slashes. */
export const joins = (text: string, a: Token, b: Token) =>
  /^[\s\-'’‘`´()/."]*$/u.test(text.slice(a.end, b.start));
/** Words end a clause at sentence punctuation. */
export const clauseEnds = (text: string, a: Token, b: Token) =>
  /[.!?;:]/.test(text.slice(a.end, b.start));

/** Damerau–Levenshtein distance (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Edits allowed for a misspelled word: none under 5 letters, 1 up to 7, 2 from 8. */
export const editsFor = (length: number) => (length < 5 ? 0 : length < 8 ? 1 : 2);

/** A mention with the rank that settles an overlap (the longest span, a whole name first). */
export type Candidate = Mention & { rank: number };

/**
 * Whether guests' words name a role or a course rather than someone or something: only role and
 * title words for a person ("the chef", "our server", "la gérante"), only course, generic or role
 * words for a dish ("the special", "dessert", "le plat du jour"). Such words are never an alias to
 * confirm (docs/product/review-understanding.md#teaching-the-analysis).
 */
export function namesNoOne(kind: 'menu' | 'staff', words: string): boolean {
  const content = tokenize(words).filter((t) => !t.stop);
  const generic = (w: string) =>
    isRoleWord(w) || (kind === 'menu' && (isCourseWord(w) || isGenericMenuName(w)));
  // The word as written, its key, or its plural's singular ("serveuses": the key drops the mute e).
  const forms = (t: Token) => [t.lower, t.key, t.lower.replace(/(?<=...)[sx]$/, '')];
  return content.length > 0 && content.every((t) => forms(t).some(generic));
}
