import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

const waitOf = (text: string, stars: number) =>
  analyseReview(text, stars).categories.find((c) => c.category === 'wait')?.polarity ?? null;

describe('the wait as a topic of its own', () => {
  it('reads a long wait told as a verb or a duration, in English and French', () => {
    expect(waitOf('We waited 50 minutes for our mains. Not great.', 2)).toBe('negative');
    expect(waitOf('On a attendu une heure pour le plat principal, décevant.', 2)).toBe('negative');
    expect(waitOf('Great pasta, but a bit of a wait on a Saturday.', 4)).toBe('negative');
    // Being made to wait is a wait, however flatly it is told.
    expect(waitOf('Accueil froid, on nous a fait attendre 20 minutes au comptoir.', 1)).toBe(
      'negative',
    );
    expect(waitOf('They kept us waiting by the door while the room sat empty.', 1)).toBe(
      'negative',
    );
    expect(waitOf('Ils ne nous ont pas fait attendre, parfait.', 5)).not.toBe('negative');
  });

  it('reads a quick service as a good wait, and no wait in a review that speaks of none', () => {
    expect(waitOf('Food came out quickly and it was delicious.', 5)).toBe('positive');
    expect(waitOf('Lovely pasta and a warm welcome.', 5)).toBeNull();
  });

  it('reads the word "wait" the way its sentence reads the wait', () => {
    const aspects = analyseReview(
      'No wait at all on a Friday, which was a nice surprise.',
      5,
    ).aspects;
    expect(aspects.find((a) => a.term === 'wait')?.polarity).toBe('positive');
    // …so a 4★ review of nothing but praise is not "mixed".
    const praise = 'No wait at all on a Friday, which was a nice surprise. Worth a visit.';
    expect(analyseReview(praise, 4).sentiment.label).toBe('positive');
  });

  it('finds no aspect in "the small stuff"', () => {
    const read = analyseReview('Lovely room. Four stars only because of the small stuff.', 4);
    expect(read.aspects.map((a) => a.term)).not.toContain('stuff');
    expect(read.categories.find((c) => c.category === 'service')).toBeUndefined();
  });
});
