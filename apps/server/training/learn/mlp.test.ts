import { describe, expect, it } from 'vitest';
import { pickLabel, predictLinear } from '../../src/ai/analysis/learn/linear.ts';
import { predictMlp } from '../../src/ai/analysis/learn/mlp.ts';
import { loadWeights, storeWeights } from '../../src/ai/analysis/learn/packed-weights.ts';
import { trainLinear } from './train-linear.ts';
import { trainMlp } from './train-mlp.ts';

// "Cold" praises a beer and faults a soup: the label hangs on the two words together, which no
// weighting of single words can say.
const examples = [
  ['cold', 'beer', 'positive'],
  ['cold', 'soup', 'negative'],
  ['warm', 'beer', 'negative'],
  ['warm', 'soup', 'positive'],
].flatMap(([a, b, label]) =>
  Array.from({ length: 25 }, () => ({
    features: new Map([
      [`w=${a}`, 1],
      [`c=${b}`, 1],
    ]),
    label: label!,
  })),
);
const labels = ['negative', 'positive'];
const best = (p: number[]) => labels[p[1]! > p[0]! ? 1 : 0];

describe('the one-hidden-layer network', () => {
  it('learns a pair of words that only mean something together, which a linear model cannot', () => {
    const mlp = trainMlp(examples, labels, { hidden: 8, epochs: 30, dropout: 0 });
    const linear = trainLinear(examples, labels);
    let mlpRight = 0;
    let linearRight = 0;
    for (const ex of examples) {
      if (best(predictMlp(mlp, ex.features)) === ex.label) mlpRight++;
      if (pickLabel(labels, predictLinear(linear, ex.features)).label === ex.label) linearRight++;
    }
    expect(mlpRight).toBe(examples.length);
    expect(linearRight).toBeLessThanOrEqual(examples.length * 0.75);
  });

  it('trains to the same weights for the same seed, and other weights for another', () => {
    const one = trainMlp(examples, labels, { hidden: 4, seed: 3 });
    expect(trainMlp(examples, labels, { hidden: 4, seed: 3 })).toEqual(one);
    expect(trainMlp(examples, labels, { hidden: 4, seed: 4 })).not.toEqual(one);
  });

  it('predicts the same from packed weights, and ignores features it never kept', () => {
    const mlp = trainMlp(examples, labels, { hidden: 8, epochs: 30, dropout: 0 });
    const { stored, blocks } = storeWeights(mlp.weights);
    const packed = { ...mlp, weights: {}, packed: loadWeights(stored, blocks) };
    const features = new Map([
      ['w=cold', 1],
      ['c=soup', 1],
      ['w=never-seen', 1],
    ]);
    expect(predictMlp(packed, features)).toEqual(predictMlp(mlp, features));
    const p = predictMlp(mlp, new Map());
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });
});
