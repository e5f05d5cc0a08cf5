import { describe, expect, it } from 'vitest';
import { predictLinear, type LinearModel } from './linear.ts';
import { loadWeights, storeWeights } from './packed-weights.ts';

const pack = (weights: Record<string, number[]>) => {
  const { stored, blocks } = storeWeights(weights);
  return loadWeights(stored, blocks);
};
const weightOf = (packed: ReturnType<typeof pack>, feature: string) => {
  const at = packed.find(feature);
  if (at < 0) return null;
  return Array.from(packed.values.subarray(at, at + packed.width), (v) => v / packed.scale);
};

describe('packed weights', () => {
  it('predict exactly as the weights they were stored from', () => {
    const model: LinearModel = {
      labels: ['no', 'yes'],
      bias: [0.1, -0.2],
      weights: {
        'w=good': [-0.5, 1.25],
        'w=bad': [0.75, -1],
        constructor: [0.3, 0.1],
        ['__proto__']: [0.2, -0.2],
        'w=crème brûlée': [0.001, -0.002],
      },
    };
    const packed = { ...model, weights: {}, packed: pack(model.weights) };
    const features = new Map([
      ['w=good', 1],
      ['w=bad', 0.5],
      ['constructor', 1],
      ['__proto__', 1],
      ['w=crème brûlée', 1],
      ['w=unknown', 1],
    ]);
    expect(predictLinear(packed, features)).toEqual(predictLinear(model, features));
    expect(packed.packed.find('toString')).toBe(-1);
  });

  it('find every stored feature with its exact weights, and nothing else', () => {
    const weights: Record<string, number[]> = {};
    for (let i = 0; i < 20_000; i++)
      weights[`f${i}=w${i * 7}`] = [i / 1000, -(i + 1) / 1000, 0.001];
    const packed = pack(weights);
    for (const [feature, row] of Object.entries(weights))
      expect(weightOf(packed, feature)).toEqual(row);
    for (let i = 0; i < 20_000; i++) expect(packed.find(`g${i}=w${i}`)).toBe(-1);
    expect(packed.find('')).toBe(-1);
  });

  it('keep each weight exactly at the narrowest integer width that holds it', () => {
    const cases = [
      { row: [0.01, -0.7, 0.5, 1.27], bits: 8, scale: 100 },
      { row: [0.125, -1.5, 0.001, 2], bits: 16, scale: 1000 },
      { row: [29.1491, -0.0001], bits: 32, scale: 10_000 },
      { row: [Math.PI, -1 / 3], bits: 64, scale: 1 },
    ];
    for (const { row, bits, scale } of cases) {
      const { stored, blocks } = storeWeights({ a: row });
      expect(stored).toMatchObject({ bits, scale });
      expect(weightOf(loadWeights(stored, blocks), 'a')).toEqual(row);
    }
  });

  it('store an empty table', () => {
    const packed = pack({});
    expect(packed.find('anything')).toBe(-1);
  });
});
