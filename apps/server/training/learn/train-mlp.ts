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

/**
 * The network as it trains: `input` is feature id × hidden unit (the model's `weights`, one row
 * per feature), `output` hidden unit × label, as in `MlpModel`.
 */
export type MlpParams = {
  input: Float64Array;
  hiddenBias: Float64Array;
  output: Float64Array;
  outputBias: Float64Array;
};

/** An example's features as [feature id, value] pairs, its label's index and its weight. */
export type MlpExample = { ids: (readonly [number, number])[]; y: number; weight: number };

/**
 * The hidden units after ReLU, each scaled by its dropout factor (`drop(j)`, asked only of units
 * that fire), and the probability of each label.
 */
function forward(p: MlpParams, x: MlpExample, drop: (j: number) => number) {
  const h = p.hiddenBias.length;
  const k = p.outputBias.length;
  const act = Float64Array.from(p.hiddenBias);
  for (const [id, v] of x.ids) for (let j = 0; j < h; j++) act[j]! += p.input[id * h + j]! * v;
  const keep = new Float64Array(h);
  for (let j = 0; j < h; j++) {
    keep[j] = act[j]! > 0 ? drop(j) : 0;
    act[j]! *= keep[j]!;
  }
  const out = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    let s = p.outputBias[c]!;
    for (let j = 0; j < h; j++) s += act[j]! * p.output[j * k + c]!;
    out[c] = s;
  }
  softmax(out);
  return { act, keep, out };
}

/**
 * Adds one example's gradients of its weighted cross-entropy into `g`, for the same dropout as
 * `mlpLoss`. Of `g.input`, only the rows of the example's features are touched.
 */
export function addMlpGradients(
  p: MlpParams,
  g: MlpParams,
  x: MlpExample,
  drop: (j: number) => number = () => 1,
) {
  const h = p.hiddenBias.length;
  const k = p.outputBias.length;
  const { act, keep, out } = forward(p, x, drop);
  const back = new Float64Array(h);
  for (let c = 0; c < k; c++) {
    // Softmax and cross-entropy: the logit's gradient is p − y.
    const err = (out[c]! - (c === x.y ? 1 : 0)) * x.weight;
    g.outputBias[c]! += err;
    for (let j = 0; j < h; j++) {
      back[j]! += err * p.output[j * k + c]!;
      g.output[j * k + c]! += err * act[j]!;
    }
  }
  for (let j = 0; j < h; j++) {
    const d = back[j]! * keep[j]!;
    g.hiddenBias[j]! += d;
    for (const [id, v] of x.ids) g.input[id * h + j]! += d * v;
  }
}

/** The example's weighted cross-entropy, its hidden units scaled by `drop` (none by default). */
export function mlpLoss(p: MlpParams, x: MlpExample, drop: (j: number) => number = () => 1) {
  return -x.weight * Math.log(forward(p, x, drop).out[x.y]!);
}

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
  const p: MlpParams = {
    input: new Float64Array(index.size * h),
    hiddenBias: new Float64Array(h).fill(0.1),
    output: new Float64Array(h * k).map(() => (random() - 0.5) * 0.4),
    outputBias: new Float64Array(k),
  };
  const { input: w1, hiddenBias: b1, output: w2, outputBias: b2 } = p;
  // AdaGrad's sums of squared gradients.
  const g1 = new Float64Array(index.size * h).fill(1e-8);
  const gb1 = new Float64Array(h).fill(1e-8);
  const g2 = new Float64Array(h * k).fill(1e-8);
  const gb2 = new Float64Array(k).fill(1e-8);
  const encoded: MlpExample[] = examples.map((ex) => ({
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
  const drop = () => (random() >= dropout ? 1 / (1 - dropout) : 0);
  // One example's gradients; all zero between examples.
  const grad: MlpParams = {
    input: new Float64Array(index.size * h),
    hiddenBias: new Float64Array(h),
    output: new Float64Array(h * k),
    outputBias: new Float64Array(k),
  };
  for (let epoch = 0; epoch < epochs; epoch++)
    for (const ex of shuffled(encoded, random)) {
      addMlpGradients(p, grad, ex, drop);
      for (let c = 0; c < k; c++) step(gb2, b2, c, grad.outputBias[c]!);
      for (let q = 0; q < h * k; q++) step(g2, w2, q, grad.output[q]!);
      for (let j = 0; j < h; j++) {
        // A silenced or idle unit moves nothing, not even by weight decay.
        const d = grad.hiddenBias[j]!;
        if (!d) continue;
        step(gb1, b1, j, d);
        for (const [id] of ex.ids)
          step(g1, w1, id * h + j, grad.input[id * h + j]! + l2 * w1[id * h + j]!);
      }
      grad.outputBias.fill(0);
      grad.output.fill(0);
      grad.hiddenBias.fill(0);
      for (const [id] of ex.ids) grad.input.fill(0, id * h, id * h + h);
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
