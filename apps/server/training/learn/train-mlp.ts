import { softmax, type Features } from '../../src/ai/analysis/learn/linear.ts';
import type { MlpModel } from '../../src/ai/analysis/learn/mlp.ts';
import { seededRandom, shuffled } from './random.ts';

export type MlpOptions = {
  hidden?: number;
  epochs?: number;
  rate?: number;
  /** Share of hidden units silenced at each step, so no unit learns to lean on another. */
  dropout?: number;
  l2?: number;
  seed?: number;
  /** Features in fewer examples than this are left out: each would cost a row of weights. */
  minCount?: number;
};

type Example = { features: Features; label: string; weight?: number };

/** Trained by AdaGrad, deterministic for a given seed. */
export function trainMlp(examples: Example[], labels: string[], options: MlpOptions = {}) {
  const { hidden: h = 32, epochs = 5, rate = 0.05, dropout = 0.5, l2 = 1e-5, seed = 100 } = options;
  const k = labels.length;
  const counts = new Map<string, number>();
  for (const ex of examples)
    for (const f of ex.features.keys()) counts.set(f, (counts.get(f) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const [f, n] of counts) if (n >= (options.minCount ?? 1)) index.set(f, index.size);
  const random = seededRandom(seed);
  // Input rows start at zero, so a feature training never moved stays zero and is dropped.
  const w1 = new Float64Array(index.size * h);
  const g1 = new Float64Array(index.size * h).fill(1e-8);
  const b1 = new Float64Array(h).fill(0.1);
  const gb1 = new Float64Array(h).fill(1e-8);
  const w2 = new Float64Array(h * k).map(() => (random() - 0.5) * 0.4);
  const g2 = new Float64Array(h * k).fill(1e-8);
  const b2 = new Float64Array(k);
  const gb2 = new Float64Array(k).fill(1e-8);
  const encoded = examples.map((ex) => ({
    ids: [...ex.features].flatMap(([f, v]) => {
      const id = index.get(f);
      return id === undefined ? [] : [[id, v] as const];
    }),
    y: labels.indexOf(ex.label),
    weight: ex.weight ?? 1,
  }));
  const step = (g: Float64Array, w: Float64Array, at: number, grad: number) => {
    g[at]! += grad * grad;
    w[at]! -= (rate * grad) / Math.sqrt(g[at]!);
  };
  const act = new Float64Array(h);
  const keep = new Float64Array(h);
  const out = new Float64Array(k);
  const back = new Float64Array(h);
  for (let epoch = 0; epoch < epochs; epoch++)
    for (const ex of shuffled(encoded, random)) {
      act.set(b1);
      for (const [id, v] of ex.ids) for (let j = 0; j < h; j++) act[j]! += w1[id * h + j]! * v;
      for (let j = 0; j < h; j++) {
        keep[j] = act[j]! > 0 && random() >= dropout ? 1 / (1 - dropout) : 0;
        act[j]! *= keep[j]!;
      }
      for (let c = 0; c < k; c++) {
        let s = b2[c]!;
        for (let j = 0; j < h; j++) s += act[j]! * w2[j * k + c]!;
        out[c] = s;
      }
      softmax(out);
      back.fill(0);
      for (let c = 0; c < k; c++) {
        const err = (out[c]! - (c === ex.y ? 1 : 0)) * ex.weight;
        step(gb2, b2, c, err);
        for (let j = 0; j < h; j++) {
          back[j]! += err * w2[j * k + c]!;
          step(g2, w2, j * k + c, err * act[j]!);
        }
      }
      for (let j = 0; j < h; j++) {
        const d = back[j]! * keep[j]!;
        if (!d) continue;
        step(gb1, b1, j, d);
        for (const [id, v] of ex.ids) step(g1, w1, id * h + j, d * v + l2 * w1[id * h + j]!);
      }
    }
  // Hundredths: each weight then fits in a byte, and dev ACP was the same (76.58 / 76.55).
  const round = (x: number) => Math.round(x * 100) / 100;
  const weights: Record<string, number[]> = {};
  for (const [f, id] of index) {
    const row = Array.from(w1.subarray(id * h, id * h + h), round);
    if (row.some((x) => Math.abs(x) >= 0.01)) weights[f] = row;
  }
  return {
    labels,
    weights,
    hiddenBias: Array.from(b1, round),
    output: Array.from(w2, round),
    outputBias: Array.from(b2, round),
  } satisfies MlpModel;
}
