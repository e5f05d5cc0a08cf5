import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiUsage } from '../../db/schema.ts';
import { createReview, createSocialComment } from '../../test/factory.ts';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../../test/fakes/chat-completions-server.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recordAiUsage } from './record.ts';

/*
 * Language-model usage per restaurant (docs/product/reviews-and-replies.md#language-model-usage):
 * every call a reply, a comment reply or an agent turn makes is added to the restaurant's day,
 * and the Admin and the SuperAdmin read it back, each only what they may see.
 */
let model: ChatCompletionsServer;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  model = await startChatCompletionsServer();
  t = await createTestApp({
    AI_BASE_URL: model.url,
    AI_MODEL: 'fake-model',
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    AI_PRICE_INPUT_PER_MTOK: '2.5',
    AI_PRICE_OUTPUT_PER_MTOK: '10',
    AI_PRICE_CURRENCY: 'EUR',
  });
  admin = (await t.login('admin')).token;
});
afterAll(async () => {
  await t.close();
  await model.close();
});
beforeEach(async () => {
  await t.database.db.delete(aiUsage);
});

const maison = () => t.fx.restaurants.maison.id;
const reply = 'Thank you so much for the lovely review, we are thrilled you had a great evening!';
const usageOf = (token: string) => t.call('GET', '/v1/restaurant/self/ai-usage', { token });

async function rows() {
  return t.database.db.select().from(aiUsage).orderBy(aiUsage.purpose);
}

describe('recording', () => {
  it('adds a regenerated reply’s call to the restaurant’s day with the endpoint’s tokens and their cost', async () => {
    model.answer(reply);
    const review = await createReview(t, {
      location: 'Alpha',
      rating: 5,
      text: 'Lovely evening, the duck confit was perfect.',
      language: 'en',
    });
    for (let i = 0; i < 2; i++) {
      const res = await t.call('POST', `/v1/location/all/review/${review.id}/response/regenerate`, {
        token: admin,
        body: { additional_instructions: '' },
      });
      expect(res.statusCode).toBe(200);
    }
    const [today] = (
      await t.database.execute(
        `select (now() at time zone timezone)::date::text as day from restaurants where id = $1`,
        [maison()],
      )
    ).rows as { day: string }[];
    expect(await rows()).toEqual([
      {
        restaurantId: maison(),
        day: today!.day,
        purpose: 'reply',
        model: 'fake-model',
        calls: 2,
        promptTokens: 840,
        completionTokens: 84,
        // Twice 420 × 2.5 + 42 × 10 micro-units.
        costMicros: 2940,
      },
    ]);
  });

  it('records a social comment’s reply and an agent turn under their own purposes', async () => {
    const comment = await createSocialComment(t, {
      location: 'Alpha',
      platform: 'instagram',
      externalId: 'comment-usage',
      postId: 'post-1',
      text: 'Your terrace looks wonderful!',
      commentedAt: new Date(),
    });
    model.answer(reply);
    const regenerated = await t.call(
      'POST',
      `/v1/restaurant/${maison()}/social-comment/${comment!.id}/response/regenerate`,
      { token: admin, body: { additional_instructions: '' } },
    );
    expect(regenerated.statusCode).toBe(200);
    model.answer('You received 4 reviews in October.');
    const asked = await t.call('POST', '/v1/agent/process_query', {
      token: admin,
      body: { restaurant_id: maison(), user_query: 'How many reviews in October?' },
    });
    expect(asked.json().data.engine).toBe('llm');
    expect((await rows()).map((r) => [r.purpose, r.calls, r.promptTokens])).toEqual([
      ['agent', 1, 420],
      ['comment_reply', 1, 420],
    ]);
  });

  it('never throws, even for a restaurant that does not exist', async () => {
    const usage = {
      model: 'm',
      promptTokens: 1,
      completionTokens: 1,
      costMicros: 0,
      estimated: true,
    };
    await recordAiUsage(t.database.db, '00000000-0000-4000-8000-000000000000', 'reply', usage);
    await recordAiUsage(t.database.db, 'not-a-uuid', 'reply', usage);
    expect(await rows()).toEqual([]);
  });
});

