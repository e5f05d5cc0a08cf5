import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinReplyEngine } from '../../ai/builtin/reply-engine.ts';
import { replyPosts, restaurants, reviews } from '../../db/schema.ts';
import { QUEUES } from '../../workers.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { autoApprove, draftReply, type DraftingDeps } from './drafting.ts';
import { draftingDeps } from './jobs.ts';

let t: TestApp;
let deps: DraftingDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = draftingDeps({ db: t.database.db, engine: createBuiltinReplyEngine() }, t.jobs);
  await t.database.db
    .update(restaurants)
    .set({
      autoApproveReviews: true,
      autoApprovalMinutesDelay: 15,
      autoApprovalMinRating: 4,
      approvalZapierUrl: 'https://hooks.zapier.com/hooks/catch/1/abc',
    })
    .where(eq(restaurants.id, t.fx.restaurants.maison.id));
});
afterAll(() => t.close());

async function arrive(rating: number, text = 'Wonderful dinner, the duck confit was perfect.') {
  const row = await createReview(t, { location: 'Bravo', authorName: 'Paul Roy', rating, text });
  return row.id;
}
const status = async (id: string) =>
  (await t.database.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const scheduled = async (id: string) =>
  Number(
    (
      await t.database.execute(
        `select count(*)::int as n from pgboss.job where name = $1 and data->>'reviewId' = $2`,
        [QUEUES.replyAutoApprove, id],
      )
    ).rows[0]?.n,
  );

describe('drafting on arrival', () => {
  it('writes a draft for a new review and schedules auto-approval when it qualifies', async () => {
    const id = await arrive(5);
    await draftReply(deps, id);
    const review = await status(id);
    expect(review?.status).toBe('draft');
    expect(review?.response?.length).toBeGreaterThan(20);
    expect(await scheduled(id)).toBe(1);
  });

  it('never overwrites a reply someone already wrote, and never schedules a low rating', async () => {
    const id = await arrive(5);
    await t.database.db
      .update(reviews)
      .set({ status: 'edited', response: 'Written by hand.' })
      .where(eq(reviews.id, id));
    await draftReply(deps, id);
    expect((await status(id))?.response).toBe('Written by hand.');
    const low = await arrive(2, 'Cold food and a long wait.');
    await draftReply(deps, low);
    expect((await status(low))?.status).toBe('draft');
    expect(await scheduled(low)).toBe(0);
  });
});

describe('auto-approval after the delay', () => {
  it('approves an untouched draft and queues its post exactly once', async () => {
    const id = await arrive(4);
    await draftReply(deps, id);
    expect(await autoApprove(deps, id)).toBe('approved');
    expect(await autoApprove(deps, id)).toBe('skipped');
    expect((await status(id))?.status).toBe('approved');
    expect(
      await t.database.db.select().from(replyPosts).where(eq(replyPosts.reviewId, id)),
    ).toHaveLength(1);
  });

  it('skips a draft someone touched, and everything once it is switched off', async () => {
    const touched = await arrive(5);
    await draftReply(deps, touched);
    await t.database.db.update(reviews).set({ status: 'edited' }).where(eq(reviews.id, touched));
    expect(await autoApprove(deps, touched)).toBe('skipped');

    const pending = await arrive(5);
    await draftReply(deps, pending);
    await t.database.db
      .update(restaurants)
      .set({ autoApproveReviews: false })
      .where(eq(restaurants.id, t.fx.restaurants.maison.id));
    expect(await autoApprove(deps, pending)).toBe('skipped');
    expect((await status(pending))?.status).toBe('draft');
  });
});
