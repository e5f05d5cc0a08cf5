import { describe, expect, it } from 'vitest';
import { buildGazetteer, matchGazetteer, termKey } from './gazetteer.ts';
import { readSentence } from './sentence.ts';

/** A training sentence whose terms are the given word ranges. */
const taught = (text: string, spans: [number, number][]) => ({
  words: readSentence(text),
  spans,
  categories: ['food'],
});

describe('matchGazetteer', () => {
  it('finds the longest known terms, those of several words whose first words are no term too', () => {
    const gazetteer = buildGazetteer([
      taught('The ice cream sandwich was huge', [[1, 4]]),
      taught('Their creme brulee is classic', [[1, 3]]),
      taught('Too much cream', [[2, 3]]),
    ]);
    const words = readSentence('The ice cream sandwich, the creme brulee and the cream');
    const found = matchGazetteer(gazetteer, words).map((m) => termKey(words, m.start, m.end));
    expect(found).toEqual([
      termKey(readSentence('ice cream sandwich'), 0, 3),
      termKey(readSentence('creme brulee'), 0, 2),
      termKey(readSentence('cream'), 0, 1),
    ]);
  });

  it('reads a term cut short as no term', () => {
    const gazetteer = buildGazetteer([taught('The ice cream sandwich was huge', [[1, 4]])]);
    expect(matchGazetteer(gazetteer, readSentence('An ice cream, please'))).toEqual([]);
  });
});