describe('reading', () => {
  async function seed(restaurantId: string, day: string, purpose: string, figures: number[]) {
    const [calls, prompt, completion, cost] = figures as [number, number, number, number];
    await t.database.db.insert(aiUsage).values({
      restaurantId,
      day,
      purpose,
      model: 'fake-model',
      calls,
      promptTokens: prompt,
      completionTokens: completion,
      costMicros: cost,
    });
  }

  async function monthStarts() {
    const [m] = (
      await t.database.execute(
        `select to_char(s, 'YYYY-MM-DD') as this, to_char(s - interval '1 month', 'YYYY-MM-DD') as last,
            to_char(s - interval '2 month', 'YYYY-MM-DD') as before
          from (select date_trunc('month', now() at time zone timezone) as s
            from restaurants where id = $1) m`,
        [maison()],
      )
    ).rows as { this: string; last: string; before: string }[];
    return m!;
  }

  it('gives the Admin this month and last, by purpose, in the restaurant’s calendar', async () => {
    const m = await monthStarts();
    await seed(maison(), m.this, 'reply', [3, 3000, 300, 10_500]);
    await seed(maison(), m.this, 'agent', [2, 5000, 100, 13_500]);
    await seed(maison(), m.last, 'reply', [1, 1000, 100, 3500]);
    await seed(maison(), m.before, 'reply', [9, 9000, 900, 0]);
    await seed(t.fx.restaurants.other.id, m.this, 'reply', [7, 7000, 700, 0]);
    const res = await usageOf(admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ configured: true, priced: true, currency: 'EUR' });
    expect(data.this_month).toEqual({
      month: m.this.slice(0, 7),
      total: { calls: 5, prompt_tokens: 8000, completion_tokens: 400, cost_micros: 24_000 },
      by_purpose: [
        {
          purpose: 'reply',
          calls: 3,
          prompt_tokens: 3000,
          completion_tokens: 300,
          cost_micros: 10_500,
        },
        {
          purpose: 'agent',
          calls: 2,
          prompt_tokens: 5000,
          completion_tokens: 100,
          cost_micros: 13_500,
        },
      ],
    });
    expect(data.last_month).toEqual({
      month: m.last.slice(0, 7),
      total: { calls: 1, prompt_tokens: 1000, completion_tokens: 100, cost_micros: 3500 },
      by_purpose: [
        {
          purpose: 'reply',
          calls: 1,
          prompt_tokens: 1000,
          completion_tokens: 100,
          cost_micros: 3500,
        },
      ],
    });
  });

  it('shows another restaurant’s Admin only their own figures, and refuses other roles', async () => {
    const m = await monthStarts();
    await seed(maison(), m.this, 'reply', [3, 3000, 300, 10_500]);
    const other = await usageOf((await t.login('otheradmin')).token);
    expect(other.json().data.this_month.total.calls).toBe(0);
    expect(JSON.stringify(other.json())).not.toContain('3000');
    for (const user of ['manager', 'boh', 'norole'])
      expect((await usageOf((await t.login(user)).token)).statusCode, user).toBe(403);
    expect((await t.call('GET', '/v1/restaurant/self/ai-usage')).statusCode).toBe(401);
  });

  it('gives the SuperAdmin every restaurant’s month, and nobody else', async () => {
    const m = await monthStarts();
    await seed(maison(), m.this, 'reply', [3, 3000, 300, 10_500]);
    await seed(maison(), m.this, 'agent', [2, 5000, 100, 13_500]);
    await seed(maison(), m.last, 'reply', [1, 1000, 100, 3500]);
    await seed(t.fx.restaurants.other.id, m.this, 'reply', [7, 7000, 700, 0]);
    const superToken = (await t.login('super')).token;
    const res = await t.call('GET', '/v1/console/ai-usage', { token: superToken });
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      res.json().data.restaurants.map((r: { restaurant_id: string }) => [r.restaurant_id, r]),
    );
    expect(byId.get(maison())).toEqual({
      restaurant_id: maison(),
      month: m.this.slice(0, 7),
      calls: 5,
      prompt_tokens: 8000,
      completion_tokens: 400,
      cost_micros: 24_000,
    });
    expect(byId.get(t.fx.restaurants.other.id)).toMatchObject({ calls: 7 });
    expect(byId.has(t.fx.restaurants.growth.id)).toBe(false);
    for (const user of ['admin', 'manager', 'otheradmin'])
      expect(
        (await t.call('GET', '/v1/console/ai-usage', { token: (await t.login(user)).token }))
          .statusCode,
        user,
      ).toBe(403);
  });
});
