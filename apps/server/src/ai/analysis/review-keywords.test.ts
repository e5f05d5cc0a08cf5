import { describe, expect, it } from 'vitest';
import { readMenu, readStaff } from './batch.ts';
import { analyseReview } from './review-analysis.ts';

const menu = readMenu(['Tarte au sucre', { name: 'Chicken pot pie', aliases: ['pot pie'] }]);
const staff = readStaff([{ name: 'Rose Tremblay', role: 'server' }]);
const keywordsOf = (text: string) =>
  analyseReview(text, 4, { menu, staff }).keywords.map((k) => k.keyword);

describe('keywords of a review', () => {
  it('never splits a dish named in the review into its words (FR)', () => {
    const keywords = keywordsOf(
      'La tarte au sucre était délicieuse et la tarte bien fondante. Le service était rapide.',
    );
    expect(keywords).toContain('service');
    for (const k of ['tarte au sucre', 'tarte', 'sucre']) expect(keywords).not.toContain(k);
  });

  it('leaves dishes and staff to their screens (EN)', () => {
    const keywords = keywordsOf(
      'The chicken pot pie was amazing and the crust flaky. Rose was a wonderful server.',
    );
    expect(keywords).toEqual(expect.arrayContaining(['crust', 'server']));
    for (const k of ['chicken pot pie', 'chicken', 'pie', 'rose'])
      expect(keywords).not.toContain(k);
  });

  it('keeps a word that is not inside a name the review uses', () => {
    expect(keywordsOf('Le sucre de la crème était parfait.')).toContain('sucre');
  });

  it('stores no filler word', () => {
    expect(keywordsOf('Les trucs étaient froids.')).toEqual([]);
    expect(keywordsOf('Le machin était bon, la terrasse belle.')).not.toContain('machin');
  });
});
