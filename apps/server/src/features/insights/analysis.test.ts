import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisRuns,
  menuItems,
  menuMentions,
  reviewAnalyses,
  reviewAspects,
  reviewCategories,
  reviewKeywords,
  reviews,
  staffMembers,
  staffMentions,
} from '../../db/schema.ts';
import { QUEUES } from '../../workers.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { ingestReviews } from '../../review-arrival/store.ts';
import { analyseStoredReview, MODEL_VERSION } from './analysis.ts';
import { startModelReanalyses, startNeverReadRuns } from './model-reanalysis.ts';
import { processRunBatch, startRun } from './runs.ts';

let t: TestApp;
let maison: string;
let alpha: string;
let bravo: string;
beforeAll(async () => {
  t = await createTestApp();
  maison = t.fx.restaurants.maison.id;
  alpha = t.fx.loc('Alpha').id;
  bravo = t.fx.loc('Bravo').id;
  await t.database.db.insert(menuItems).values([
    { restaurantId: maison, locationId: null, name: 'Tiramisu' },
    { restaurantId: maison, locationId: bravo, name: 'Magret de canard', aliases: ['duck breast'] },
    { restaurantId: maison, locationId: alpha, name: 'Food' },
  ]);
  await t.database.db
    .insert(staffMembers)
    .values([{ restaurantId: maison, locationId: bravo, name: 'Marco Rossi', role: 'server' }]);
});
afterAll(() => t.close());

async function arrive(location: string, text: string, rating = 4) {
  const row = await createReview(t, {
    location,
    rating,
    text,
    reviewDate: new Date('2026-03-02'),
  });
  return row.id;
}
const rows = async <T extends typeof menuMentions | typeof staffMentions | typeof reviewKeywords>(
  table: T,
  reviewId: string,
) =>
  t.database.db
    .select()
    .from(table as typeof menuMentions)
    .where(eq((table as typeof menuMentions).reviewId, reviewId));

