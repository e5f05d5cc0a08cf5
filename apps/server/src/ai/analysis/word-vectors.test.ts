import { describe, expect, it } from 'vitest';
import { decodeWordVectors, vectorsOf, wordVectors } from './word-vectors.ts';

// Three-component vectors: praise, blame, a dish or a person.
const vectors = vectorsOf({
  good: [1, 0, 0],
  tasty: [0.9, 0.1, 0],
  superb: [0.95, 0, 0.05],
  bad: [0, 1, 0],
  bland: [0.1, 0.9, 0],
  dreadful: [0, 0.95, 0.05],
  soup: [0, 0, 1],
  waiter: [0, 0.1, 1],
  bread: [0.1, 0, 1],
  host: [0.05, 0.05, 1],
});

describe('word vectors file', () => {
  it('keeps each vector to within a hundredth of its largest component', () => {
    const v = vectors.vector('tasty')!;
    expect(v).toHaveLength(3);
    expect(v[0]).toBeCloseTo(0.9, 2);
    expect(v[1]).toBeCloseTo(0.1, 2);
    expect(vectors.vector('unknown')).toBeNull();
    expect(vectors.vector('constructor')).toBeNull();
  });

  it('refuses a file that is not one', () => {
    expect(() => decodeWordVectors(Buffer.alloc(16))).toThrow(/word-vector/);
  });

  it('ships GloVe vectors of 100 components where words used alike lie close', () => {
    const shipped = wordVectors();
    const cosine = (a: string, b: string) => {
      const [x, y] = [shipped.vector(a)!, shipped.vector(b)!];
      let [xy, xx, yy] = [0, 0, 0];
      x.forEach((v, d) => ((xy += v * y[d]!), (xx += v * v), (yy += y[d]! * y[d]!)));
      return xy / Math.sqrt(xx * yy);
    };
    expect(shipped.size).toBe(100);
    expect(shipped.vector('delicious')).toHaveLength(100);
    expect(cosine('delicious', 'tasty')).toBeGreaterThan(cosine('delicious', 'waiter') + 0.3);
    expect(cosine('waiter', 'waitress')).toBeGreaterThan(0.7);
    // Dish names rarer than the 50,000 commonest words are kept with their clusters.
    expect(shipped.vector('sashimi')).not.toBeNull();
  });
});
