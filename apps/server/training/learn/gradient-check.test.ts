import { describe, expect, it } from 'vitest';
import type { AttentionToken } from '../../src/ai/analysis/learn/attention.ts';
import { seededRandom } from './random.ts';
import { backward, project, readOut, type AttentionParams, type Shape } from './train-attention.ts';
import {
  addDetectorGradients,
  detectorLoss,
  type DetectorParams,
} from './train-detector-attention.ts';
import { addMlpGradients, mlpLoss, type MlpParams } from './train-mlp.ts';

// The networks' back-propagation is written by hand: each analytic gradient is compared with a
// central difference of the loss, for every weight of a small network with random weights and
// random words (fixed seeds, so a failure replays). Weights are floats, hence the loose tolerance;
// a weight whose nudge crosses a ReLU's kink (the one-sided differences disagree) is not judged.
const EPS = 1e-3;
const near = (analytic: number, numeric: number) =>
  Math.abs(analytic - numeric) <= 2e-3 + 2e-2 * Math.max(Math.abs(analytic), Math.abs(numeric));

const shape: Shape = { e: 3, f: 4, h: 5, k: 3, positions: 4 };

type Arrays<P> = { [K in keyof P]: Float32Array | Float64Array };

const randomArray = (n: number, random: () => number, scale = 0.8) =>
  Float32Array.from({ length: n }, () => (random() * 2 - 1) * scale);

/** Six words: negated or not, with neighbours or not, two of them the term, one without a vector. */
function randomTokens(random: () => number): AttentionToken[] {
  const word = () => ({ vector: randomArray(shape.e, random, 1), key: String(random()) });
  return Array.from({ length: 6 }, (_, i) => ({
    vector: i === 5 ? null : word().vector,
    key: `w${i}`,
    before: i % 2 ? word() : null,
    after: i % 3 ? word() : null,
    negated: i === 1 || i === 4,
    // Flags and real values, some zero, as the facts of term-attention.ts are.
    facts: Float32Array.from([i % 2, 0, random(), i === 2 ? -0.7 : 0]),
    position: i % shape.positions,
    term: i === 2 || i === 3,
  }));
}

/** Every weight's analytic gradient against the central difference of `loss`. */
function compare<P extends Arrays<P>>(p: P, loss: () => number, gradients: () => P) {
  const g = gradients();
  const mismatches: string[] = [];
  let checked = 0;
  let kinks = 0;
  const base = loss();
  for (const part of Object.keys(p) as (keyof P & string)[]) {
    const w = p[part];
    for (let q = 0; q < w.length; q++) {
      const keep = w[q]!;
      w[q] = keep + EPS;
      const up = loss();
      w[q] = keep - EPS;
      const down = loss();
      w[q] = keep;
      const numeric = (up - down) / (2 * EPS);
      checked++;
      if (!near((up - base) / EPS, (base - down) / EPS)) {
        kinks++;
        continue;
      }
      if (!near(g[part][q]!, numeric)) mismatches.push(`${part}[${q}]: ${g[part][q]} ≠ ${numeric}`);
    }
  }
  return { checked, kinks, mismatches };
}

const zerosLike = <P extends Arrays<P>>(p: P) =>
  Object.fromEntries(
    Object.entries<Float32Array | Float64Array>(p).map(([k, v]) => [k, v.slice().fill(0)]),
  ) as P;

describe('gradient checks', () => {
  it('the term attention network: projection, attention over the words, read-out', () => {
    for (const seed of [1, 2, 3]) {
      const random = seededRandom(seed);
      const { e, f, h, k, positions } = shape;
      const p: AttentionParams = {
        plain: randomArray(h * e, random),
        negated: randomArray(h * e, random),
        previous: randomArray(h * e, random),
        next: randomArray(h * e, random),
        facts: randomArray(h * f, random),
        bias: randomArray(h, random, 0.3),
        attend: randomArray(h, random),
        offsets: randomArray(positions, random),
        output: randomArray(k * 2 * h, random),
        outputBias: randomArray(k, random),
      };
      const tokens = randomTokens(random);
      const [y, weight] = [seed % k, 0.7];
      const pass = () => {
        const z = new Float32Array(tokens.length * h);
        project(p, shape, tokens, z);
        return readOut(p, shape, tokens, z);
      };
      const { checked, kinks, mismatches } = compare(
        p,
        () => -weight * Math.log(pass().prob[y]!),
        () => {
          const g = zerosLike(p);
          backward(p, g, shape, tokens, y, weight, pass());
          return g;
        },
      );
      expect(checked).toBe(4 * h * e + h * f + h + h + positions + 2 * h * k + k);
      expect(kinks).toBeLessThan(checked / 20);
      expect(mismatches).toEqual([]);
    }
  });

  it('the category detector network: one attention and one yes/no answer per label', () => {
    for (const seed of [4, 5, 6]) {
      const random = seededRandom(seed);
      const { e, f, h, k } = shape;
      const p: DetectorParams = {
        plain: randomArray(h * e, random),
        negated: randomArray(h * e, random),
        previous: randomArray(h * e, random),
        next: randomArray(h * e, random),
        facts: randomArray(h * f, random),
        bias: randomArray(h, random, 0.3),
        attend: randomArray(k * h, random),
        output: randomArray(k * h, random),
        outputBias: randomArray(k, random),
      };
      const x = {
        tokens: randomTokens(random),
        y: Float32Array.from({ length: k }, (_, c) => (c + seed) % 2),
        weight: 0.6,
      };
      const { checked, kinks, mismatches } = compare(
        p,
        () => detectorLoss(p, shape, x),
        () => {
          const g = zerosLike(p);
          addDetectorGradients(p, g, shape, x);
          return g;
        },
      );
      expect(checked).toBe(4 * h * e + h * f + h + 2 * k * h + k);
      expect(kinks).toBeLessThan(checked / 20);
      expect(mismatches).toEqual([]);
    }
  });

  it('the one-hidden-layer network: hidden units over sparse features, then softmax', () => {
    for (const seed of [7, 8, 9]) {
      const random = seededRandom(seed);
      const size = (least: number) => least + Math.floor(random() * 4);
      const [n, h, k] = [size(4), size(3), size(2)];
      const weights = (length: number, scale?: number) =>
        Float64Array.from(randomArray(length, random, scale));
      const p: MlpParams = {
        input: weights(n * h),
        hiddenBias: weights(h, 0.3),
        output: weights(h * k),
        outputBias: weights(k),
      };
      // Some features absent (their rows' gradients are zero), some values not 1, some negative.
      const x = {
        ids: Array.from(
          { length: n },
          (_, id) => [id, id % 2 ? 1 : random() * 3 - 1] as const,
        ).filter(([id]) => id !== 1 && random() > 0.2),
        y: seed % k,
        weight: 0.7,
      };
      // Without dropout, and with every other unit silenced and the rest doubled.
      for (const drop of [() => 1, (j: number) => (j % 2 ? 0 : 2)]) {
        const { checked, kinks, mismatches } = compare(
          p,
          () => mlpLoss(p, x, drop),
          () => {
            const g = zerosLike(p);
            addMlpGradients(p, g, x, drop);
            return g;
          },
        );
        expect(checked).toBe(n * h + h + h * k + k);
        expect(kinks).toBeLessThan(checked / 20);
        expect(mismatches).toEqual([]);
      }
    }
  });
});
