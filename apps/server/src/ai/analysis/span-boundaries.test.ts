import { describe, expect, it } from 'vitest';
import type { Gazetteer } from './gazetteer.ts';
import type { LinearModel } from './learn/linear.ts';
import { emissions, type SequenceModel } from './learn/sequence.ts';
import { readSentence } from './sentence.ts';
import { candidateSpans, refineSpans, type Span } from './span-boundaries.ts';

const noGazetteer: Gazetteer = { terms: {}, words: {} };
// A tagger with no opinion: every candidate costs the same, so only the boundary model decides.
const flatTagger: SequenceModel = { weights: {}, transitions: Array<number>(12).fill(0) };
const texts = (words: ReturnType<typeof readSentence>, spans: Span[]) =>
  spans.map(([a, b]) =>
    words
      .slice(a, b)
      .map((w) => w.text)
      .join(' '),
  );

describe('term boundaries', () => {
  it('offers spans a few words wider or narrower, never edged by punctuation or overlapping', () => {
    const words = readSentence('The (soft shell crab) and the fries were great.');
    const crab: Span = [3, 4]; // "shell"
    const fries: Span = [8, 9];
    const candidates = candidateSpans(words, crab, [fries]);
    expect(candidates).toContainEqual(crab);
    expect(candidates).toContainEqual([2, 5]); // "soft shell crab"
    for (const [x, y] of candidates) {
      expect(words[x]!.punct).toBe(false);
      expect(words[y - 1]!.punct).toBe(false);
      expect(x < fries[1] && fries[0] < y).toBe(false);
    }
  });

  it('moves an edge only when the boundary model clearly prefers another span', () => {
    const words = readSentence('The soft shell crab was great');
    const found: Span[] = [[2, 4]]; // "shell crab"
    const tags = [0, 0, 1, 2, 0, 0];
    const emit = emissions(
      flatTagger,
      words.map(() => []),
    );
    const model = (weight: number): LinearModel => ({
      labels: ['no', 'yes'],
      bias: [0, -3],
      weights: { 'f=soft': [0, weight], 'l=crab': [0, weight] },
    });
    const refine = (weight: number) =>
      texts(
        words,
        refineSpans(model(weight), {
          words,
          spans: found,
          tags,
          emit,
          tagger: flatTagger,
          gazetteer: noGazetteer,
        }),
      );
    expect(refine(3)).toEqual(['soft shell crab']);
    // Likelier, but not by the margin: the tagger's span stays.
    expect(refine(0.3)).toEqual(['shell crab']);
  });
});
