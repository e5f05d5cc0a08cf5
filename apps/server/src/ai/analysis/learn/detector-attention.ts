import { softmax } from './linear.ts';
import { rounded, trainByAdam } from './adam.ts';
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
  type AttentionToken,
  type Projection,
  type Shape,
} from './attention.ts';
import { hiddenUnits, prepared, scratch, tokenProjections } from './attention-predict.ts';
import { seededRandom } from './random.ts';

/**
 * Several yes/no questions about one sentence ("does it speak of food? of service?") from one
 * network: the words' hidden units are shared, as in `attention.ts`; each label has its own
 * attention over them and reads its own weighted mean into a probability.
 */
export type DetectorNet = Record<keyof Projection, number[]> & {
  /** Label × hidden unit: each label's attention scores and read-out. */
  attend: number[];
  output: number[];
  outputBias: number[];
};

export type DetectorModel = {
  labels: string[];
  vectorSize: number;
  factCount: number;
  hidden: number;
  /** Networks trained with consecutive seeds; their probabilities are averaged. */
  nets: DetectorNet[];
};

/** `labels` holds the example's "yes" answers. */
export type DetectorExample = { tokens: AttentionToken[]; labels: string[]; weight?: number };

type Params = Record<keyof DetectorNet, Float32Array>;
type Pass = { z: Float32Array; act: Float32Array; a: Float32Array; read: Float32Array };

/** Each label's attention over the words (`a`, label-major) and its weighted mean (`read`). */
function attend(p: Params, shape: Shape, n: number, z: Float32Array): Pass {
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

function trainNet(
  examples: { tokens: AttentionToken[]; y: Float32Array; weight: number }[],
  shape: Shape,
  options: Required<AttentionOptions>,
  seed: number,
): DetectorNet {
  const { h, k } = shape;
  const random = seededRandom(seed);
  const p: Params = {
    ...initProjection(shape, random),
    attend: uniform(k * h, 0.1, random),
    output: uniform(k * h, Math.sqrt(6 / (h + 1)), random),
    outputBias: new Float32Array(k),
  };
  const drop = () => (random() < options.dropout ? 0 : 1 / (1 - options.dropout));
  trainByAdam(p, examples, options, random, DECAYED, (x, g) => {
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
  });
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

/** Each label's probability, in the model's label order (the nets' mean). */
export function predictDetectorAttention(model: DetectorModel, tokens: AttentionToken[]): number[] {
  const { hidden: h } = model;
  const k = model.labels.length;
  const n = tokens.length;
  const mean = new Array<number>(k).fill(0);
  if (!n) return mean.map(() => 0);
  const words = tokenProjections(model, tokens);
  const act = scratch('act', n * h);
  const a = scratch('a', n);
  for (let net = 0; net < model.nets.length; net++) {
    const { attend, output, outputBias } = prepared(model.nets[net]!).p;
    hiddenUnits(model, tokens, net, act, words);
    for (let q = 0; q < n * h; q++) if (act[q]! < 0) act[q] = 0;
    for (let c = 0; c < k; c++) {
      const row = c * h;
      let max = -Infinity;
      for (let i = 0; i < n; i++) {
        let s = 0;
        for (let j = 0; j < h; j++) s += attend[row + j]! * act[i * h + j]!;
        a[i] = s;
        if (s > max) max = s;
      }
      let sum = 0;
      for (let i = 0; i < n; i++) sum += a[i] = Math.exp(a[i]! - max);
      let logit = outputBias[c]!;
      for (let i = 0; i < n; i++) {
        const weight = a[i]! / sum;
        for (let j = 0; j < h; j++) logit += weight * output[row + j]! * act[i * h + j]!;
      }
      mean[c]! += 1 / (1 + Math.exp(-logit)) / model.nets.length;
    }
  }
  return mean;
}
