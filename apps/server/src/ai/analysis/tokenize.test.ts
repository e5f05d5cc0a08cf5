import { describe, expect, it } from 'vitest';
import { splitSentences } from './tokenize.ts';

describe('splitSentences', () => {
  it('splits at sentence punctuation and keeps offsets into the text', () => {
    const text = 'Great food. Slow service! Back soon?';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual(['Great food.', 'Slow service!', 'Back soon?']);
    for (const s of sentences) expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });

  it('goes on past a shortened word of address before a name', () => {
    const text = 'Merci à M. Boivin et Mme. Caron. Thanks Mr. Chen!';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'Merci à M. Boivin et Mme. Caron.',
      'Thanks Mr. Chen!',
    ]);
    // A sentence that ends on a capital letter's word is still a sentence end.
    expect(splitSentences('We met Tom. He was great.').map((s) => s.text)).toEqual([
      'We met Tom.',
      'He was great.',
    ]);
  });

  it('goes on past a mark inside brackets', () => {
    const text = 'Our server (Han?) forgot half our order. The fries (so good!) were hot.';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'Our server (Han?) forgot half our order.',
      'The fries (so good!) were hot.',
    ]);
  });
});
