import type {
  AttentionModel,
  AttentionNet,
  AttentionToken,
  Projection,
} from '../../src/ai/analysis/learn/attention.ts';
import { softmax } from '../../src/ai/analysis/learn/linear.ts';
import { rounded, trainByAdam } from './adam.ts';
import { seededRandom } from './random.ts';
import type { MlpOptions } from './train-mlp.ts';

/**
 * Training of the attention network (`src/ai/analysis/learn/attention.ts` describes it;
 * `attention-predict.ts` beside it runs it): the forward pass in floats, back-propagation and
 * Adam. Prediction repeats this forward pass's arithmetic, so the two must change together.
 */
export type AttentionOptions = Pick<MlpOptions, 'hidden' | 'epochs' | 'dropout' | 'l2' | 'seed'> & {
  /** Adam's step size. */
  rate?: number;
  runs?: number;
  batch?: number;
};

export type AttentionExample = { tokens: AttentionToken[]; label: string; weight?: number };

export type Shape = { e: number; f: number; h: number; k: number; positions: number };

/** The network's parameters, each a typed array. */
type Part =
  | 'plain'
  | 'negated'
  | 'previous'
  | 'next'
  | 'facts'
  | 'bias'
  | 'attend'
  | 'offsets'
  | 'output'
  | 'outputBias';
export type AttentionParams = Record<Part, Float32Array>;

function sizes({ e, f, h, k, positions }: Shape): Record<Part, number> {
  return {
    plain: h * e,
    negated: h * e,
    previous: h * e,
    next: h * e,
    facts: h * f,
    bias: h,
    attend: h,
    offsets: positions,
    output: k * 2 * h,
    outputBias: k,
  };
}

export type Pass = {
  z: Float32Array;
  act: Float32Array;
  a: Float32Array;
  read: Float32Array;
  mask: Float32Array;
  prob: Float32Array;
  terms: number;
};

/** Hidden pre-activations of every token into `z`. */
export function project(p: Projection, shape: Shape, tokens: AttentionToken[], z: Float32Array) {
  const { e, f, h } = shape;
  tokens.forEach((t, i) => {
    const at = i * h;
    for (let j = 0; j < h; j++) {
      let s = p.bias[j]!;
      for (let q = 0; q < f; q++) if (t.facts[q]) s += p.facts[j * f + q]! * t.facts[q]!;
      const v = t.vector;
      if (v) for (let q = 0; q < e; q++) s += p.plain[j * e + q]! * v[q]!;
      if (v && t.negated) for (let q = 0; q < e; q++) s += p.negated[j * e + q]! * v[q]!;
      if (t.before) for (let q = 0; q < e; q++) s += p.previous[j * e + q]! * t.before.vector[q]!;
      if (t.after) for (let q = 0; q < e; q++) s += p.next[j * e + q]! * t.after.vector[q]!;
      z[at + j] = s;
    }
  });
}

/** From hidden pre-activations to label probabilities; `drop` silences read-out units. */
export function readOut(
  p: AttentionParams,
  shape: Shape,
  tokens: AttentionToken[],
  z: Float32Array,
  drop?: () => number,
): Pass {
  const { h, k } = shape;
  const n = tokens.length;
  const act = z.map((x) => (x > 0 ? x : 0));
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    let s = p.offsets[tokens[i]!.position]!;
    for (let j = 0; j < h; j++) s += p.attend[j]! * act[i * h + j]!;
    a[i] = s;
  }
  softmax(a);
  const read = new Float32Array(2 * h);
  let terms = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < h; j++) read[j]! += a[i]! * act[i * h + j]!;
    if (tokens[i]!.term) {
      terms++;
      for (let j = 0; j < h; j++) read[h + j]! += act[i * h + j]!;
    }
  }
  if (terms) for (let j = h; j < 2 * h; j++) read[j]! /= terms;
  const mask = new Float32Array(2 * h).fill(1);
  if (drop) for (let j = 0; j < 2 * h; j++) mask[j] = drop();
  const prob = new Float32Array(k);
  for (let c = 0; c < k; c++) {
    let s = p.outputBias[c]!;
    for (let j = 0; j < 2 * h; j++) s += p.output[c * 2 * h + j]! * read[j]! * mask[j]!;
    prob[c] = s;
  }
  softmax(prob);
  return { z, act, a, read, mask, prob, terms };
}

/** Adds one example's gradients (scaled by its weight) into `g`. */
export function backward(
  p: AttentionParams,
  g: AttentionParams,
  shape: Shape,
  tokens: AttentionToken[],
  y: number,
  weight: number,
  pass: Pass,
) {
  const { h, k } = shape;
  const n = tokens.length;
  const dRead = new Float32Array(2 * h);
  for (let c = 0; c < k; c++) {
    const d = (pass.prob[c]! - (c === y ? 1 : 0)) * weight;
    g.outputBias[c]! += d;
    for (let j = 0; j < 2 * h; j++) {
      g.output[c * 2 * h + j]! += d * pass.read[j]! * pass.mask[j]!;
      dRead[j]! += d * p.output[c * 2 * h + j]! * pass.mask[j]!;
    }
  }
  const dScores = scoreGradients(pass.a, dRead, pass.act, n, h);
  const dz = new Float32Array(h);
  tokens.forEach((t, i) => {
    const dScore = dScores[i]!;
    g.offsets[t.position]! += dScore;
    for (let j = 0; j < h; j++) {
      g.attend[j]! += dScore * pass.act[i * h + j]!;
      let d = pass.a[i]! * dRead[j]! + dScore * p.attend[j]!;
      if (t.term) d += dRead[h + j]! / pass.terms;
      dz[j] = pass.z[i * h + j]! > 0 ? d : 0;
    }
    backProject(g, shape, t, dz);
  });
}

