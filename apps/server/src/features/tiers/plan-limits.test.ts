import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinReplyEngine } from '../../ai/builtin/reply-engine.ts';
import { restaurants, reviewAnalyses, reviews, subscriptionTiers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseReviewPage, analyseStoredReview } from '../insights/analysis.ts';
import { draftReply } from '../replies/drafting.ts';

let t: TestApp;
let admin: string;
let location: string;
/** The five reviews the first test posts: the last two are beyond the plan's three. */
const ids: string[] = [];
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

const TEXTS = [
  'The duck confit was perfect, the service friendly and the prices fair.',
  'Cold fries and a forty-minute wait, and the room was far too noisy.',
  'Overpriced wine, but a lovely terrace, great desserts and clean washrooms.',
  'Lovely evening, the staff were kind.',
  'Lovely evening again, the staff were kind.',
];

describe('plan limits', () => {
  it('stores and shows every review, but neither analyses nor drafts those beyond the plan', async () => {
    for (let n = 1; n <= 5; n += 1) {
      const res = await t.call('POST', `/v1/location/${location}/google/review`, {
        token: admin,
        body: { rating: 5, text: TEXTS[n - 1] },
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

  it('analyses imported pages by the same rule: nothing beyond the plan', async () => {
    // The bulk path of imports and re-analysis runs, handed the same five reviews.
    await analyseReviewPage(t.database.db, t.fx.restaurants.growth.id, null, 100, ids);
    const analysed = await t.database.db
      .select({ id: reviewAnalyses.reviewId })
      .from(reviewAnalyses)
      .where(inArray(reviewAnalyses.reviewId, ids));
    expect(analysed.map((r) => r.id).sort()).toEqual(ids.slice(0, 3).sort());
  });

  it('tells the Admin this month’s reviews against the plan, and how many wait beyond it', async () => {
    const res = await t.call('GET', '/v1/restaurant/self/review-allowance', { token: admin });
    expect(res.statusCode).toBe(200);
    const figure = res.json().data;
    // The fixture's own reviews arrived (created_at) now too, so the month holds at least five.
    expect(figure.received_this_month).toBeGreaterThanOrEqual(5);
    expect(figure).toEqual({
      received_this_month: figure.received_this_month,
      max_reviews_per_month: 3,
      beyond_allowance: figure.received_this_month - 3,
    });
    const manager = (await t.login('manager')).token;
    const refused = await t.call('GET', '/v1/restaurant/self/review-allowance', { token: manager });
    expect(refused.statusCode).toBe(403);
  });

  it('shows only the plan’s number of keywords on the keywords screen (keywords_max_count)', async () => {
    const summary = async (query = '') => {
      const res = await t.call('GET', `/v1/location/${location}/keywords/summary${query}`, {
        token: admin,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { keyword: string }[]).map((k) => k.keyword);
    };
    const capped = await summary();
    const second = await summary('?offset=1&limit=5');
    const beyond = await summary('?offset=2');
    await t.database.db
      .update(subscriptionTiers)
      .set({ keywordsMaxCount: null })
      .where(eq(subscriptionTiers.name, 'Capped'));
    const all = await summary();
    expect(all.length).toBeGreaterThan(2);
    expect(capped).toEqual(all.slice(0, 2));
    expect(second).toEqual(all.slice(1, 2));
    expect(beyond).toEqual([]);
  });
});
