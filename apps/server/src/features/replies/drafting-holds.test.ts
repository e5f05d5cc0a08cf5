import { and, eq } from 'drizzle-orm';
import { DRAFT_CHECKS, HOLD_REASONS } from '@tableside/domain/draft-checks';
import type { ReviewSignals } from '@tableside/domain/review-signals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseReview } from '../../ai/analysis/review-analysis.ts';
import { createBuiltinReplyEngine } from '../../ai/builtin/reply-engine.ts';
import { auditLog, restaurants, reviews } from '../../db/schema.ts';
import { signalsWith } from '../../test/draft-requests.ts';
import { createReview } from '../../test/factory.ts';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../../test/fakes/chat-completions-server.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { QUEUES } from '../../workers.ts';
import { replyRequestFor } from './context.ts';
import { autoApprove, draftReply, draftReplyFrom, type DraftingDeps } from './drafting.ts';
import { draftingDeps } from './jobs.ts';

/*
 * Verified drafts on the database (docs/product/reviews-and-replies.md#verified-drafts): what
 * holds a draft is stored with it, and auto-approval never posts a held draft. The signals come
 * in the request's analysis, as the request builder will pass them (context.ts).
 */

let t: TestApp;
let deps: DraftingDeps;
let model: ChatCompletionsServer;
let admin: string;
beforeAll(async () => {
  model = await startChatCompletionsServer();
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  deps = draftingDeps({ db: t.database.db, engine: createBuiltinReplyEngine() }, t.jobs);
  // Every rating qualifies: only a hold keeps a draft from being auto-approved here.
  await t.database.db
    .update(restaurants)
    .set({ autoApproveReviews: true, autoApprovalMinutesDelay: 15, autoApprovalMinRating: 1 })
    .where(eq(restaurants.id, t.fx.restaurants.maison.id));
});
afterAll(async () => {
  await t.close();
  await model.close();
});

async function arrive(text: string, rating = 5) {
  const row = await createReview(t, { location: 'Alpha', authorName: 'Léa Dumas', rating, text });
  return row.id;
}
const url = (id: string, path: string) => `/v1/location/all/review/${id}${path}`;
const row = async (id: string) =>
  (await t.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const scheduled = async (id: string) =>
  Number(
    (
      await t.database.execute(
        `select count(*)::int as n from pgboss.job where name = $1 and data->>'reviewId' = $2`,
        [QUEUES.replyAutoApprove, id],
      )
    ).rows[0]?.n,
  );

/** Drafts a review from the request the server builds, its analysis carrying these signals. */
async function draftWith(id: string, signals: Partial<ReviewSignals>, over: DraftingDeps = deps) {
  const request = await replyRequestFor(t.database.db, id);
  const analysis = analyseReview(request.review.text, request.review.rating);
  await draftReplyFrom(over, id, {
    ...request,
    analysis: { ...analysis, signals: signalsWith(signals) },
  });
}

describe('holds stored with the draft', () => {
  it('stores every check of a clean draft, holds nothing and schedules auto-approval', async () => {
    const id = await arrive('A lovely dinner with friends, everything was perfect.');
    await draftReply(deps, id);
    const review = await row(id);
    expect(review.status).toBe('draft');
    expect(review.draftChecks?.map((c) => c.passed)).toEqual(DRAFT_CHECKS.map(() => true));
    expect(review.holdReasons).toEqual([]);
    expect(await scheduled(id)).toBe(1);
  });

  it('holds an incident for a person, and never schedules it', async () => {
    const id = await arrive('I found a piece of plastic in my salad.', 2);
    await draftWith(id, { incidents: [{ kind: 'foreign-object', span: 'a piece of plastic' }] });
    const review = await row(id);
    expect(review.status).toBe('draft');
    expect(review.holdReasons).toContain('incident');
    expect(await scheduled(id)).toBe(0);
  });

  it('holds nothing for a question the draft answers, and holds a reply that leaves it', async () => {
    const id = await arrive('Wonderful brunch. Can we bring our dog on the terrace?');
    await draftWith(id, { questions: [{ topic: 'dogs', span: 'Can we bring our dog' }] });
    // No fact on dogs: the built-in engine promises the team will follow up, which answers.
    expect((await row(id)).holdReasons).toEqual([]);
    await draftWith(id, { questions: [{ topic: 'dogs', span: 'Can we bring our dog' }] });
    const res = await t.call('PUT', url(id, '/response'), {
      token: admin,
      body: { response: 'Thank you so much for the kind words about our brunch, Léa.' },
    });
    expect(res.statusCode).toBe(200);
    const review = await row(id);
    expect(review.holdReasons).toEqual(['question', 'failed-check']);
    expect(review.draftChecks?.find((c) => c.check === 'questions-answered')).toMatchObject({
      passed: false,
      detail: 'does not answer the question on dogs',
    });
  });

  it('holds a reply that failed a check', async () => {
    const id = await arrive('Cold fries and a rude host.', 1);
    await draftReply(deps, id);
    const res = await t.call('PUT', url(id, '/response'), {
      token: admin,
      body: {
        response: 'So sorry about the fries. Come back for our happy hour, half-price drinks!',
      },
    });
    expect(res.statusCode).toBe(200);
    const review = await row(id);
    expect(review.holdReasons).toContain('failed-check');
    expect(review.draftChecks?.find((c) => c.check === 'no-promotion')?.passed).toBe(false);
  });

  it('holds a reply that apologises for what the guest never criticised', async () => {
    const id = await arrive(
      'Lovely terrace and a warm welcome, but we waited forty minutes for our bill.',
    );
    await draftReply(deps, id);
    expect((await row(id)).holdReasons).toEqual([]);
    const res = await t.call('PUT', url(id, '/response'), {
      token: admin,
      body: {
        response:
          'Thank you for the kind words about our terrace, Léa! We are sorry about the wait and about the prices, which we are reviewing.',
      },
    });
    expect(res.statusCode).toBe(200);
    const review = await row(id);
    expect(review.holdReasons).toEqual(['failed-check']);
    expect(review.draftChecks?.find((c) => c.check === 'no-invented-complaint')).toMatchObject({
      passed: false,
      problems: [{ code: 'apologises-uncriticised', subject: 'price' }],
    });
  });

  it('gives spam no draft at all: flagged and held', async () => {
    const id = await arrive('Best cheap watches online, visit our shop today!!!');
    await draftWith(id, { spam: 'seo' });
    const review = await row(id);
    expect(review).toMatchObject({
      status: 'new',
      response: null,
      flagged: true,
      holdReasons: ['spam'],
      draftChecks: null,
    });
    expect(await scheduled(id)).toBe(0);

    // Unflagged by a person: not spam, so nothing holds it for that any more.
    const url = `/v1/location/all/review/${id}/flag`;
    const res = await t.call('PUT', url, { token: admin, body: { flagged: false } });
    expect(res.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ flagged: false, holdReasons: [] });
  });
});

