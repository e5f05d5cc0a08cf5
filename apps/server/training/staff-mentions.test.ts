import { describe, expect, it } from 'vitest';
import { inHoldout, loadStaffMentions } from './staff-mentions.ts';

const reviews = loadStaffMentions();

describe('invented staff-mention reviews', () => {
  it('hold every kind of mention in every variety, against the stars too', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(300);
    for (const lang of ['en', 'fr-FR', 'fr-CA'] as const)
      for (const kind of [
        'complaint-event',
        'complaint-worded',
        'praise-event',
        'praise-worded',
        'neutral',
      ] as const)
        expect(
          reviews.filter((r) => r.lang === lang && r.kind === kind).length,
          `${kind} in ${lang}`,
        ).toBeGreaterThanOrEqual(4);
    expect(
      reviews.filter((r) => r.kind === 'complaint-event' && r.rating >= 4).length,
    ).toBeGreaterThanOrEqual(50);
    expect(
      reviews.filter((r) => r.kind === 'praise-event' && r.rating <= 2).length,
    ).toBeGreaterThanOrEqual(30);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
  });

  it('name the person in the mention sentence, which stands in the review', () => {
    for (const r of reviews) {
      expect(r.mention, r.id).toContain(r.name);
      expect(r.text.toLowerCase(), r.id).toContain(r.mention.toLowerCase().replace(/\.$/, ''));
    }
  });

  it('hold out about a third of the reviews', () => {
    const held = reviews.filter(inHoldout).length / reviews.length;
    expect(held).toBeGreaterThan(0.25);
    expect(held).toBeLessThan(0.45);
  });
});
