import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinReplyEngine } from '../../ai/builtin/reply-engine.ts';
import { restaurants, reviewAnalyses, reviews, subscriptionTiers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseStoredReview } from '../insights/analysis.ts';
import { draftReply } from '../replies/drafting.ts';

let t: TestApp;
let admin: string;
let location: string;
beforeAll(async () => {
  t = await createTestApp();
  const [capped] = await t.database.db
    .insert(subscriptionTiers)
    .values({ name: 'Capped', level: 3, maxReviewsPerMonth: 3, keywordsMaxCount: 2 })
    .returning({ id: subscriptionTiers.id });
  await t.database.db
    .update(restaurants)
    .set({ subscriptionTierId: capped?.id, autoApproveReviews: true, autoApprovalMinRating: 1 })
    .where(eq(restaurants.id, t.fx.restaurants.growth.id));
  admin = (await t.login('growthadmin')).token;
  location = t.fx.loc('Growth One').id;
});
afterAll(() => t.close());

describe('max_reviews_per_month (decision 20)', () => {
  it('stores and shows every review, but neither analyses nor drafts those beyond the plan', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const res = await t.call('POST', `/v1/location/${location}/google/review`, {
        token: admin,
        body: { rating: 5, text: `Lovely evening number ${n}, the staff were kind.` },
      });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().data.id);
    }
    // What the workers run when the reviews arrive.
    const scheduled: string[] = [];
    for (const id of ids) {
      await analyseStoredReview(t.database.db, id);
      await draftReply(
        {
          db: t.database.db,
          engine: createBuiltinReplyEngine(),
          enqueuePost: async () => {},
          scheduleAutoApproval: async (reviewId) => void scheduled.push(reviewId),
        },
        id,
      );
    }
    const rows = await t.database.db
      .select({ id: reviews.id, status: reviews.status, response: reviews.response })
      .from(reviews)
      .where(inArray(reviews.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const analysed = new Set(
      (
        await t.database.db
          .select({ id: reviewAnalyses.reviewId })
          .from(reviewAnalyses)
          .where(inArray(reviewAnalyses.reviewId, ids))
      ).map((r) => r.id),
    );
    const within = ids.slice(0, 3);
    const beyond = ids.slice(3);
    for (const id of within) {
      expect(byId.get(id)?.status).toBe('draft');
      expect(analysed.has(id)).toBe(true);
    }
    for (const id of beyond) {
      expect(byId.get(id)).toMatchObject({ status: 'new', response: null });
      expect(analysed.has(id)).toBe(false);
    }
    expect(scheduled.sort()).toEqual([...within].sort());
    const listed = await t.call('GET', `/v1/location/${location}/review`, { token: admin });
    const shown = (listed.json().data as { id: string }[]).map((r) => r.id);
    for (const id of ids) expect(shown).toContain(id);
  });
});
