import type { Features } from './learn/linear.ts';
import type { Word } from './sentence.ts';

function add(features: Features, key: string, value = 1) {
  features.set(key, (features.get(key) ?? 0) + value);
}

/** Every lexicon a word is scored by: the restaurant polarity, then the general ones. */
const scoresOf = (w: Word) => [w.polarity, ...w.valence];

/**
 * Lexicon statistics of the words around an aspect term, one set per lexicon as in the strongest
 * SemEval-2014 systems: counts, sum, strongest and last score of its clause and of the sentence,
 * a distance-weighted sum, and the nearest scored word on each side.
 */
export function valenceFeatures(f: Features, words: Word[], start: number, end: number) {
  const clauses = new Set<number>();
  for (let i = start; i < end; i++) clauses.add(words[i]!.clause);
  const lexicons = scoresOf(words[start]!).length;
  for (let l = 0; l < lexicons; l++) {
    const p = `v${l}`;
    for (const [scope, inScope] of [
      ['c', (w: Word) => clauses.has(w.clause)],
      ['s', () => true],
    ] as const) {
      let pos = 0;
      let neg = 0;
      let sum = 0;
      let max = 0;
      let min = 0;
      let last = 0;
      words.forEach((w, i) => {
        if ((i >= start && i < end) || !inScope(w)) return;
        const v = scoresOf(w)[l]!;
        if (!v) return;
        if (v > 0) pos++;
        else neg++;
        sum += v;
        max = Math.max(max, v);
        min = Math.min(min, v);
        last = v;
      });
      add(f, `${p}${scope}pos`, Math.min(pos, 3) / 3);
      add(f, `${p}${scope}neg`, Math.min(neg, 3) / 3);
      add(f, `${p}${scope}sum`, sum);
      add(f, `${p}${scope}max`, max);
      add(f, `${p}${scope}min`, min);
      add(f, `${p}${scope}last`, last);
    }
    let weighted = 0;
    const near: number[] = [0, 0];
    words.forEach((w, i) => {
      if (i >= start && i < end) return;
      const v = scoresOf(w)[l]!;
      if (!v) return;
      const d = i < start ? start - i : i - end + 1;
      weighted += v / d;
      const side = i < start ? 0 : 1;
      if (side === 0 || !near[1]) near[side] = v * (clauses.has(w.clause) ? 1 : 0.5);
    });
    add(f, `${p}wsum`, weighted);
    add(f, `${p}nearL`, near[0]!);
    add(f, `${p}nearR`, near[1]!);
  }
}

const tagOf = (w: Word) => (w.negated ? `${w.stem}_NEG` : w.stem);

/** The words of the term's own clause, and the nearest words on each side with their side. */
export function clauseContext(f: Features, words: Word[], start: number, end: number) {
  const clauses = new Set<number>();
  for (let i = start; i < end; i++) clauses.add(words[i]!.clause);
  words.forEach((w, i) => {
    if ((i >= start && i < end) || w.punct || !clauses.has(w.clause)) return;
    f.set(`cw=${tagOf(w)}`, 1);
    f.set(`${i < start ? 'cl' : 'cr'}=${tagOf(w)}`, 1);
  });
  for (let d = 1; d <= 2; d++) {
    const l = words[start - d];
    const r = words[end - 1 + d];
    f.set(`l${d}=${l ? tagOf(l) : '<s>'}`, 1);
    f.set(`r${d}=${r ? tagOf(r) : '</s>'}`, 1);
  }
}
