import type { PackedWeights } from './packed-weights.ts';

/** Tags of a span tagger: outside, beginning, inside. */
export const TAGS = ['O', 'B', 'I'] as const;
export const K = TAGS.length;

export type SequenceModel = {
  /** Feature → weight per tag. */
  weights: Record<string, number[]>;
  /** The same weights as loaded from the model file (then `weights` is empty). */
  packed?: PackedWeights;
  /** transitions[from * K + to], `from` K meaning the start of the sentence. */
  transitions: number[];
};

/** Best tag sequence; I never follows O (a span starts with B). */
export function viterbi(
  emit: Float64Array[],
  trans: (from: number, to: number) => number,
): number[] {
  const n = emit.length;
  if (n === 0) return [];
  const score: Float64Array[] = [];
  const back: Int8Array[] = [];
  for (let i = 0; i < n; i++) {
    const row = new Float64Array(K).fill(-Infinity);
    const bp = new Int8Array(K);
    for (let t = 0; t < K; t++) {
      if (i === 0) {
        if (t === 2) continue;
        row[t] = trans(K, t) + emit[i]![t]!;
        continue;
      }
      for (let p = 0; p < K; p++) {
        if (t === 2 && p === 0) continue;
        const s = score[i - 1]![p]! + trans(p, t) + emit[i]![t]!;
        if (s > row[t]!) {
          row[t] = s;
          bp[t] = p;
        }
      }
    }
    score.push(row);
    back.push(bp);
  }
  let best = 0;
  for (let t = 1; t < K; t++) if (score[n - 1]![t]! > score[n - 1]![best]!) best = t;
  const tags = new Array<number>(n);
  for (let i = n - 1; i >= 0; i--) {
    tags[i] = best;
    best = back[i]![best]!;
  }
  return tags;
}

/** Each token's score for each tag. */
export function emissions(model: SequenceModel, features: string[][]): Float64Array[] {
  const { packed } = model;
  return features.map((fs) => {
    const row = new Float64Array(K);
    for (const f of fs) {
      if (packed) {
        const at = packed.find(f);
        if (at >= 0) for (let t = 0; t < K; t++) row[t]! += packed.values[at + t]! / packed.scale;
        continue;
      }
      const wrow = model.weights[f];
      if (wrow) for (let t = 0; t < K; t++) row[t]! += wrow[t]!;
    }
    return row;
  });
}

/**
 * The score of one tag sequence over tokens [from, to): what a different span costs against the
 * best one.
 */
export function pathScore(
  model: SequenceModel,
  emit: Float64Array[],
  tags: number[],
  from = 0,
  to = tags.length,
): number {
  let score = 0;
  for (let i = from; i < to; i++) {
    const t = tags[i]!;
    score += emit[i]![t]! + model.transitions[(i === 0 ? K : tags[i - 1]!) * K + t]!;
  }
  return score;
}

export function tagEmissions(model: SequenceModel, emit: Float64Array[]): number[] {
  return viterbi(emit, (from, to) => model.transitions[from * K + to]!);
}
