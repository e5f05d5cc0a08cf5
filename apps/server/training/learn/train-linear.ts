import { softmax, type Features, type LinearModel } from '../../src/ai/analysis/learn/linear.ts';
import { seededRandom, shuffled } from './random.ts';

export type TrainOptions = {
  epochs?: number;
  rate?: number;
  l2?: number;
  seed?: number;
  /** Runs with consecutive seeds whose weights are averaged (a cheap ensemble). */
  runs?: number;
};

/** Multinomial logistic regression trained by AdaGrad, deterministic for a given seed. */
export function trainLinear(
  /** `weight` scales an example's pull on the weights (1 if unset). */
  examples: { features: Features; label: string; weight?: number }[],
  labels: string[],
  options: TrainOptions = {},
): LinearModel {
  const { epochs = 20, rate = 0.2, l2 = 1e-4, seed = 7, runs = 1 } = options;
  const k = labels.length;
  const index = new Map<string, number>();
  for (const ex of examples)
    for (const f of ex.features.keys()) if (!index.has(f)) index.set(f, index.size);
  const encoded = examples.map((ex) => ({
    ids: [...ex.features].map(([f, v]) => [index.get(f)!, v] as const),
    y: labels.indexOf(ex.label),
    weight: ex.weight ?? 1,
  }));
  const w = new Float64Array(index.size * k);
  const bias = new Float64Array(k);
  for (let r = 0; r < runs; r++) {
    const one = trainOnce(encoded, index.size, k, { epochs, rate, l2, seed: seed + r });
    for (let i = 0; i < w.length; i++) w[i]! += one.w[i]! / runs;
    for (let c = 0; c < k; c++) bias[c]! += one.bias[c]! / runs;
  }
  const weights: Record<string, number[]> = {};
  for (const [f, id] of index) {
    // Weights below a hundredth change no decision worth keeping and triple the file.
    const row = Array.from(w.subarray(id * k, id * k + k), (x) => Math.round(x * 1e3) / 1e3);
    if (row.some((x) => Math.abs(x) >= 0.03)) weights[f] = row;
  }
  return { labels, bias: Array.from(bias, (x) => Math.round(x * 1e4) / 1e4), weights };
}

type Encoded = { ids: (readonly [number, number])[]; y: number; weight: number };

function trainOnce(
  encoded: Encoded[],
  n: number,
  k: number,
  { epochs, rate, l2, seed }: { epochs: number; rate: number; l2: number; seed: number },
) {
  const w = new Float64Array(n * k);
  const g2 = new Float64Array(n * k).fill(1e-8);
  const bias = new Float64Array(k);
  const biasG2 = new Float64Array(k).fill(1e-8);
  const random = seededRandom(seed);
  const probs = new Float64Array(k);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const ex of shuffled(encoded, random)) {
      scoreInto(probs, ex.ids, w, bias, k);
      for (let c = 0; c < k; c++) {
        const err = (probs[c]! - (c === ex.y ? 1 : 0)) * ex.weight;
        biasG2[c]! += err * err;
        bias[c]! -= (rate * err) / Math.sqrt(biasG2[c]!);
        for (const [id, v] of ex.ids) {
          const at = id * k + c;
          const grad = err * v + l2 * w[at]!;
          g2[at]! += grad * grad;
          w[at]! -= (rate * grad) / Math.sqrt(g2[at]!);
        }
      }
    }
  }
  return { w, bias };
}

function scoreInto(
  out: Float64Array,
  ids: readonly (readonly [number, number])[],
  w: Float64Array,
  bias: Float64Array,
  k: number,
) {
  for (let c = 0; c < k; c++) out[c] = bias[c]!;
  for (const [id, v] of ids) for (let c = 0; c < k; c++) out[c]! += w[id * k + c]! * v;
  softmax(out);
}
