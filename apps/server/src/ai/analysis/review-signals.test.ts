import { describe, expect, it } from 'vitest';
import { readMenu, readStaff } from './batch.ts';
import { analyseReview } from './review-analysis.ts';

const menu = readMenu(['Lasagna', 'Tarte au citron']);
const staff = readStaff([{ name: 'Nadia Berger', role: 'server' }]);

describe('analyseReview signals', () => {
  it('reports a question and the incidents of a review with the words that carry them', () => {
    const r = analyseReview(
      'My partner got sick all night after the lasagna and I have reported it to public health. Do you even check your fridges? Is there a manager I can call?',
      1,
      { menu, staff },
    );
    expect(r.signals.incidents.map((i) => i.kind).sort()).toEqual(['health-authority', 'illness']);
    expect(r.signals.questions).toEqual([
      { topic: 'other', span: 'Is there a manager I can call?' },
    ]);
    expect(r.signals.spam).toBeNull();
    expect(r.signals.sarcasm).toBe(false);
  });

  it('reads sarcastic praise at one star as the complaint it is', () => {
    const text =
      'Wow, what a treat. The lasagna was lovely, truly the best, once it came after forty minutes, cold. Thanks for nothing.';
    const r = analyseReview(text, 1, { menu, staff });
    expect(r.signals.sarcasm).toBe(true);
    expect(r.sentiment.label).toBe('negative');
    expect(r.menuItems.map((m) => m.polarity)).not.toContain('positive');
    expect(r.aspects.filter((a) => a.polarity === 'positive')).toEqual([]);
  });

  it('leaves the same praise sincere at five stars', () => {
    const r = analyseReview('The lasagna was lovely, truly the best.', 5, { menu, staff });
    expect(r.signals.sarcasm).toBe(false);
    expect(r.menuItems).toEqual([
      expect.objectContaining({ item: 'Lasagna', polarity: 'positive' }),
    ]);
  });

  it('credits nothing to a spam review and keeps it neutral unless it is plainly negative about another place', () => {
    const seo = analyseReview(
      'Our agency puts your lasagna at #1 on Google Maps, more customers guaranteed! Nadia loved it. Visit toprank-growth dot com',
      1,
      { menu, staff },
    );
    expect(seo.signals).toEqual({ questions: [], incidents: [], spam: 'seo', sarcasm: false });
    expect(seo.sentiment).toEqual({ label: 'neutral', score: 0 });
    expect([seo.menuItems, seo.staff, seo.aspects, seo.keywords, seo.categories]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);

    const delivery = analyseReview(
      'Ordered on DoorDash, the driver was 50 minutes late and left the bag at the wrong door. Terrible, awful app support.',
      1,
      { menu, staff },
    );
    expect(delivery.signals.spam).toBe('delivery-app');
    expect(delivery.sentiment.label).toBe('negative');
  });

  it("calls a review of dishes the restaurant's menu does not serve another restaurant's", () => {
    const text = 'Terrible pho, the broth was bland. Worst Vietnamese place on Kingsway.';
    const seafood = readMenu(['Oysters', 'Clam chowder', 'Fish and chips']);
    expect(analyseReview(text, 1, { menu: seafood, staff }).signals.spam).toBe('wrong-restaurant');
    // Without a menu nothing says what the restaurant serves: the guest is answered.
    expect(analyseReview(text, 1).signals.spam).toBeNull();
  });
});
