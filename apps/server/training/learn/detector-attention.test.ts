import { describe, expect, it } from 'vitest';
import { predictDetectorAttention } from '../../src/ai/analysis/learn/detector-attention.ts';
import { readSentence } from '../../src/ai/analysis/sentence.ts';
import { aspectTokens } from '../../src/ai/analysis/term-attention.ts';
import { vectorsOf } from '../../src/ai/analysis/word-vectors.ts';
import { trainDetectorAttention, type DetectorExample } from './train-detector-attention.ts';

// Three-component vectors: a dish, a person, neither. "bread" and "host" are never in a
// training sentence; only their vectors say what they are.
const vectors = vectorsOf({
  soup: [1, 0, 0.1],
  pasta: [0.9, 0.1, 0],
  bread: [0.95, 0, 0.05],
  waiter: [0, 1, 0.1],
  manager: [0.1, 0.9, 0],
  host: [0.05, 0.95, 0],
  good: [0, 0, 1],
  slow: [0.1, 0, 0.9],
  nice: [0, 0.1, 1],
  place: [0.05, 0.05, 1],
});

const labels = ['food', 'service'];
const tokens = (text: string) => aspectTokens(readSentence(text), [], vectors);

function examples(): DetectorExample[] {
  const out: DetectorExample[] = [];
  for (const opinion of ['good', 'slow', 'nice']) {
    for (const dish of ['soup', 'pasta'])
      out.push({ tokens: tokens(`The ${dish} was ${opinion} .`), labels: ['food'] });
    for (const person of ['waiter', 'manager'])
      out.push({ tokens: tokens(`Our ${person} was ${opinion} .`), labels: ['service'] });
    for (const dish of ['soup', 'pasta'])
      for (const person of ['waiter', 'manager'])
        out.push({
          tokens: tokens(`The ${dish} was ${opinion} and our ${person} too .`),
          labels: ['food', 'service'],
        });
    out.push({ tokens: tokens(`A ${opinion} place .`), labels: [] });
  }
  return out;
}

const options = { hidden: 8, epochs: 60, rate: 0.01, dropout: 0, seed: 3 };

describe('category-detector network', () => {
  const model = trainDetectorAttention(examples(), labels, options);
  const says = (text: string) =>
    labels.filter((_, c) => predictDetectorAttention(model, tokens(text))[c]! >= 0.5);

  it('answers each question on its own, and both when the sentence speaks of both', () => {
    expect(says('The soup was good .')).toEqual(['food']);
    expect(says('Our waiter was slow .')).toEqual(['service']);
    expect(says('The pasta was nice and our manager too .')).toEqual(['food', 'service']);
    expect(says('A good place .')).toEqual([]);
  });

  it('knows words it never trained on by their vectors', () => {
    expect(says('The bread was good .')).toEqual(['food']);
    expect(says('Our host was nice .')).toEqual(['service']);
  });

  it('is deterministic for a seed, and predicts the same after a trip through JSON', () => {
    const again = trainDetectorAttention(examples(), labels, options);
    expect(again).toEqual(model);
    const copy = JSON.parse(JSON.stringify(model)) as typeof model;
    const text = tokens('The soup was slow and our host too .');
    expect(predictDetectorAttention(copy, text)).toEqual(predictDetectorAttention(model, text));
  });

  it('gives no category to a sentence without words', () => {
    expect(predictDetectorAttention(model, [])).toEqual([0, 0]);
  });
});
