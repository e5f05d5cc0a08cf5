import type { PackedWeights } from './packed-weights.ts';

/** A feature and its value; most features are present (1) or absent. */
export type Features = Map<string, number>;

export type LinearModel = {
  labels: string[];
  bias: number[];
  /** Feature → one weight per label. */
  weights: Record<string, number[]>;
  /** The same weights as loaded from the model file (then `weights` is empty). */
  packed?: PackedWeights;
};

/** Scores into probabilities, in place. */
export function softmax(out: Float64Array | Float32Array | number[]) {
  let max = -Infinity;
  for (const x of out) max = Math.max(max, x);
  let sum = 0;
  for (let c = 0; c < out.length; c++) sum += out[c] = Math.exp(out[c]! - max);
  for (let c = 0; c < out.length; c++) out[c]! /= sum;
}

/** Adds the features' weighted scores to `out`, one per label (before the softmax). */
export function addScores(out: number[], model: LinearModel, features: Features) {
  const { packed } = model;
  for (const [f, v] of features) {
    if (packed) {
      const at = packed.find(f);
      if (at >= 0)
        for (let c = 0; c < out.length; c++) out[c]! += (packed.values[at + c]! / packed.scale) * v;
      continue;
    }
    const row = model.weights[f];
    if (row) for (let c = 0; c < out.length; c++) out[c]! += row[c]! * v;
  }
  return out;
}

/**
 * Numbered real-valued features (a vector) kept out of the feature map: their weights are read
 * once per model into one array, so scoring them is a dot product instead of a lookup each.
 */
export type Dense = { names: readonly string[]; values: ArrayLike<number> };
const denseRows = new WeakMap<LinearModel, Map<readonly string[], Float64Array>>();

function addDense(out: number[], model: LinearModel, { names, values }: Dense) {
  let byNames = denseRows.get(model);
  if (!byNames) denseRows.set(model, (byNames = new Map()));
  const k = out.length;
  let rows = byNames.get(names);
  if (!rows) {
    const found = new Float64Array(names.length * k);
    names.forEach((name, d) => {
      const one = addScores(new Array<number>(k).fill(0), model, new Map([[name, 1]]));
      found.set(one, d * k);
    });
    byNames.set(names, (rows = found));
  }
  for (let d = 0; d < names.length; d++) {
    const v = values[d]!;
    if (v) for (let c = 0; c < k; c++) out[c]! += rows[d * k + c]! * v;
  }
}

/** Probability of each label, in the model's label order. */
export function predictLinear(model: LinearModel, features: Features, dense?: Dense): number[] {
  const out = addScores([...model.bias], model, features);
  if (dense) addDense(out, model, dense);
  softmax(out);
  return out;
}

/** Each feature's row in every model of a list that reads the same features, once found. */
const jointRows = new WeakMap<readonly LinearModel[], Map<string, Int32Array>>();

/**
 * `predictLinear` of each model over the same features (SemEval's five category detectors read
 * one sentence): a feature is looked up once for all of them. Each model adds the same terms in
 * the same order as `predictLinear` does, so the probabilities are the same numbers.
 */
export function predictLinearEach(
  models: readonly LinearModel[],
  features: Features,
  dense?: Dense,
): number[][] {
  if (!models.every((m) => m.packed)) return models.map((m) => predictLinear(m, features, dense));
  let memo = jointRows.get(models);
  if (!memo) jointRows.set(models, (memo = new Map()));
  const outs = models.map((m) => [...m.bias]);
  for (const [f, v] of features) {
    let rows = memo.get(f);
    if (!rows) {
      rows = Int32Array.from(models, (m) => m.packed!.find(f));
      // Bounded: review text brings endless new words.
      if (memo.size < 100_000) memo.set(f, rows);
    }
    for (let k = 0; k < models.length; k++) {
      const at = rows[k]!;
      if (at < 0) continue;
      const { values, scale } = models[k]!.packed!;
      const out = outs[k]!;
      for (let c = 0; c < out.length; c++) out[c]! += (values[at + c]! / scale) * v;
    }
  }
  outs.forEach((out, k) => {
    if (dense) addDense(out, models[k]!, dense);
    softmax(out);
  });
  return outs;
}

/** The most probable label of any model's probabilities, `skip` never chosen. */
export function pickLabel(
  labels: string[],
  probs: number[],
  skip?: string,
): { label: string; p: number } {
  const skipped = skip ? labels.indexOf(skip) : -1;
  let best = skipped === 0 ? 1 : 0;
  for (let c = best + 1; c < probs.length; c++)
    if (c !== skipped && probs[c]! > probs[best]!) best = c;
  return { label: labels[best]!, p: probs[best]! };
}
