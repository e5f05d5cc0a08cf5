import { seededRandom, shuffled } from './random.ts';
import type { SequenceModel } from './sequence.ts';

const K = 3;
const START = K;

type Sentence = { features: string[][]; tags: number[] };
export type CrfOptions = { epochs?: number; rate?: number; l2?: number; seed?: number };

function logSumExp(xs: Float64Array | number[]): number {
  let max = -Infinity;
  for (const x of xs) if (x > max) max = x;
  if (max === -Infinity) return max;
  let sum = 0;
  for (const x of xs) sum += Math.exp(x - max);
  return max + Math.log(sum);
}

/**
 * Linear-chain conditional random field trained by AdaGrad on the log-likelihood, with the same
 * weights layout as the perceptron tagger so `tagSequence` decodes either.
 */
export function trainCrf(data: Sentence[], options: CrfOptions = {}): SequenceModel {
  const { epochs = 10, rate = 0.1, l2 = 1e-4, seed = 13 } = options;
  const index = new Map<string, number>();
  for (const s of data)
    for (const fs of s.features) for (const f of fs) if (!index.has(f)) index.set(f, index.size);
  const w = new Float64Array(index.size * K);
  const g2 = new Float64Array(index.size * K).fill(1e-8);
  const tw = new Float64Array((K + 1) * K);
  const tg2 = new Float64Array((K + 1) * K).fill(1e-8);
  const encoded = data.map((s) => ({
    ids: s.features.map((fs) => Int32Array.from(fs, (f) => index.get(f)!)),
    tags: s.tags,
  }));
  const random = seededRandom(seed);
  const tgrad = new Float64Array((K + 1) * K);
  const tmp = new Float64Array(K);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const s of shuffled(encoded, random)) {
      const n = s.tags.length;
      if (n === 0) continue;
      const emit = s.ids.map((ids) => {
        const row = new Float64Array(K);
        for (const id of ids) for (let t = 0; t < K; t++) row[t]! += w[id * K + t]!;
        return row;
      });
      const alpha = emit.map(() => new Float64Array(K));
      const beta = emit.map(() => new Float64Array(K));
      for (let t = 0; t < K; t++) alpha[0]![t] = tw[START * K + t]! + emit[0]![t]!;
      for (let i = 1; i < n; i++)
        for (let t = 0; t < K; t++) {
          for (let p = 0; p < K; p++) tmp[p] = alpha[i - 1]![p]! + tw[p * K + t]!;
          alpha[i]![t] = logSumExp(tmp) + emit[i]![t]!;
        }
      for (let i = n - 2; i >= 0; i--)
        for (let p = 0; p < K; p++) {
          for (let t = 0; t < K; t++) tmp[t] = tw[p * K + t]! + emit[i + 1]![t]! + beta[i + 1]![t]!;
          beta[i]![p] = logSumExp(tmp);
        }
      const logZ = logSumExp(alpha[n - 1]!);
      tgrad.fill(0);
      for (let i = 0; i < n; i++) {
        const gold = s.tags[i]!;
        for (let t = 0; t < K; t++) {
          const marginal = Math.exp(alpha[i]![t]! + beta[i]![t]! - logZ);
          const err = marginal - (t === gold ? 1 : 0);
          if (err === 0) continue;
          for (const id of s.ids[i]!) {
            const at = id * K + t;
            const grad = err + l2 * w[at]!;
            g2[at]! += grad * grad;
            w[at]! -= (rate * grad) / Math.sqrt(g2[at]!);
          }
        }
        if (i === 0) {
          for (let t = 0; t < K; t++)
            tgrad[START * K + t]! +=
              Math.exp(alpha[0]![t]! + beta[0]![t]! - logZ) - (t === gold ? 1 : 0);
        } else {
          const prevGold = s.tags[i - 1]!;
          for (let p = 0; p < K; p++)
            for (let t = 0; t < K; t++) {
              const pair = Math.exp(
                alpha[i - 1]![p]! + tw[p * K + t]! + emit[i]![t]! + beta[i]![t]! - logZ,
              );
              tgrad[p * K + t]! += pair - (p === prevGold && t === gold ? 1 : 0);
            }
        }
      }
      for (let at = 0; at < tw.length; at++) {
        const grad = tgrad[at]! + l2 * tw[at]!;
        tg2[at]! += grad * grad;
        tw[at]! -= (rate * grad) / Math.sqrt(tg2[at]!);
      }
    }
  }
  const weights: Record<string, number[]> = {};
  for (const [f, id] of index) {
    const row = Array.from(w.subarray(id * K, id * K + K), (x) => Math.round(x * 1e3) / 1e3);
    if (row.some((x) => Math.abs(x) >= 0.01)) weights[f] = row;
  }
  return { weights, transitions: Array.from(tw, (x) => Math.round(x * 1e4) / 1e4) };
}