/**
 * The gradient of each word's attention score, given attention `a` over `n` words and the
 * gradient of the weighted mean they were read into (through the softmax).
 */
export function scoreGradients(
  a: Float32Array,
  dRead: Float32Array,
  act: Float32Array,
  n: number,
  h: number,
): Float64Array {
  const dA = new Float32Array(n);
  let mean = 0;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < h; j++) s += dRead[j]! * act[i * h + j]!;
    dA[i] = s;
    mean += a[i]! * s;
  }
  return Float64Array.from({ length: n }, (_, i) => a[i]! * (dA[i]! - mean));
}

/** Adds the gradients of a token's input weights, given those of its hidden pre-activations. */
export function backProject(g: Projection, shape: Shape, t: AttentionToken, dz: Float32Array) {
  const { e, f, h } = shape;
  for (let j = 0; j < h; j++) {
    const d = dz[j]!;
    if (!d) continue;
    g.bias[j]! += d;
    for (let q = 0; q < f; q++) if (t.facts[q]) g.facts[j * f + q]! += d * t.facts[q]!;
    const v = t.vector;
    if (v) for (let q = 0; q < e; q++) g.plain[j * e + q]! += d * v[q]!;
    if (v && t.negated) for (let q = 0; q < e; q++) g.negated[j * e + q]! += d * v[q]!;
    const b = t.before?.vector;
    if (b) for (let q = 0; q < e; q++) g.previous[j * e + q]! += d * b[q]!;
    const a = t.after?.vector;
    if (a) for (let q = 0; q < e; q++) g.next[j * e + q]! += d * a[q]!;
  }
}

export function shapeOf(
  examples: { tokens: AttentionToken[] }[],
  labels: string[],
  h: number,
  positions: number,
): Shape {
  const tokens = examples.flatMap((x) => x.tokens);
  const e = tokens.find((t) => t.vector)?.vector?.length ?? 0;
  const first = tokens[0];
  return { e, f: first?.facts.length ?? 0, h, k: labels.length, positions };
}

/** Settings every attention network starts from. */
export const ATTENTION_DEFAULTS = {
  hidden: 48,
  epochs: 6,
  rate: 0.002,
  dropout: 0.3,
  l2: 1e-5,
  runs: 1,
  batch: 16,
};

/** The weights Adam's `l2` shrinks. */
export const DECAYED = new Set(['plain', 'negated', 'previous', 'next', 'facts', 'output']);

export const uniform = (count: number, scale: number, random: () => number) =>
  new Float32Array(count).map(() => (random() * 2 - 1) * scale);

/** Random input weights, in a fixed order (training is reproducible per seed). */
export function initProjection({ e, f, h }: Shape, random: () => number): Projection {
  // One scale for every input, as if they were one matrix over all of them.
  const inScale = Math.sqrt(6 / (4 * e + f + h));
  return {
    plain: uniform(h * e, inScale, random),
    negated: uniform(h * e, inScale, random),
    previous: uniform(h * e, inScale, random),
    next: uniform(h * e, inScale, random),
    facts: uniform(h * f, inScale, random),
    bias: new Float32Array(h).fill(0.01),
  };
}

function trainNet(
  examples: AttentionExample[],
  labels: string[],
  shape: Shape,
  options: Required<AttentionOptions>,
  seed: number,
): AttentionNet {
  const random = seededRandom(seed);
  const n = sizes(shape);
  const p: AttentionParams = {
    ...initProjection(shape, random),
    attend: uniform(n.attend, 0.1, random),
    offsets: new Float32Array(n.offsets),
    output: uniform(n.output, Math.sqrt(6 / (2 * shape.h + shape.k)), random),
    outputBias: new Float32Array(n.outputBias),
  };
  const drop = () => (random() < options.dropout ? 0 : 1 / (1 - options.dropout));
  const encoded = examples.map((x) => ({
    ...x,
    y: labels.indexOf(x.label),
    weight: x.weight ?? 1,
  }));
  trainByAdam(p, encoded, options, random, DECAYED, (x, g) => {
    const z = new Float32Array(x.tokens.length * shape.h);
    project(p, shape, x.tokens, z);
    backward(p, g, shape, x.tokens, x.y, x.weight, readOut(p, shape, x.tokens, z, drop));
  });
  return rounded(p);
}

/** Trained by Adam in mini-batches, deterministic for a given seed. */
export function trainAttention(
  examples: AttentionExample[],
  labels: string[],
  positions: number,
  options: AttentionOptions = {},
): AttentionModel {
  const full: Required<AttentionOptions> = { ...ATTENTION_DEFAULTS, seed: 300, ...options };
  const shape = shapeOf(examples, labels, full.hidden, positions);
  return {
    labels,
    vectorSize: shape.e,
    factCount: shape.f,
    positions,
    hidden: shape.h,
    nets: Array.from({ length: full.runs }, (_, r) =>
      trainNet(examples, labels, shape, full, full.seed + r),
    ),
  };
}
