import { eq } from 'drizzle-orm';
import { NO_SIGNALS } from '@tableside/domain/review-signals';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinReplyEngine } from '../../ai/builtin/reply-engine.ts';
import { menuMentions, restaurants, reviewAnalyses, reviews } from '../../db/schema.ts';
import {
  admin,
  arrive,
  correct,
  item,
  person,
  t,
  useCorrectionsApp,
} from '../../test/corrections-setup.ts';
import { createReview } from '../../test/factory.ts';
import { draftReply, type DraftingDeps } from './drafting.ts';
import { draftingDeps } from './jobs.ts';

/*
 * One understanding of a review (docs/product/review-understanding.md): the draft, its checks and
 * what holds it read the analysis stored with the review, people's corrections included, and
 * analyse the text only when no current analysis is stored. The built-in engine drafts.
 */

useCorrectionsApp();

let deps: DraftingDeps;
beforeAll(async () => {
  deps = draftingDeps({ db: t.database.db, engine: createBuiltinReplyEngine() }, t.jobs);
  await t.database.db
    .update(restaurants)
    .set({ autoApproveReviews: true, autoApprovalMinutesDelay: 15, autoApprovalMinRating: 1 })
    .where(eq(restaurants.id, t.fx.restaurants.maison.id));
});

const DATE = '2026-11-10T19:00:00Z';
const url = (id: string, path = '') => `/v1/location/all/review/${id}/response${path}`;
const row = async (id: string) =>
  (await t.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const analysedAt = async (id: string) =>
  (
    await t.database.db
      .select({ at: reviewAnalyses.analysedAt })
      .from(reviewAnalyses)
      .where(eq(reviewAnalyses.reviewId, id))
  )[0]?.at;

/** The first draft, as the arrival's job writes it. */
async function firstDraft(id: string): Promise<string> {
  await draftReply(deps, id);
  return (await row(id)).response ?? '';
}

/** A new draft asked for by a person. */
async function regenerate(id: string): Promise<string> {
  const res = await t.call('POST', url(id, '/regenerate'), { token: admin, body: {} });
  expect(res.statusCode).toBe(200);
  return res.json().data.response as string;
}

/** A reply a person wrote, and its checks' outcome by check. */
async function edit(id: string, text: string): Promise<Record<string, boolean>> {
  const res = await t.call('PUT', url(id), { token: admin, body: { response: text } });
  expect(res.statusCode).toBe(200);
  const checks = res.json().data.draft_checks as { check: string; passed: boolean }[];
  return Object.fromEntries(checks.map((c) => [c.check, c.passed]));
}

/** Whether a sentence of the reply speaks of the onion soup with pleasure. */
const praisesSoup = (reply: string) =>
  reply
    .split(/(?<=[.!?])\s+/)
    .some((s) => /onion soup/i.test(s) && /lov|enjoy|glad|great|happy|delight|thrill/i.test(s));

describe('a draft reads the stored understanding', () => {
  it('leaves out a dish staff said the review is not about, and checks a reply without it', async () => {
    const id = await arrive('Alpha', 'The lemon tart was superb and the room so cosy.', DATE, 5);
    const before = await analysedAt(id);
    expect(await firstDraft(id)).toMatch(/lemon tart/i);
    const sorry = 'We are so sorry the lemon tart let you down. Thank you for telling us about it.';
    expect((await edit(id, sorry))['no-contradiction']).toBe(false);

    const res = await correct(admin, 'menu', item['Lemon tart']!, id, { action: 'remove' });
    expect(res.statusCode).toBe(200);
    expect(await regenerate(id)).not.toMatch(/lemon tart/i);
    expect((await edit(id, sorry))['no-contradiction']).toBe(true);
    // Read, not analysed again: reading the text would find the dish.
    expect(await analysedAt(id)).toEqual(before);
  });

  it('follows a polarity staff flipped, in the draft and in its checks', async () => {
    const id = await arrive('Alpha', 'Lovely evening. The onion soup was delicious.', DATE, 4);
    const glad = 'So glad you enjoyed the onion soup! Thank you for a lovely review.';
    expect(praisesSoup(await firstDraft(id))).toBe(true);
    expect((await edit(id, glad))['no-contradiction']).toBe(true);

    const res = await correct(admin, 'menu', item['Onion soup']!, id, {
      action: 'polarity',
      polarity: 'negative',
    });
    expect(res.statusCode).toBe(200);
    const next = await regenerate(id);
    expect(next).toMatch(/onion soup/i);
    expect(praisesSoup(next)).toBe(false);
    expect((await edit(id, glad))['no-contradiction']).toBe(false);
  });

  it('thanks the person staff moved a mention to', async () => {
    const id = await arrive('Alpha', 'Nadia looked after us wonderfully, thank you!', DATE, 5);
    const first = await firstDraft(id);
    expect(first).toMatch(/Nadia/);
    const res = await correct(admin, 'staff', person['Nadia Perrin']!, id, {
      action: 'reassign',
      entry_id: person['Hugo Blanc'],
    });
    expect(res.statusCode).toBe(200);
    const next = await regenerate(id);
    expect(next).toMatch(/Hugo/);
    expect(next).not.toMatch(/Nadia/);
  });

  it('analyses and stores a review that arrived before its analysis, and drafts from it', async () => {
    const review = await createReview(t, {
      location: 'Alpha',
      rating: 5,
      text: 'The onion soup was the best I have had in years.',
      reviewDate: new Date(DATE),
    });
    expect(await analysedAt(review.id)).toBeUndefined();
    expect(await firstDraft(review.id)).toMatch(/onion soup/i);
    const mentions = await t.database.db
      .select({ item: menuMentions.itemName })
      .from(menuMentions)
      .where(eq(menuMentions.reviewId, review.id));
    expect(mentions).toEqual([{ item: 'Onion soup' }]);
  });

  it('analyses and stores it too when a person asks for the draft first, in their request', async () => {
    const review = await createReview(t, {
      location: 'Bravo',
      rating: 5,
      text: 'What a fish stew, rich and warming.',
      reviewDate: new Date(DATE),
    });
    expect(await regenerate(review.id)).toMatch(/fish stew/i);
    expect(await analysedAt(review.id)).toBeInstanceOf(Date);
  });

  it('reads a stale analysis afresh, keeping what staff corrected', async () => {
    const id = await arrive('Alpha', 'The lemon tart and the onion soup were perfect.', DATE, 5);
    await correct(admin, 'menu', item['Lemon tart']!, id, { action: 'remove' });
    await t.database.db
      .update(reviewAnalyses)
      .set({ modelVersion: 'builtin-older' })
      .where(eq(reviewAnalyses.reviewId, id));
    const draft = await firstDraft(id);
    expect(draft).toMatch(/onion soup/i);
    expect(draft).not.toMatch(/lemon tart/i);
  });
});

describe('what holds a draft reads the stored signals', () => {
  async function withStoredSignals(text: string, signals: typeof NO_SIGNALS) {
    const id = await arrive('Alpha', text, DATE, 5);
    // Only the stored analysis says so: the words themselves carry no signal.
    await t.database.db
      .update(reviewAnalyses)
      .set({ signals })
      .where(eq(reviewAnalyses.reviewId, id));
    return id;
  }

  it('holds an incident the stored analysis found for a person', async () => {
    const id = await withStoredSignals('A lovely dinner, everything was perfect.', {
      ...NO_SIGNALS,
      incidents: [{ kind: 'illness', span: 'everything' }],
    });
    await draftReply(deps, id);
    expect((await row(id)).holdReasons).toContain('incident');
  });

  it('gives no draft to a review the stored analysis calls spam', async () => {
    const id = await withStoredSignals('A lovely dinner, everything was perfect.', {
      ...NO_SIGNALS,
      spam: 'off-topic',
    });
    await draftReply(deps, id);
    expect(await row(id)).toMatchObject({
      response: null,
      flagged: true,
      holdReasons: ['spam'],
    });
  });
});
