import { categoryAnchors } from './category-features.ts';
import type { Gazetteer } from './gazetteer.ts';
import type { AttentionToken } from './learn/attention.ts';
import { SEMEVAL_CATEGORIES } from '@tableside/domain/insights';
import type { Word } from './sentence.ts';
import { wordVectors, type WordVectors } from './word-vectors.ts';

/** Distance buckets (words from the aspect, 0 on it); farther words are not read. */
const BUCKETS = [0, 1, 2, 3, 5, 8, 12];
const bucket = (d: number) => BUCKETS.findIndex((b) => d <= b);
/** A position per distance bucket, in the aspect's clause or not. */
export const TERM_POSITIONS = BUCKETS.length * 2;
/** The same, and one more for every word of a sentence where nothing names the aspect. */
export const ASPECT_POSITIONS = TERM_POSITIONS + 1;

/** The words around the term `[start, end)` as the term-polarity network reads them. */
export function termTokens(
  words: Word[],
  start: number,
  end: number,
  vectors: WordVectors = wordVectors(),
): AttentionToken[] {
  return aspectTokens(
    words,
    Array.from({ length: end - start }, (_, k) => start + k),
    vectors,
  );
}

/**
 * The words around an aspect's `anchors` (the words that name it; none when the sentence speaks
 * of it without naming it), each with its vector, its neighbours' and what the lexicons and the
 * distance say; `extra` (the same for every word, or the word's own) is added to its facts.
 */
export function aspectTokens(
  words: Word[],
  anchors: readonly number[],
  vectors: WordVectors = wordVectors(),
  extra: ArrayLike<number> | ((i: number) => ArrayLike<number>) = [],
): AttentionToken[] {
  const lo = Math.min(...anchors);
  const hi = Math.max(...anchors);
  const anchored = new Set(anchors);
  const clauses = new Set(anchors.map((i) => words[i]!.clause));
  const read = (w: Word) => {
    const vector = vectors.vector(w.folded);
    if (vector) return { vector, key: w.folded };
    const stem = vectors.vector(w.stem);
    return stem ? { vector: stem, key: w.stem } : null;
  };
  // Each word's neighbours, punctuation skipped: "not bad", "too salty", "could be better".
  const content = words.flatMap((w, i) => (w.punct ? [] : [i]));
  // Each content word read once, though it is also its neighbours' neighbour.
  const readings: (ReturnType<typeof read> | undefined)[] = [];
  const readAt = (at: number) =>
    at < 0 || at >= content.length ? null : (readings[at] ??= read(words[content[at]!]!));
  const tokens: AttentionToken[] = [];
  content.forEach((i, at) => {
    const w = words[i]!;
    let distance = Infinity;
    for (const a of anchors) distance = Math.min(distance, Math.abs(a - i));
    const b = anchors.length ? bucket(distance) : -1;
    if (anchors.length && b < 0) return;
    const same = clauses.has(w.clause) ? 1 : 0;
    const own = readAt(at);
    const more = typeof extra === 'function' ? extra(i) : extra;
    const facts = new Float32Array(9 + BUCKETS.length + more.length);
    facts.set([
      w.negated ? 1 : 0,
      w.polarity,
      (w.valence[0] ?? 0) / 4,
      (w.valence[1] ?? 0) / 4,
      own ? 0 : 1,
      anchored.has(i) ? 1 : 0,
      same,
      anchors.length && i < lo ? 1 : 0,
      anchors.length && i > hi ? 1 : 0,
    ]);
    if (b >= 0) facts[9 + b] = 1;
    facts.set(more, 9 + BUCKETS.length);
    const before = readAt(at - 1);
    const after = readAt(at + 1);
    tokens.push({
      vector: own?.vector ?? null,
      key: own?.key ?? '',
      before,
      after,
      negated: w.negated,
      facts,
      position: b >= 0 ? b * 2 + same : TERM_POSITIONS,
      term: anchored.has(i),
    });
  });
  return tokens;
}

/**
 * The words around what names `category` (every word when nothing does), each also told which
 * category is asked about, as the category-polarity network reads them.
 */
export function categoryTokens(
  words: Word[],
  category: string,
  gazetteer: Gazetteer,
  terms?: [number, number][],
  vectors: WordVectors = wordVectors(),
): AttentionToken[] {
  return aspectTokens(
    words,
    categoryAnchors(words, category, gazetteer, terms),
    vectors,
    SEMEVAL_CATEGORIES.map((c) => (c === category ? 1 : 0)),
  );
}

/**
 * Every word of a sentence as the category-detector network reads it, each also told which
 * categories it names (`categoryAnchors`: lexicons, gazetteer, the tagger's terms).
 */
export function detectorTokens(
  words: Word[],
  gazetteer: Gazetteer,
  terms?: [number, number][],
  vectors: WordVectors = wordVectors(),
): AttentionToken[] {
  const names = words.map(() => new Float32Array(SEMEVAL_CATEGORIES.length));
  SEMEVAL_CATEGORIES.forEach((c, ci) => {
    for (const i of categoryAnchors(words, c, gazetteer, terms)) names[i]![ci] = 1;
  });
  return aspectTokens(words, [], vectors, (i) => names[i]!);
}