describe('the delayed auto-approval', () => {
  it.each(HOLD_REASONS)('skips a draft held for %s when it runs', async (reason) => {
    const id = await arrive('Great evening, thank you all.');
    await draftReply(deps, id);
    expect(await scheduled(id)).toBe(1);
    await t.database.db
      .update(reviews)
      .set({ holdReasons: [reason] })
      .where(eq(reviews.id, id));
    expect(await autoApprove(deps, id)).toBe('skipped');
    expect((await row(id)).status).toBe('draft');
  });
});

describe('a person’s edit', () => {
  it('is re-checked on its own text and lifts the holds it handled', async () => {
    const id = await arrive('My son had an allergic reaction to the dessert.', 1);
    await draftWith(id, { incidents: [{ kind: 'allergy', span: 'an allergic reaction' }] });
    expect((await row(id)).holdReasons).toContain('incident');

    const good =
      'Léa, we are deeply sorry about your son’s allergic reaction. Please contact us directly so we can understand what happened.';
    const res = await t.call('PUT', url(id, '/response'), {
      token: admin,
      body: { response: good },
    });
    expect(res.statusCode).toBe(200);
    const review = await row(id);
    expect(review).toMatchObject({ status: 'edited', response: good, holdReasons: [] });
    expect(review.draftChecks?.every((c) => c.passed)).toBe(true);
  });

  it('keeps a failed check on a person’s text that still fails it', async () => {
    const id = await arrive('Lovely staff.', 5);
    await draftReply(deps, id);
    const res = await t.call('PUT', url(id, '/response'), {
      token: admin,
      body: { response: 'Merci beaucoup pour votre visite, à très bientôt chez nous!' },
    });
    expect(res.statusCode).toBe(200);
    const review = await row(id);
    expect(review.holdReasons).toEqual(['failed-check']);
    expect(review.draftChecks?.find((c) => c.check === 'language')?.passed).toBe(false);
  });

  it('regenerating stores the new draft’s checks', async () => {
    const id = await arrive('Slow service but a lovely terrace.', 3);
    await draftReply(deps, id);
    await t.database.db.update(reviews).set({ draftChecks: null }).where(eq(reviews.id, id));
    const res = await t.call('POST', url(id, '/response/regenerate'), {
      token: admin,
      body: { additional_instructions: 'keep it short' },
    });
    expect(res.statusCode).toBe(200);
    expect((await row(id)).draftChecks).toHaveLength(DRAFT_CHECKS.length);
  });
});

describe('a language model’s failing draft', () => {
  it('is asked again once with the failure named, then replaced by the built-in engine’s', async () => {
    const id = await arrive('Soupe froide et service interminable, très déçus.', 1);
    model.answer('Sorry about that! Come back and try our new brunch menu.');
    await draftReply({ ...deps, engine: model.engine() }, id);
    expect(model.calls).toHaveLength(2);
    expect(model.calls[1]!.at(-1)?.content).toContain('language: written in en, not fr');
    const review = await row(id);
    expect(review.status).toBe('draft');
    expect(review.response).not.toContain('brunch');
    expect(review.draftChecks?.find((c) => c.check === 'language')?.passed).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'reply.draft')));
    expect(audit?.data).toMatchObject({ engine: 'builtin' });
  });

  it('asks again when the draft apologises for what the guest never criticised, then falls back', async () => {
    const id = await arrive(
      'Lovely terrace and a warm welcome, but we waited forty minutes for our bill.',
    );
    const invents =
      'Thank you for the kind words about our terrace, Léa! We are sorry about the wait and about the prices, which we are reviewing.';
    model.answer(invents);
    await draftReply({ ...deps, engine: model.engine() }, id);
    expect(model.calls).toHaveLength(2);
    expect(model.calls[1]!.at(-1)?.content).toContain(
      'no-invented-complaint: apologises for price, which the guest did not criticise',
    );
    const review = await row(id);
    expect(review.response).not.toBe(invents);
    expect(review.draftChecks?.find((c) => c.check === 'no-invented-complaint')?.passed).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'reply.draft')));
    expect(audit?.data).toMatchObject({ engine: 'builtin' });
  });
});
