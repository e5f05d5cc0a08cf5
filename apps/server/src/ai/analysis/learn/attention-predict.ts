import { softmax } from './linear.ts';
import type { AttentionModel, AttentionToken, Projection } from './attention.ts';

/**
 * A network whose words' hidden units come from `project`
 * (apps/server/training/learn/train-attention.ts).
 */
type ProjectingNet = Record<keyof Projection, number[]>;
type ProjectingModel = { hidden: number; vectorSize: number; nets: ProjectingNet[] };

/** Typed copies of each net's weights (doubles: V8 computes faster on them), made once per net. */
const typed = new WeakMap<
  object,
  {
    p: Record<string, Float64Array>;
    factColumns: Float64Array;
    flagSums: Map<number, Float64Array>;
  }
>();
/** Each word's projections by every net of a model, remembered per model. */
const remembered = new WeakMap<ProjectingModel, Map<string, Float64Array>>();
const MEMO_LIMIT = 50_000;

export function prepared<N extends ProjectingNet>(net: N) {
  let t = typed.get(net);
  if (!t) {
    const p = Object.fromEntries(
      Object.entries(net).map(([part, w]) => [part, Float64Array.from(w as number[])]),
    );
    const h = p.bias!.length;
    const f = p.facts!.length / h;
    const factColumns = Float64Array.from({ length: f * h }, (_, at) => {
      const [q, j] = [Math.floor(at / h), at % h];
      return p.facts![j * f + q]!;
    });
    t = { p, factColumns, flagSums: new Map<number, Float64Array>() };
    typed.set(net, t);
  }
  return t as {
    p: Record<keyof N, Float64Array>;
    factColumns: Float64Array;
    flagSums: Map<number, Float64Array>;
  };
}

/** A word's four projections (plain, negated correction, as the word before, as the word after). */
const ROLES = ['plain', 'negated', 'previous', 'next'] as const;

/** Every net's four projections of a word, `4 * hidden` numbers per net. */
function projections(model: ProjectingModel, word: { vector: Float32Array; key: string }) {
  let memo = remembered.get(model);
  if (!memo) remembered.set(model, (memo = new Map()));
  const known = memo.get(word.key);
  if (known) return known;
  const { hidden: h, vectorSize: e } = model;
  const out = new Float64Array(model.nets.length * 4 * h);
  model.nets.forEach((net, n) => {
    const { p } = prepared(net);
    ROLES.forEach((role, r) => {
      const w = p[role];
      for (let j = 0; j < h; j++) {
        let s = 0;
        for (let q = 0; q < e; q++) s += w[j * e + q]! * word.vector[q]!;
        out[(n * 4 + r) * h + j] = s;
      }
    });
  });
  if (memo.size < MEMO_LIMIT) memo.set(word.key, out);
  return out;
}

/**
 * Working arrays reused from call to call (prediction runs for every term of every review; new
 * arrays each time kept the collector busy), at least `size` long and not zeroed.
 */
const buffers = new Map<string, Float64Array>();
export function scratch(name: string, size: number): Float64Array {
  let b = buffers.get(name);
  if (!b || b.length < size) buffers.set(name, (b = new Float64Array(Math.max(size, 256))));
  return b;
}

/**
 * Every token's hidden units by the net numbered `net` into `act` (before the activation):
 * its remembered projections, its bias and its non-zero facts.
 */
