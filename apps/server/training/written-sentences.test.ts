import { readFileSync } from 'node:fs';
import { POLARITIES, SEMEVAL_CATEGORIES } from '@tableside/domain/insights';
import { describe, expect, it } from 'vitest';
import type { SemevalSentence } from './semeval.ts';
import { parseParaphrases, parseWrittenSentences, WRITTEN_URL } from './written-sentences.ts';

const line = (text: string, terms: string[]) =>
  JSON.stringify({
    text,
    terms: terms.map((term) => ({ term, polarity: 'neutral' })),
    categories: [{ category: 'food', polarity: 'neutral' }],
  });

describe('parseWrittenSentences', () => {
  it('finds each term as a whole word, a repeated term at its next occurrence', () => {
    const [s] = parseWrittenSentences(
      line('The barbecue at the bar beat the bar downstairs.', ['bar', 'bar']),
    );
    expect(s!.terms.map((t) => [t.from, t.to])).toEqual([
      [20, 23],
      [33, 36],
    ]);
  });

  it('names the line of a term its sentence does not hold', () => {
    const jsonl = `${line('Good soup.', ['soup'])}\n${line('Good soup.', ['bread'])}\n`;
    expect(() => parseWrittenSentences(jsonl)).toThrow(/line 2: "bread"/);
  });
});

describe('parseParaphrases', () => {
  const original: SemevalSentence = {
    id: '7',
    text: 'The bar was fine, the bar food great.',
    terms: [
      { term: 'bar', polarity: 'neutral', from: 4, to: 7 },
      { term: 'bar food', polarity: 'positive', from: 22, to: 30 },
    ],
    categories: [{ category: 'food', polarity: 'positive' }],
  };
  const line = (source: string, text: string) => JSON.stringify({ source, text });

  it("gives a paraphrase its original's terms, placed in its own words, and categories", () => {
    const [p] = parseParaphrases(line('7', 'Great bar food at an okay bar.'), [original]);
    expect(p).toMatchObject({ paraphraseOf: '7', categories: original.categories });
    expect(p!.terms.map((t) => [t.term, t.polarity, p!.text.slice(t.from, t.to)])).toEqual([
      ['bar', 'neutral', 'bar'],
      ['bar food', 'positive', 'bar food'],
    ]);
  });

  it('leaves out paraphrases of sentences the training run does not hold', () => {
    expect(parseParaphrases(line('8', 'Nice bar.'), [original])).toEqual([]);
  });

  it('names the line of a paraphrase that lost a term', () => {
    const jsonl = `${line('7', 'Fine bar, great bar food.')}\n${line('7', 'Fine bar, great snacks.')}`;
    expect(() => parseParaphrases(jsonl, [original])).toThrow(/line 2: "bar food"/);
  });
});

describe('the written training sentences', () => {
  const written = parseWrittenSentences(readFileSync(WRITTEN_URL, 'utf8'));

  it('are annotated in the SemEval scheme', () => {
    expect(written.length).toBeGreaterThan(11000);
    const polarity = new Set<string>(POLARITIES);
    const category = new Set<string>(SEMEVAL_CATEGORIES);
    const wrong = written.filter(
      (s) =>
        !s.categories.length ||
        s.categories.some((c) => !category.has(c.category) || !polarity.has(c.polarity)) ||
        s.terms.some((t) => s.text.slice(t.from, t.to) !== t.term || !polarity.has(t.polarity)),
    );
    expect(wrong).toEqual([]);
  });

  // Batches were written side by side: a sentence twice would count double in training.
  it('hold each sentence once', () => {
    const seen = new Set<string>();
    const twice = written.filter((s) => {
      const key = words(s.text).join(' ');
      if (seen.has(key)) return true;
      seen.add(key);
      return false;
    });
    expect(twice).toEqual([]);
  });
});

/** A sentence's words, lower-cased, without punctuation: how two sentences are compared. */
const words = (t: string) => t.toLowerCase().match(/[a-z0-9]+/g) ?? [];
