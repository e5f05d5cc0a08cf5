import { softmax, type Features } from './linear.ts';
import type { PackedWeights } from './packed-weights.ts';

/**
 * One hidden layer over the same sparse features as the linear models: it can weigh a word by
 * what else the sentence holds (the category asked about, a "but" before it), which a linear
 * model cannot.
 */
export type MlpModel = {
  labels: string[];
  /** Feature → its weight into each hidden unit. */
  weights: Record<string, number[]>;
  packed?: PackedWeights;
  hiddenBias: number[];
  /** Hidden unit × label. */
  output: number[];
  outputBias: number[];
};

/** Probability of each label, in the model's label order. */
export function predictMlp(model: MlpModel, features: Features): number[] {
  const h = model.hiddenBias.length;
  const k = model.labels.length;
  const act = [...model.hiddenBias];
  const { packed } = model;
  for (const [f, v] of features) {
    if (packed) {
      const at = packed.find(f);
      if (at >= 0)
        for (let j = 0; j < h; j++) act[j]! += (packed.values[at + j]! / packed.scale) * v;
      continue;
    }
    const row = model.weights[f];
    if (row) for (let j = 0; j < h; j++) act[j]! += row[j]! * v;
  }
  const out = [...model.outputBias];
  for (let j = 0; j < h; j++) {
    const a = act[j]!;
    if (a > 0) for (let c = 0; c < k; c++) out[c]! += a * model.output[j * k + c]!;
  }
  softmax(out);
  return out;
}
