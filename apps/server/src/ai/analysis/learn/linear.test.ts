import { describe, expect, it } from 'vitest';
import { loadModel } from '../model.ts';
import { predictLinear, predictLinearEach } from './linear.ts';

describe('predictLinearEach', () => {
  it('gives each model exactly what predictLinear gives it, features looked up once', () => {
    const model = loadModel();
    const detectors = Object.values(model.categories).map((c) => c.model);
    const features = new Map([
      ['w=pasta', 1],
      ['w=waiter', 0.5],
      ['w=never-seen-in-training', 1],
      ['lexFood', 2],
    ]);
    const names = ['vm0', 'vm1'];
    const dense = { names, values: [0.25, -1] };
    // Twice: the second reading comes from the remembered rows.
    for (let round = 0; round < 2; round++) {
      expect(predictLinearEach(detectors, features, dense)).toEqual(
        detectors.map((m) => predictLinear(m, features, dense)),
      );
      expect(predictLinearEach(detectors, features)).toEqual(
        detectors.map((m) => predictLinear(m, features)),
      );
    }
  });

  it('reads models with plain weights as predictLinear does', () => {
    const plain = { labels: ['no', 'yes'], bias: [0.1, -0.2], weights: { 'w=good': [-0.5, 1] } };
    const features = new Map([['w=good', 1]]);
    expect(predictLinearEach([plain], features)).toEqual([predictLinear(plain, features)]);
  });
});
