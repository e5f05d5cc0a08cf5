import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAnalyses } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseStoredReview } from './analysis.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function analysed(text: string, rating: number) {
  const row = await createReview(t, {
    location: 'Alpha',
    rating,
    text,
    reviewDate: new Date('2026-04-10'),
  });
  await analyseStoredReview(t.database.db, row.id);
  const [analysis] = await t.database.db
    .select()
    .from(reviewAnalyses)
    .where(eq(reviewAnalyses.reviewId, row.id));
  return analysis!;
}

describe('analyseStoredReview signals', () => {
  it('stores the questions, incidents and sarcasm a review carries', async () => {
    const analysis = await analysed(
      'Bravo. Found a piece of glass in the risotto. Thanks for nothing. Do you have a manager I can call?',
      1,
    );
    expect(analysis.signals).toEqual({
      questions: [{ topic: 'other', span: 'Do you have a manager I can call?' }],
      incidents: [{ kind: 'foreign-object', span: 'Found a piece of glass in the risotto.' }],
      spam: null,
      sarcasm: true,
    });
  });

  it('stores spam as flagged, with neutral sentiment', async () => {
    const analysis = await analysed(
      'Bonjour, je cherche un emploi comme commis de cuisine, disponible tout de suite. Merci de me contacter.',
      5,
    );
    expect(analysis.signals).toMatchObject({ spam: 'job-seeker', questions: [], incidents: [] });
    expect(analysis.sentimentLabel).toBe('neutral');
  });
});
