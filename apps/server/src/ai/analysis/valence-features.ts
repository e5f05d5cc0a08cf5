import type { Features } from './learn/linear.ts';
import type { Word } from './sentence.ts';

function add(features: Features, key: string, value = 1) {
  features.set(key, (features.get(key) ?? 0) + value);
}

/** The score of a word in lexicon `l`: 0 is the restaurant polarity, then the general ones. */
const scoreOf = (w: Word, l: number) => (l === 0 ? w.polarity : w.valence[l - 1]!);

type Stats = { pos: number; neg: number; sum: number; max: number; min: number; last: number };
const emptyStats = (): Stats => ({ pos: 0, neg: 0, sum: 0, max: 0, min: 0, last: 0 });

function count(s: Stats, v: number) {
  if (v > 0) s.pos++;
  else s.neg++;
  s.sum += v;
  if (v > s.max) s.max = v;
  if (v < s.min) s.min = v;
  s.last = v;
}

/** Feature names per lexicon, built once: this runs for every term of every review. */
const KEYS = [0, 1, 2].map((l) => {
  const stats = (scope: string) =>
    ['pos', 'neg', 'sum', 'max', 'min', 'last'].map((k) => `v${l}${scope}${k}`);
  return {
    clause: stats('c'),
    sentence: stats('s'),
    rest: ['wsum', 'nearL', 'nearR'].map((k) => `v${l}${k}`),
  };
});

function addStats(f: Features, keys: string[], s: Stats) {
  const values = [Math.min(s.pos, 3) / 3, Math.min(s.neg, 3) / 3, s.sum, s.max, s.min, s.last];
  values.forEach((v, k) => add(f, keys[k]!, v));
}

/**
 * Lexicon statistics of the words around an aspect term, one set per lexicon as in the strongest
 * SemEval-2014 systems: counts, sum, strongest and last score of its clause and of the sentence,
 * a distance-weighted sum, and the nearest scored word on each side.
 */
export function valenceFeatures(f: Features, words: Word[], start: number, end: number) {
  const clauses = new Set<number>();
  for (let i = start; i < end; i++) clauses.add(words[i]!.clause);
  const lexicons = 1 + words[start]!.valence.length;
  for (let l = 0; l < lexicons; l++) {
    const clause = emptyStats();
    const sentence = emptyStats();
    let weighted = 0;
    let nearLeft = 0;
    let nearRight = 0;
    for (let i = 0; i < words.length; i++) {
      if (i >= start && i < end) continue;
      const w = words[i]!;
      const v = scoreOf(w, l);
      if (!v) continue;
      const same = clauses.has(w.clause);
      if (same) count(clause, v);
      count(sentence, v);
      weighted += v / (i < start ? start - i : i - end + 1);
      // Opinions of another clause say less about this term.
      if (i < start) nearLeft = v * (same ? 1 : 0.5);
      else if (!nearRight) nearRight = v * (same ? 1 : 0.5);
    }
    const keys = KEYS[l]!;
    addStats(f, keys.clause, clause);
    addStats(f, keys.sentence, sentence);
    [weighted, nearLeft, nearRight].forEach((v, k) => add(f, keys.rest[k]!, v));
  }
}
