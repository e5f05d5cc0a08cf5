import type { PackedWeights } from './packed-weights.ts';
import { seededRandom, shuffled } from './random.ts';

/** Tags of a span tagger: outside, beginning, inside. */
export const TAGS = ['O', 'B', 'I'] as const;
const K = TAGS.length;

export type SequenceModel = {
  /** Feature → weight per tag. */
  weights: Record<string, number[]>;
  /** The same weights as loaded from the model file (then `weights` is empty). */
  packed?: PackedWeights;
  /** transitions[from * K + to], `from` K meaning the start of the sentence. */
  transitions: number[];
};

type Sentence = { features: string[][]; tags: number[] };

/** Averaged structured perceptron: a linear-chain tagger that trains in a second. */
export function trainSequence(data: Sentence[], epochs = 12, seed = 11): SequenceModel {
  const index = new Map<string, number>();
  for (const s of data)
    for (const fs of s.features) for (const f of fs) if (!index.has(f)) index.set(f, index.size);
  const n = index.size;
  const w = new Float64Array(n * K);
  const acc = new Float64Array(n * K);
  const stamp = new Float64Array(n * K);
  const tw = new Float64Array((K + 1) * K);
  const tacc = new Float64Array((K + 1) * K);
  const tstamp = new Float64Array((K + 1) * K);
  let time = 1;
  const bump = (
    arr: Float64Array,
    a: Float64Array,
    st: Float64Array,
    at: number,
    delta: number,
  ) => {
    a[at]! += (time - st[at]!) * arr[at]!;
    st[at] = time;
    arr[at]! += delta;
  };
  const encoded = data.map((s) => ({
    ids: s.features.map((fs) => fs.map((f) => index.get(f)!)),
    tags: s.tags,
  }));
  const random = seededRandom(seed);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const s of shuffled(encoded, random)) {
      const emit = s.ids.map((ids) => {
        const row = new Float64Array(K);
        for (const id of ids) for (let t = 0; t < K; t++) row[t]! += w[id * K + t]!;
        return row;
      });
      const guess = viterbi(emit, (from, to) => tw[from * K + to]!);
      for (let i = 0; i < guess.length; i++) {
        const gold = s.tags[i]!;
        const got = guess[i]!;
        const prevGold = i === 0 ? K : s.tags[i - 1]!;
        const prevGot = i === 0 ? K : guess[i - 1]!;
        if (gold !== got) {
          for (const id of s.ids[i]!) {
            bump(w, acc, stamp, id * K + gold, 1);
            bump(w, acc, stamp, id * K + got, -1);
          }
        }
        if (gold !== got || prevGold !== prevGot) {
          bump(tw, tacc, tstamp, prevGold * K + gold, 1);
          bump(tw, tacc, tstamp, prevGot * K + got, -1);
        }
      }
      time++;
    }
  }
  const average = (arr: Float64Array, a: Float64Array, st: Float64Array, at: number) =>
    (a[at]! + (time - st[at]!) * arr[at]!) / time;
  const weights: Record<string, number[]> = {};
  for (const [f, id] of index) {
    const row = [0, 1, 2].map((t) => Math.round(average(w, acc, stamp, id * K + t) * 1e4) / 1e4);
    if (row.some((x) => Math.abs(x) >= 1e-3)) weights[f] = row;
  }
  const transitions = Array.from(
    tw,
    (_, at) => Math.round(average(tw, tacc, tstamp, at) * 1e4) / 1e4,
  );
  return { weights, transitions };
}

/** Best tag sequence; I never follows O (a span starts with B). */
function viterbi(emit: Float64Array[], trans: (from: number, to: number) => number): number[] {
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

export function tagSequence(model: SequenceModel, features: string[][]): number[] {
  return tagEmissions(model, emissions(model, features));
}
