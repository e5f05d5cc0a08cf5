import type { AttentionToken } from '../../src/ai/analysis/learn/attention.ts';
import type { DetectorModel, DetectorNet } from '../../src/ai/analysis/learn/detector-attention.ts';
import { softmax } from '../../src/ai/analysis/learn/linear.ts';
import { rounded, trainByAdam } from './adam.ts';
import { seededRandom } from './random.ts';
import {
  ATTENTION_DEFAULTS,
  DECAYED,
  backProject,
  initProjection,
  project,
  scoreGradients,
  shapeOf,
  uniform,
  type AttentionOptions,
  type Shape,
} from './train-attention.ts';

/**
 * Training of the category-detector network (`src/ai/analysis/learn/detector-attention.ts`): the
 * words' hidden units as in `train-attention.ts`, then each label's own attention and read-out.
 */
/** `labels` holds the example's "yes" answers. */
export type DetectorExample = { tokens: AttentionToken[]; labels: string[]; weight?: number };

export type DetectorParams = Record<keyof DetectorNet, Float32Array>;
type Pass = { z: Float32Array; act: Float32Array; a: Float32Array; read: Float32Array };

/** Each label's attention over the words (`a`, label-major) and its weighted mean (`read`). */
function attend(p: DetectorParams, shape: Shape, n: number, z: Float32Array): Pass {
  const { h, k } = shape;
  const act = z.map((x) => (x > 0 ? x : 0));
  const a = new Float32Array(k * n);
  const read = new Float32Array(k * h);
  for (let c = 0; c < k; c++) {
    const scores = a.subarray(c * n, (c + 1) * n);
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let j = 0; j < h; j++) s += p.attend[c * h + j]! * act[i * h + j]!;
      scores[i] = s;
    }
    softmax(scores);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < h; j++) read[c * h + j]! += scores[i]! * act[i * h + j]!;
  }
  return { z, act, a, read };
}

/**
 * Adds one example's gradients (scaled by its weight) into `g`: sigmoid and cross-entropy for
 * each label, back through its read-out, its attention and the shared hidden units. `drop`
 * silences read-out units (dropout); without it, these are the gradients of `detectorLoss`.
 */
export function addDetectorGradients(
  p: DetectorParams,
  g: DetectorParams,
  shape: Shape,
  x: { tokens: AttentionToken[]; y: Float32Array; weight: number },
  drop: () => number = () => 1,
) {
  const { h, k } = shape;
  const n = x.tokens.length;
  const z = new Float32Array(n * h);
  project(p, shape, x.tokens, z);
  const pass = attend(p, shape, n, z);
  const dAct = new Float32Array(n * h);
  const dRead = new Float32Array(h);
  for (let c = 0; c < k; c++) {
    // Sigmoid and cross-entropy: the logit's gradient is p − y.
    let logit = p.outputBias[c]!;
    const mask = Float32Array.from({ length: h }, drop);
    for (let j = 0; j < h; j++) logit += p.output[c * h + j]! * pass.read[c * h + j]! * mask[j]!;
    const d = (1 / (1 + Math.exp(-logit)) - x.y[c]!) * x.weight;
    g.outputBias[c]! += d;
    for (let j = 0; j < h; j++) {
      g.output[c * h + j]! += d * pass.read[c * h + j]! * mask[j]!;
      dRead[j] = d * p.output[c * h + j]! * mask[j]!;
    }
    const a = pass.a.subarray(c * n, (c + 1) * n);
    const dScores = scoreGradients(a, dRead, pass.act, n, h);
    for (let i = 0; i < n; i++) {
      const dScore = dScores[i]!;
      for (let j = 0; j < h; j++) {
        g.attend[c * h + j]! += dScore * pass.act[i * h + j]!;
        dAct[i * h + j]! += a[i]! * dRead[j]! + dScore * p.attend[c * h + j]!;
      }
    }
  }
  const dz = new Float32Array(h);
  x.tokens.forEach((t, i) => {
    for (let j = 0; j < h; j++) dz[j] = pass.z[i * h + j]! > 0 ? dAct[i * h + j]! : 0;
    backProject(g, shape, t, dz);
  });
}

/** The example's weighted cross-entropy over every label, without dropout. */
export function detectorLoss(
  p: DetectorParams,
  shape: Shape,
  x: { tokens: AttentionToken[]; y: Float32Array; weight: number },
): number {
  const { h, k } = shape;
  const z = new Float32Array(x.tokens.length * h);
  project(p, shape, x.tokens, z);
  const { read } = attend(p, shape, x.tokens.length, z);
  let loss = 0;
  for (let c = 0; c < k; c++) {
    let logit = p.outputBias[c]!;
    for (let j = 0; j < h; j++) logit += p.output[c * h + j]! * read[c * h + j]!;
    const q = 1 / (1 + Math.exp(-logit));
    loss -= x.weight * (x.y[c]! ? Math.log(q) : Math.log(1 - q));
  }
  return loss;
}

function trainNet(
  examples: { tokens: AttentionToken[]; y: Float32Array; weight: number }[],
  shape: Shape,
  options: Required<AttentionOptions>,
  seed: number,
): DetectorNet {
  const { h, k } = shape;
  const random = seededRandom(seed);
  const p: DetectorParams = {
    ...initProjection(shape, random),
    attend: uniform(k * h, 0.1, random),
    output: uniform(k * h, Math.sqrt(6 / (h + 1)), random),
    outputBias: new Float32Array(k),
  };
  const drop = () => (random() < options.dropout ? 0 : 1 / (1 - options.dropout));
  trainByAdam(p, examples, options, random, DECAYED, (x, g) =>
    addDetectorGradients(p, g, shape, x, drop),
  );
  return rounded(p);
}

/** Trained by Adam in mini-batches, deterministic for a given seed. */
export function trainDetectorAttention(
  examples: DetectorExample[],
  labels: string[],
  options: AttentionOptions = {},
): DetectorModel {
  const full: Required<AttentionOptions> = { ...ATTENTION_DEFAULTS, seed: 400, ...options };
  const shape = shapeOf(examples, labels, full.hidden, 0);
  const encoded = examples
    .filter((x) => x.tokens.length)
    .map((x) => ({
      tokens: x.tokens,
      y: Float32Array.from(labels, (l) => (x.labels.includes(l) ? 1 : 0)),
      weight: x.weight ?? 1,
    }));
  return {
    labels,
    vectorSize: shape.e,
    factCount: shape.f,
    hidden: shape.h,
    nets: Array.from({ length: full.runs }, (_, r) =>
      trainNet(encoded, shape, full, full.seed + r),
    ),
  };
}
