import { K, viterbi, type SequenceModel } from '../../src/ai/analysis/learn/sequence.ts';
import { seededRandom, shuffled } from './random.ts';

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
