import { describe, expect, it } from 'vitest';
import { predictAttention } from '../../src/ai/analysis/learn/attention-predict.ts';
import { readSentence } from '../../src/ai/analysis/sentence.ts';
import { TERM_POSITIONS, termTokens } from '../../src/ai/analysis/term-attention.ts';
import { vectorsOf } from '../../src/ai/analysis/word-vectors.ts';
import { trainAttention, type AttentionExample } from './train-attention.ts';

// Three-component vectors: praise, blame, a dish or a person. "superb" and "dreadful" are never
// in a training sentence; only their vectors say what they mean.
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

/** "The soup was good but the waiter was bad", asked about the first or the second term. */
function example(first: string, a: string, second: string, b: string, ask: 0 | 1, not = false) {
  const text = `The ${first} was ${not ? 'not ' : ''}${a} but the ${second} was ${b} .`;
  const words = readSentence(text);
  const at = words.findIndex((w) => w.folded === (ask ? second : first));
  const said = ask ? b : a;
  const praise = ['good', 'tasty', 'superb'].includes(said) !== (not && !ask);
  return {
    tokens: termTokens(words, at, at + 1, vectors),
    label: praise ? 'positive' : 'negative',
  };
}

function examples(): AttentionExample[] {
  const out: AttentionExample[] = [];
  const dishes = ['soup', 'bread'];
  const people = ['waiter', 'host'];
  for (const a of ['good', 'tasty', 'bad', 'bland'])
    for (const b of ['good', 'tasty', 'bad', 'bland'])
      for (const d of dishes)
        for (const p of people)
          for (const ask of [0, 1] as const)
            for (const not of [false, true]) out.push(example(d, a, p, b, ask, not));
  return out;
}

const labels = ['positive', 'negative'];
const options = { hidden: 8, epochs: 30, rate: 0.01, dropout: 0, seed: 5 };

describe('attention network', () => {
  const model = trainAttention(examples(), labels, TERM_POSITIONS, options);
  const says = (x: { tokens: AttentionExample['tokens'] }) => {
    const p = predictAttention(model, x.tokens);
    return labels[p.indexOf(Math.max(...p))];
  };

  it('reads the opinion of the term asked about, not of the other term', () => {
    expect(says(example('soup', 'good', 'waiter', 'bad', 0))).toBe('positive');
    expect(says(example('soup', 'good', 'waiter', 'bad', 1))).toBe('negative');
    expect(says(example('bread', 'bland', 'host', 'tasty', 0))).toBe('negative');
    expect(says(example('bread', 'bland', 'host', 'tasty', 1))).toBe('positive');
  });

  it('turns a negated opinion round', () => {
    expect(says(example('soup', 'good', 'host', 'good', 0, true))).toBe('negative');
    expect(says(example('soup', 'bad', 'host', 'bad', 0, true))).toBe('positive');
  });

  it('knows words it never trained on by their vectors', () => {
    expect(says(example('soup', 'superb', 'waiter', 'dreadful', 0))).toBe('positive');
    expect(says(example('soup', 'superb', 'waiter', 'dreadful', 1))).toBe('negative');
  });

  it('is the same network for the same seed, and another for another', () => {
    const again = trainAttention(examples(), labels, TERM_POSITIONS, options);
    expect(again).toEqual(model);
    const other = trainAttention(examples(), labels, TERM_POSITIONS, { ...options, seed: 6 });
    expect(other.nets[0]!.plain).not.toEqual(model.nets[0]!.plain);
  });

  it('predicts the same once stored as JSON, and averages its runs', () => {
    const stored = JSON.parse(JSON.stringify(model)) as typeof model;
    const x = example('bread', 'tasty', 'waiter', 'bland', 1);
    expect(predictAttention(stored, x.tokens)).toEqual(predictAttention(model, x.tokens));
    const two = trainAttention(examples(), labels, TERM_POSITIONS, { ...options, runs: 2 });
    expect(two.nets).toHaveLength(2);
    const p = predictAttention(two, x.tokens);
    expect(p[0]! + p[1]!).toBeCloseTo(1, 5);
  });

  it('gives even odds when there is no word to read', () => {
    expect(predictAttention(model, [])).toEqual([0.5, 0.5]);
  });
});
