import { describe, expect, it } from 'vitest';
import { predictLinear, type LinearModel } from './linear.ts';
import { loadWeights, storeWeights } from './packed-weights.ts';

describe('packed weights', () => {
  it('predict exactly as the weights they were stored from', () => {
    const model: LinearModel = {
      labels: ['no', 'yes'],
      bias: [0.1, -0.2],
      weights: { 'w=good': [-0.5, 1.25], 'w=bad': [0.75, -1], constructor: [0.3, 0.1] },
    };
    const packed = { ...model, weights: {}, packed: loadWeights(storeWeights(model.weights)) };
    const features = new Map([
      ['w=good', 1],
      ['w=bad', 0.5],
      ['constructor', 1],
      ['w=unknown', 1],
    ]);
    expect(predictLinear(packed, features)).toEqual(predictLinear(model, features));
  });

  it('refuse a feature name with a line break', () => {
    expect(() => storeWeights({ 'a\nb': [1] })).toThrow();
  });
});
