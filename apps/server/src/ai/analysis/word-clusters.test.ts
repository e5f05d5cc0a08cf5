import { describe, expect, it } from 'vitest';
import { categoryFeatures } from './category-features.ts';
import { buildGazetteer } from './gazetteer.ts';
import { readSentence } from './sentence.ts';
import { VECTOR_SIZE, wordCluster } from './word-clusters.ts';

const leaf = (word: string) => wordCluster(word)?.leaf;

describe('wordCluster', () => {
  it('puts words used alike together', () => {
    expect(leaf('waiter')).toBe(leaf('waitress'));
    expect(leaf('pizza')).toBe(leaf('sandwich'));
    expect(leaf('waiter')).not.toBe(leaf('pizza'));
  });

  it('keeps rare dish names that common words would crowd out', () => {
    for (const dish of ['sashimi', 'edamame', 'bruschetta', 'polenta'])
      expect(wordCluster(dish)).not.toBeNull();
  });

  it('gives each cluster a unit-length centre', () => {
    const centre = wordCluster('pizza')!.centre;
    expect(centre).toHaveLength(VECTOR_SIZE);
    const norm = Math.hypot(...centre);
    expect(norm).toBeGreaterThan(0.97);
    expect(norm).toBeLessThan(1.03);
  });

  it('knows nothing of words the vectors never saw', () => {
    expect(wordCluster('qzxv')).toBeNull();
    expect(wordCluster('constructor')).not.toHaveProperty('call');
  });
});

describe('category features', () => {
  const gazetteer = buildGazetteer([]);
  it("read each word's cluster and the mean of their centres", () => {
    const f = categoryFeatures(readSentence('The sashimi was fresh.'), gazetteer, []);
    expect(f.get(`el=${leaf('sashimi')}`)).toBe(1);
    expect(f.has('vm0')).toBe(true);
  });
});
