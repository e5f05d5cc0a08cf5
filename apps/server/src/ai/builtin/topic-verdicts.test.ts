import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analysis/review-analysis.ts';
import { topicVerdicts } from './topic-verdicts.ts';

// An invented bistro: nothing here comes from the evaluation corpus.
const menu = [
  { name: 'Braised short rib', aliases: [] },
  { name: 'Steak frites', aliases: [] },
];
const staff = [{ name: 'Noor Haddad', role: 'server' }];

function verdicts(text: string, rating: number) {
  const analysis = analyseReview(text, rating, { menu, staff });
  const read = topicVerdicts({ text, rating }, analysis, ['Noor Haddad']);
  return {
    analysis,
    read,
    polarity: (category: string) => read.find((c) => c.category === category)?.polarity,
  };
}

describe('the topics a review criticises, as a reply reads them', () => {
  it('counts a price and a cold dish told without a topic word as complaints', () => {
    const { polarity } = verdicts(
      'Forty dollars for a lukewarm steak frites and a server who forgot us for half an hour.',
      1,
    );
    expect(polarity('price')).toBe('negative');
    expect(polarity('food')).toBe('negative');
  });

  it('reads the one gripe of a four-star review as the parking, not the wait or the service', () => {
    const { polarity } = verdicts(
      'Lovely dinner, the braised short rib melted. Only gripe is parking: we circled the block for twenty minutes.',
      4,
    );
    expect(polarity('location')).toBe('negative');
    expect(polarity('wait')).not.toBe('negative');
    expect(polarity('service')).not.toBe('negative');
  });

  it('does not call a room criticised because the guest advises booking a small place', () => {
    const { polarity } = verdicts(
      'Tiny place so book ahead. Noor made the best old fashioned in town.',
      5,
    );
    expect(polarity('ambience')).not.toBe('negative');
  });

  it('counts a hygiene incident against the cleanliness and an allergen served against the service', () => {
    const mouse = verdicts(
      'A mouse ran across the dining room floor while we ate our steak frites. We paid and left.',
      1,
    );
    expect(mouse.analysis.signals.incidents.map((i) => i.kind)).toContain('hygiene');
    expect(mouse.polarity('cleanliness')).toBe('negative');
    const allergy = verdicts(
      'I told them twice about my sesame allergy and the short rib came covered in sesame seeds. My throat closed up and we spent the night in the ER.',
      1,
    );
    expect(allergy.analysis.signals.incidents.map((i) => i.kind)).toContain('allergy');
    expect(allergy.polarity('service')).toMatch(/negative|conflict/);
  });

  it('counts a booking not honoured as the reservations topic', () => {
    const lost = verdicts(
      'We booked a table for six weeks ago and when we arrived they had no record of our booking. We ate elsewhere.',
      1,
    );
    expect(lost.polarity('reservation')).toBe('negative');
    const fine = verdicts(
      'We booked for eight and our table was ready. The steak frites was perfect.',
      5,
    );
    expect(fine.polarity('reservation')).toBeUndefined();
  });

  it('keeps what the classifier read beside each verdict, and null for a topic it did not name', () => {
    const { analysis, read } = verdicts(
      'Forty dollars for a lukewarm steak frites. Never again.',
      1,
    );
    for (const c of analysis.categories)
      expect(read.find((r) => r.category === c.category)?.classifier).toBe(c.polarity);
    for (const r of read.filter((c) => c.classifier === null))
      expect(analysis.categories.some((c) => c.category === r.category)).toBe(false);
  });

  it('leaves a review without words as the classifier read it', () => {
    const { analysis, read } = verdicts('', 4);
    expect(read).toEqual(analysis.categories.map((c) => ({ ...c, classifier: c.polarity })));
  });
});