describe('analyseStoredReview', () => {
  it('stores the analysis, aspects, keywords, categories, menu and staff mentions with tenant, location and date', async () => {
    const id = await arrive(
      'Bravo',
      'Our server Marco was lovely. The duck breast was overcooked and dry. Great tiramisu!',
      3,
    );
    await analyseStoredReview(t.database.db, id);
    const [analysis] = await t.database.db
      .select()
      .from(reviewAnalyses)
      .where(eq(reviewAnalyses.reviewId, id));
    expect(analysis).toMatchObject({
      restaurantId: maison,
      locationId: bravo,
      language: 'en',
      engine: 'builtin',
    });
    expect(analysis!.reviewDate.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    const menu = await rows(menuMentions, id);
    expect(menu.map((m) => [m.itemName, m.polarity])).toEqual(
      expect.arrayContaining([
        ['Magret de canard', 'negative'],
        ['Tiramisu', 'positive'],
      ]),
    );
    const staff = await t.database.db
      .select()
      .from(staffMentions)
      .where(eq(staffMentions.reviewId, id));
    expect(staff.map((s) => [s.staffName, s.polarity, s.locationId])).toEqual([
      ['Marco Rossi', 'positive', bravo],
    ]);
    const keywords = await t.database.db
      .select()
      .from(reviewKeywords)
      .where(eq(reviewKeywords.reviewId, id));
    expect(keywords.length).toBeGreaterThan(0);
    for (const k of keywords)
      expect([k.keyword, k.category, k.snippet, k.sentiment].every((v) => v.trim())).toBe(true);
    const categories = await t.database.db
      .select()
      .from(reviewCategories)
      .where(eq(reviewCategories.reviewId, id));
    expect(categories.map((c) => c.semevalCategory)).toEqual(
      expect.arrayContaining(['food', 'service']),
    );
  });

  it('uses only the location catalogue and never a generic word', async () => {
    const id = await arrive('Alpha', 'The food was good and the duck breast fine; Marco was kind.');
    await analyseStoredReview(t.database.db, id);
    expect(await rows(menuMentions, id)).toEqual([]);
    expect(
      await t.database.db.select().from(staffMentions).where(eq(staffMentions.reviewId, id)),
    ).toEqual([]);
  });

  it('flags a review of the group’s other location with its name, and not one comparing', async () => {
    const signalsOf = async (text: string) => {
      const id = await arrive('Alpha', text, 2);
      await analyseStoredReview(t.database.db, id);
      const [analysis] = await t.database.db
        .select()
        .from(reviewAnalyses)
        .where(eq(reviewAnalyses.reviewId, id));
      return analysis!.signals;
    };
    expect(
      await signalsOf('Wrong branch, sorry: we were at Charlie. The soup was cold.'),
    ).toMatchObject({ spam: 'wrong-restaurant', spamAbout: { otherLocation: 'Charlie' } });
    const comparing = await signalsOf('Charlie does it better, the soup here was cold.');
    expect(comparing.spam).toBeNull();
    expect(comparing.spamAbout).toBeUndefined();
  });

  it('replaces the findings when the review is analysed again', async () => {
    const id = await arrive('Bravo', 'Great tiramisu!');
    await analyseStoredReview(t.database.db, id);
    await t.database.db
      .update(reviews)
      .set({ text: 'The service was slow.' })
      .where(eq(reviews.id, id));
    await analyseStoredReview(t.database.db, id);
    expect(await rows(menuMentions, id)).toEqual([]);
    const aspects = await t.database.db
      .select()
      .from(reviewAspects)
      .where(eq(reviewAspects.reviewId, id));
    expect(aspects.map((a) => a.term)).toEqual(['service']);
    expect(
      await t.database.db.select().from(reviewAnalyses).where(eq(reviewAnalyses.reviewId, id)),
    ).toHaveLength(1);
  });

  it('answers false for a review that no longer exists', async () => {
    expect(await analyseStoredReview(t.database.db, '00000000-0000-4000-8000-000000000000')).toBe(
      false,
    );
  });
});

describe('arrival and re-analysis', () => {
  it('enqueues an analysis for each created and each guest-edited review', async () => {
    const deps = {
      db: t.database.db,
      secrets: createSecretBox(t.config.encryptionKey),
      afterIngest: reviewArrivalPipeline(t.jobs),
    };
    const item = {
      location_id: bravo,
      source: 'google' as const,
      external_id: 'pipe-1',
      rating: 5,
      text: 'Lovely tiramisu',
      author_name: 'Ann',
      review_date: '2026-03-01T10:00:00Z',
    };
    const count = async () =>
      Number(
        (
          await t.database.execute(`select count(*)::int as n from pgboss.job where name = $1`, [
            QUEUES.reviewAnalyse,
          ])
        ).rows[0]!.n,
      );
    const before = await count();
    await ingestReviews(deps, maison, [item]);
    expect(await count()).toBe(before + 1);
    await ingestReviews(deps, maison, [{ ...item, text: 'Lovely tiramisu, slow service' }]);
    expect(await count()).toBe(before + 2);
  });

  it('re-analyses every review of the restaurant in batches, with progress, after the menu changes', async () => {
    const id = await arrive('Alpha', 'The crème brûlée was divine.', 5);
    await analyseStoredReview(t.database.db, id);
    expect(await rows(menuMentions, id)).toEqual([]);
    await t.database.db.insert(menuItems).values({ restaurantId: maison, name: 'Crème brûlée' });
    const run = await startRun(t.database.db, maison, 'menu');
    expect(run).toMatchObject({ status: 'running', done: 0 });
    expect(run.total).toBeGreaterThan(0);
    let cursor: string | null = null;
    do cursor = await processRunBatch(t.database.db, run.id, cursor);
    while (cursor);
    const [after] = await t.database.db
      .select()
      .from(analysisRuns)
      .where(eq(analysisRuns.id, run.id));
    expect(after).toMatchObject({ status: 'done', done: run.total });
    expect((await rows(menuMentions, id)).map((m) => m.itemName)).toEqual(['Crème brûlée']);
  });

  it('re-analyses only the reviews that may name a changed entry, accents or not', async () => {
    const id = await arrive('Bravo', 'La creme brulee de Zoé était sublime.', 5);
    await arrive('Bravo', 'Nothing to see here.', 3);
    const [zoe] = await t.database.db
      .insert(staffMembers)
      .values({ restaurantId: maison, name: 'Zoé Lambert' })
      .returning();
    const run = await startRun(t.database.db, maison, 'staff', {
      phrases: ['Zoé Lambert', 'Zoé'],
      staffMemberId: zoe!.id,
    });
    expect(run.reviewIds).toEqual([id]);
    expect(await processRunBatch(t.database.db, run.id, null)).toBeNull();
    const staff = await t.database.db
      .select()
      .from(staffMentions)
      .where(eq(staffMentions.reviewId, id));
    expect(staff.map((s) => s.staffName)).toEqual(['Zoé Lambert']);
  });

  it('re-analyses whole a restaurant read by an older analysis, once, until every reading is current', async () => {
    const id = await arrive('Alpha', 'The tiramisu was perfect.', 5);
    await analyseStoredReview(t.database.db, id);
    await t.database.db
      .update(reviewAnalyses)
      .set({ modelVersion: 'an-older-analysis' })
      .where(eq(reviewAnalyses.reviewId, id));
    const [runId, ...others] = await startModelReanalyses(t.database.db);
    expect(others).toEqual([]);
    // While it runs, the next check starts nothing more.
    expect(await startModelReanalyses(t.database.db)).toEqual([]);
    let cursor: string | null = null;
    do cursor = await processRunBatch(t.database.db, runId!, cursor);
    while (cursor);
    const versions = await t.database.db
      .selectDistinct({ v: reviewAnalyses.modelVersion })
      .from(reviewAnalyses)
      .where(eq(reviewAnalyses.restaurantId, maison));
    expect(versions).toEqual([{ v: MODEL_VERSION }]);
    const [run] = await t.database.db
      .select()
      .from(analysisRuns)
      .where(eq(analysisRuns.id, runId!));
    expect(run).toMatchObject({ reason: 'model', status: 'done' });
    expect(await startModelReanalyses(t.database.db)).toEqual([]);
  });

  it('reads the reviews that were never analysed, and only those', async () => {
    const unread = await arrive('Bravo', 'The tiramisu was a little dry.', 3);
    const read = await arrive('Bravo', 'The tiramisu was lovely.', 5);
    await analyseStoredReview(t.database.db, read);
    const started = await startNeverReadRuns(t.database.db, 0);
    const runs = await t.database.db
      .select()
      .from(analysisRuns)
      .where(inArray(analysisRuns.id, started));
    const run = runs.find((r) => r.restaurantId === maison);
    expect(run!.reviewIds).toContain(unread);
    expect(run!.reviewIds).not.toContain(read);
    // While it runs nothing more starts; once done, nothing is left to read.
    expect(await startNeverReadRuns(t.database.db, 0)).toEqual([]);
    for (const runId of started) {
      let cursor: string | null = null;
      do cursor = await processRunBatch(t.database.db, runId, cursor);
      while (cursor);
    }
    expect(
      (await t.database.db.select().from(reviewAnalyses).where(eq(reviewAnalyses.reviewId, unread)))
        .length,
    ).toBe(1);
    expect(await startNeverReadRuns(t.database.db, 0)).toEqual([]);
  });

  it('supersedes a running re-analysis when another starts', async () => {
    const first = await startRun(t.database.db, maison, 'staff');
    const second = await startRun(t.database.db, maison, 'staff');
    const [old] = await t.database.db
      .select()
      .from(analysisRuns)
      .where(eq(analysisRuns.id, first.id));
    expect(old!.status).toBe('superseded');
    expect(await processRunBatch(t.database.db, first.id, null)).toBeNull();
    expect(second.status).toBe('running');
  });
});
