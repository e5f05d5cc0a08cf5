import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseReview } from '../../ai/analysis/review-analysis.ts';
import { topicVerdicts } from '../../ai/builtin/topic-verdicts.ts';
import {
  analysisRuns,
  menuItems,
  reviewAnalyses,
  reviewCategories,
  reviews,
  staffMembers,
} from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseStoredReview } from './analysis.ts';
import { reviewUnderstanding, storedUnderstanding } from './understanding.ts';

// The stored understanding of a review (understanding.ts): what replies read instead of the text.

let t: TestApp;
const menu = [
  { name: 'Beet carpaccio', aliases: ['carpaccio'] },
  { name: 'Hazelnut soufflé', aliases: [] },
  { name: 'Cider mussels', aliases: ['mussels'] },
];
const staff = [
  { name: 'Ines Caron', aliases: ['Ines'] },
  { name: 'Tomas Bell', aliases: [] },
];
beforeAll(async () => {
  t = await createTestApp();
  const restaurantId = t.fx.restaurants.maison.id;
  await t.database.db.insert(menuItems).values(menu.map((m) => ({ restaurantId, ...m })));
  await t.database.db.insert(staffMembers).values(staff.map((s) => ({ restaurantId, ...s })));
});
afterAll(() => t.close());

const db = () => t.database.db;
async function analysed(text: string, rating: number) {
  const review = await createReview(t, { location: 'Alpha', rating, text });
  await analyseStoredReview(db(), review.id);
  return review.id;
}

describe('the stored understanding', () => {
  it('is what reading the text gives, in the same order, for an uncorrected review', async () => {
    const cases: [string, number][] = [
      [
        'The mussels and the beet carpaccio were superb, the hazelnut soufflé too sweet. Ines was charming, Tomas a bit rushed.',
        4,
      ],
      ['Cold mussels, a long wait and a noisy room. Do you have parking nearby?', 2],
      ['Tomas and Ines made the evening; the soufflé and the carpaccio were perfect.', 5],
      // Someone the roster lacks, kept apart from the staff mentions.
      ['Our server Priya was lovely, but Tomas forgot our mussels.', 3],
      ['', 3],
    ];
    for (const [text, rating] of cases) {
      const id = await analysed(text, rating);
      const { keywords: _k, sightings: _s, ...read } = analyseReview(text, rating, { menu, staff });
      const stored = await storedUnderstanding(db(), id);
      if (text.includes('Priya'))
        expect(stored?.guestNamedStaff?.map((g) => [g.name, g.polarity])).toEqual([
          ['Priya', 'positive'],
        ]);
      // The score is stored as a real: equal to its precision, and no reply reads it.
      expect(stored?.sentiment.score).toBeCloseTo(read.sentiment.score, 5);
      expect({ ...stored, sentiment: { ...stored?.sentiment, score: 0 } }).toEqual({
        ...read,
        sentiment: { ...read.sentiment, score: 0 },
      });
    }
  });

  it('counts the topics as a reply reads them, while replies keep reading the classifier', async () => {
    // The classifier names the service and the wait, not the food; the verdicts find the
    // lukewarm mussels and the price told without a topic word.
    const text = 'Forty dollars for lukewarm mussels and a server who forgot us for half an hour.';
    const id = await analysed(text, 1);
    const read = analyseReview(text, 1, { menu, staff });
    const rows = await db()
      .select({ category: reviewCategories.category, polarity: reviewCategories.polarity })
      .from(reviewCategories)
      .where(eq(reviewCategories.reviewId, id));
    const verdicts = topicVerdicts({ text, rating: 1 }, read, ['Ines Caron', 'Ines', 'Tomas Bell']);
    expect(rows).toEqual(verdicts.map(({ category, polarity }) => ({ category, polarity })));
    expect(rows).toContainEqual({ category: 'food', polarity: 'negative' });
    expect(read.categories.some((c) => c.category === 'food')).toBe(false);
    expect((await storedUnderstanding(db(), id))?.categories).toEqual(read.categories);
  });

  it('is not current once the guest edited the review, the model changed or a re-analysis covers it', async () => {
    const id = await analysed('The cider mussels were wonderful.', 5);
    expect(await storedUnderstanding(db(), id)).not.toBeNull();

    await db()
      .update(reviewAnalyses)
      .set({ modelVersion: 'builtin-older' })
      .where(eq(reviewAnalyses.reviewId, id));
    expect(await storedUnderstanding(db(), id)).toBeNull();
    await analyseStoredReview(db(), id);
    expect(await storedUnderstanding(db(), id)).not.toBeNull();

    // A run started after the analysis for other reviews leaves it current; one covering it does not.
    const restaurantId = t.fx.restaurants.maison.id;
    const [other] = await db()
      .insert(analysisRuns)
      .values({ restaurantId, reason: 'menu', total: 1, reviewIds: [randomUUID()] })
      .returning();
    expect(await storedUnderstanding(db(), id)).not.toBeNull();
    const [covering] = await db()
      .insert(analysisRuns)
      .values({ restaurantId, reason: 'menu', total: 1, reviewIds: [id] })
      .returning();
    expect(await storedUnderstanding(db(), id)).toBeNull();
    await db()
      .update(analysisRuns)
      .set({ status: 'done' })
      .where(eq(analysisRuns.id, covering!.id));
    expect(await storedUnderstanding(db(), id)).not.toBeNull();
    await db().update(analysisRuns).set({ status: 'done' }).where(eq(analysisRuns.id, other!.id));

    await db()
      .update(reviews)
      .set({ text: 'The cider mussels were cold and bland.', rating: 2, guestEditedAt: sql`now()` })
      .where(eq(reviews.id, id));
    expect(await storedUnderstanding(db(), id)).toBeNull();
  });

  it('analyses and stores a review that has no current analysis, then reads it back', async () => {
    const review = await createReview(t, {
      location: 'Alpha',
      rating: 5,
      text: 'Ines recommended the hazelnut soufflé: a triumph.',
    });
    expect(await storedUnderstanding(db(), review.id)).toBeNull();
    const understood = await reviewUnderstanding(db(), review.id);
    expect(understood?.menuItems.map((m) => [m.item, m.polarity])).toEqual([
      ['Hazelnut soufflé', 'positive'],
    ]);
    expect(understood?.staff.map((s) => s.name)).toEqual(['Ines Caron']);
    const [row] = await db()
      .select()
      .from(reviewAnalyses)
      .where(eq(reviewAnalyses.reviewId, review.id));
    expect(row?.sentimentLabel).toBe(understood?.sentiment.label);
  });
});
