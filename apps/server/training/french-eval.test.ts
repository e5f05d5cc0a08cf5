import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRENCH_EVAL_URL, loadFrenchEval, parseFrenchEval } from './french-eval.ts';

const raw = readFileSync(FRENCH_EVAL_URL, 'utf8');

describe('French gold set', () => {
  const sentences = loadFrenchEval();

  it('holds about 150 sentences, every term at its offsets', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(150);
    for (const s of sentences) {
      expect(s.text).toBe(s.text.normalize('NFC'));
      for (const t of s.terms) expect(s.text.slice(t.from, t.to)).toBe(t.term);
    }
  });

  it('covers the five categories, every polarity and sentences without a term', () => {
    const categories = new Set(sentences.flatMap((s) => s.categories.map((c) => c.category)));
    expect([...categories].sort()).toEqual([
      'ambience',
      'anecdotes/miscellaneous',
      'food',
      'price',
      'service',
    ]);
    const polarities = new Set(sentences.flatMap((s) => s.terms.map((t) => t.polarity)));
    expect([...polarities].sort()).toEqual(['conflict', 'negative', 'neutral', 'positive']);
    expect(sentences.some((s) => s.terms.length === 0)).toBe(true);
  });

  it('rejects a shifted offset, an unknown category and a repeated id', () => {
    const data = JSON.parse(raw) as { sentences: ReturnType<typeof loadFrenchEval> };
    const first = data.sentences.find((s) => s.terms.length > 0)!;
    const edit = (change: (d: typeof data) => void) => {
      const copy = structuredClone(data);
      change(copy);
      return () => parseFrenchEval(JSON.stringify(copy));
    };
    expect(
      edit((d) => {
        d.sentences.find((s) => s.id === first.id)!.terms[0]!.from += 1;
      }),
    ).toThrow(/is not at/);
    expect(
      edit((d) => {
        d.sentences[0]!.categories[0]!.category = 'drinks' as 'food';
      }),
    ).toThrow();
    expect(
      edit((d) => {
        d.sentences[1]!.id = d.sentences[0]!.id;
      }),
    ).toThrow(/repeated id/);
  });
});
