import type { Word } from './sentence.ts';

/** What the training sentences say about a word sequence as an aspect term. */
export type TermStat = {
  /** Times annotated as an aspect term, and times the sequence occurs at all. */
  tagged: number;
  seen: number;
  /** Categories of the sentences that name it (fractional when several). */
  categories: Record<string, number>;
};

export type Gazetteer = {
  terms: Record<string, TermStat>;
  /** Stem → [times inside a term, times seen]. */
  words: Record<string, [number, number]>;
};

export type GazetteerSentence = {
  words: Word[];
  /** Token index ranges [start, end) of the annotated terms. */
  spans: [number, number][];
  categories: string[];
};

const MAX_LEN = 6;
/** The stems of words [start, end) joined by spaces: how the gazetteer knows a sequence. */
export function termKey(words: Word[], start: number, end: number): string {
  if (end <= start) return '';
  let key = words[start]!.stem;
  for (let i = start + 1; i < end; i++) key += ` ${words[i]!.stem}`;
  return key;
}

export function buildGazetteer(sentences: GazetteerSentence[]): Gazetteer {
  // Looked up by words from reviews: no prototype, so "constructor" is just a word.
  const terms: Record<string, TermStat> = Object.create(null) as Record<string, TermStat>;
  const words = Object.create(null) as Record<string, [number, number]>;
  for (const s of sentences) {
    const inside = new Set<number>();
    const cats = s.categories.filter((c) => c !== 'anecdotes/miscellaneous');
    for (const [a, b] of s.spans) {
      const key = termKey(s.words, a, b);
      const stat = (terms[key] ??= { tagged: 0, seen: 0, categories: {} });
      stat.tagged += 1;
      const list = cats.length ? cats : s.categories;
      for (const c of list) stat.categories[c] = (stat.categories[c] ?? 0) + 1 / list.length;
      for (let i = a; i < b; i++) inside.add(i);
    }
    s.words.forEach((w, i) => {
      const row = (words[w.stem] ??= [0, 0]);
      row[1] += 1;
      if (inside.has(i)) row[0] += 1;
    });
  }
  for (const s of sentences)
    for (let a = 0; a < s.words.length; a++)
      for (let b = a + 1; b <= Math.min(s.words.length, a + MAX_LEN); b++) {
        const stat = terms[termKey(s.words, a, b)];
        if (stat) stat.seen += 1;
      }
  return { terms, words };
}

type Match = { start: number; end: number; stat: TermStat };
const memo = new WeakMap<Word[], { gazetteer: Gazetteer; found: Match[] }>();

/** Known term occurrences in a sentence, longest first, never overlapping (memoised per sentence). */
export function matchGazetteer(gazetteer: Gazetteer, words: Word[]): Match[] {
  const hit = memo.get(words);
  if (hit?.gazetteer === gazetteer) return hit.found;
  const found = findMatches(gazetteer, words);
  memo.set(words, { gazetteer, found });
  return found;
}

/** The keys that begin a known term of more words ("ice" of "ice cream"), per gazetteer. */
const beginnings = new WeakMap<Gazetteer['terms'], Set<string>>();
function termBeginnings(terms: Gazetteer['terms']): Set<string> {
  let found = beginnings.get(terms);
  if (!found) {
    found = new Set();
    for (const key of Object.keys(terms))
      for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1))
        found.add(key.slice(0, at));
    beginnings.set(terms, found);
  }
  return found;
}

function findMatches(gazetteer: Gazetteer, words: Word[]): Match[] {
  // Every known sequence, its key grown a word at a time (no slice and join per sequence) while
  // some longer term begins with it...
  const begins = termBeginnings(gazetteer.terms);
  const hits: Match[] = [];
  for (let a = 0; a < words.length; a++) {
    let key = '';
    for (let end = a + 1; end <= Math.min(words.length, a + MAX_LEN); end++) {
      key = end === a + 1 ? words[a]!.stem : `${key} ${words[end - 1]!.stem}`;
      const stat = gazetteer.terms[key];
      if (stat) hits.push({ start: a, end, stat });
      if (!begins.has(key)) break;
    }
  }
  // ...then taken longest first, leftmost first, where no longer one took a word already.
  hits.sort((x, y) => y.end - y.start - (x.end - x.start) || x.start - y.start);
  const taken = new Array<boolean>(words.length).fill(false);
  const found: Match[] = [];
  for (const m of hits) {
    let free = true;
    for (let i = m.start; i < m.end; i++) if (taken[i]) free = false;
    if (!free) continue;
    for (let i = m.start; i < m.end; i++) taken[i] = true;
    found.push(m);
  }
  return found.sort((x, y) => x.start - y.start);
}