export function hiddenUnits(
  model: ProjectingModel,
  tokens: AttentionToken[],
  net: number,
  act: Float64Array,
  words = tokenProjections(model, tokens),
) {
  const { hidden: h } = model;
  const { p, factColumns, flagSums } = prepared(model.nets[net]!);
  const f = factColumns.length / h;
  const base = net * 4 * h;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const at = i * h;
    const facts = t.facts;
    // Most facts are flags (set or not, one distance bucket): the bias plus the columns of the
    // set ones is remembered per combination, and only the other non-zero facts cost a column.
    let flags = 0;
    if (f <= 30) for (let q = 0; q < f; q++) if (facts[q] === 1) flags |= 1 << q;
    let fixed = flagSums.get(flags);
    if (!fixed) {
      fixed = Float64Array.from(p.bias);
      for (let q = 0; q < f; q++)
        if (flags & (1 << q)) for (let j = 0; j < h; j++) fixed[j]! += factColumns[q * h + j]!;
      if (flagSums.size < 4096) flagSums.set(flags, fixed);
    }
    const own = words.self[i];
    const left = words.before[i];
    const right = words.after[i];
    for (let j = 0; j < h; j++) {
      let s = fixed[j]!;
      if (own) s += own[base + j]! + (t.negated ? own[base + h + j]! : 0);
      if (left) s += left[base + 2 * h + j]!;
      if (right) s += right[base + 3 * h + j]!;
      act[at + j] = s;
    }
    for (let q = 0; q < f; q++) {
      const x = facts[q]!;
      if (!x || flags & (1 << q)) continue;
      const column = q * h;
      for (let j = 0; j < h; j++) act[at + j]! += factColumns[column + j]! * x;
    }
  }
}

/** Each token's projections and its neighbours', looked up once for every net. */
export function tokenProjections(model: ProjectingModel, tokens: AttentionToken[]) {
  const self: (Float64Array | null)[] = [];
  const before: (Float64Array | null)[] = [];
  const after: (Float64Array | null)[] = [];
  for (const t of tokens) {
    self.push(t.vector && projections(model, { vector: t.vector, key: t.key }));
    before.push(t.before && projections(model, t.before));
    after.push(t.after && projections(model, t.after));
  }
  return { self, before, after };
}

/**
 * Probability of each label, in the model's label order. A word's projections are remembered,
 * so a token costs its facts, not its vectors. The same arithmetic as training's `project` and
 * `readOut`, in doubles and flat loops: it runs for every term of every review.
 */
export function predictAttention(model: AttentionModel, tokens: AttentionToken[]): number[] {
  const { hidden: h } = model;
  const k = model.labels.length;
  const n = tokens.length;
  const mean = new Array<number>(k).fill(0);
  if (!n) return mean.map(() => 1 / k);
  const words = tokenProjections(model, tokens);
  const act = scratch('act', n * h);
  const a = scratch('a', n);
  const read = scratch('read', 2 * h);
  const out = scratch('out', k).subarray(0, k);
  for (let net = 0; net < model.nets.length; net++) {
    const { attend, offsets, output, outputBias } = prepared(model.nets[net]!).p;
    hiddenUnits(model, tokens, net, act, words);
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      const t = tokens[i]!;
      const at = i * h;
      let score = offsets[t.position]!;
      for (let j = 0; j < h; j++) {
        const v = act[at + j]! > 0 ? act[at + j]! : 0;
        act[at + j] = v;
        score += attend[j]! * v;
      }
      a[i] = score;
      if (score > max) max = score;
    }
    let sum = 0;
    for (let i = 0; i < n; i++) sum += a[i] = Math.exp(a[i]! - max);
    read.fill(0);
    let terms = 0;
    for (let i = 0; i < n; i++) {
      const weight = a[i]! / sum;
      const at = i * h;
      for (let j = 0; j < h; j++) read[j]! += weight * act[at + j]!;
      if (tokens[i]!.term) {
        terms++;
        for (let j = 0; j < h; j++) read[h + j]! += act[at + j]!;
      }
    }
    if (terms) for (let j = h; j < 2 * h; j++) read[j]! /= terms;
    for (let c = 0; c < k; c++) {
      let s = outputBias[c]!;
      const row = c * 2 * h;
      for (let j = 0; j < 2 * h; j++) s += output[row + j]! * read[j]!;
      out[c] = s;
    }
    softmax(out);
    for (let c = 0; c < k; c++) mean[c]! += out[c]! / model.nets.length;
  }
  return mean;
}
