import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformArrivals } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// "How are we doing on Google": the figures, the citations and the follow-ups count only that
// platform's reviews, the answer says which, and a platform with no reviews is said to have none.

let t: TestApp;
let admin: string;
let maison: string;

const { arrive, idsBySource } = platformArrivals(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  maison = t.fx.restaurants.maison.id;
  await arrive('Alpha', 'google', 5, 'Lovely dinner, the service was warm and quick.', 1);
  await arrive('Alpha', 'google', 4, 'Good food, a little loud.', 2);
  await arrive('Alpha', 'yelp', 1, 'The service was rude and the food came cold.', 2);
  await arrive('Bravo', 'yelp', 2, 'Slow service, we waited forty minutes.', 3);
  await arrive('Bravo', 'tripadvisor', 5, 'Wonderful evening, great wine.', 4);
});
afterAll(() => t.close());

const ask = async (user_query: string, conversation_id?: string) =>
  (
    await t.call('POST', '/v1/agent/process_query', {
      token: admin,
      body: { restaurant_id: maison, user_query, ...(conversation_id ? { conversation_id } : {}) },
    })
  ).json().data as {
    answer: string;
    conversation_id: string;
    citations: { reviewId: string }[];
  };

describe('questions about one platform', () => {
  it('counts only that platform and says which one it covered', async () => {
    const { answer } = await ask('how r we doing on google in the last 7 days');
    expect(answer).toMatch(/^On Google: .* received 2 reviews in the last 7 days/);
    expect(answer).toMatch(/average rating of 4\.5\/5/);
    expect(answer).toMatch(/Understood: .*, on Google\.$/);
  });

  it('answers in French, with the platform named', async () => {
    const { answer, citations } = await ask('nos avis Yelp des 7 derniers jours');
    expect(answer).toMatch(/^Sur Yelp : .* a reçu 2 avis/);
    expect(answer).toMatch(/note moyenne de 1,5\/5/);
    expect(answer).toMatch(/, sur Yelp\.$/);
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) expect(idsBySource.yelp).toContain(c.reviewId);
  });

  it('narrows a place and a topic to the platform as well', async () => {
    const place = await ask('tripadvisor reviews at bravo in the last 7 days');
    expect(place.answer).toMatch(/Bravo received 1 review in the last 7 days/);
    const topic = await ask('how many yelp reviews talk about service in the last 7 days');
    expect(topic.answer).toMatch(/: 2 reviews talk about it/);
  });

  it('narrows replies, weekdays and topics through every tool', async () => {
    const replies = await ask('reply rate on yelp in the last 7 days');
    expect(replies.answer).toMatch(/^On Yelp: .*\b2 reviews\b/);
    const days = await ask('worst day of the week on tripadvisor in the last 7 days');
    expect(days.answer).toMatch(/^On Tripadvisor: .*\b5\b/);
    const topics = await ask('what do guests complain about most on google in the last 7 days');
    expect(topics.answer).toMatch(/^On Google: /);
    expect(topics.answer).not.toMatch(/rude|cold|forty/i);
  });

  it('carries the platform into a follow-up, and takes a new one', async () => {
    const first = await ask('google reviews in the last 7 days');
    const next = await ask('and on yelp?', first.conversation_id);
    expect(next.answer).toMatch(/^On Yelp: .* received 2 reviews/);
    const place = await ask('and at alpha?', next.conversation_id);
    expect(place.answer).toMatch(/^On Yelp: Alpha received 1 review/);
  });

  it('says a platform has no reviews rather than giving it a rating', async () => {
    const { answer } = await ask("what's our facebook rating this year");
    expect(answer).toMatch(/has no Facebook reviews/);
    expect(answer).toMatch(/Its reviews come from Google \(6\), Yelp \(2\), Tripadvisor \(1\)\./);
    expect(answer).not.toMatch(/\/5|0 reviews/);
    const fr = await ask('la note instagram cette année ?');
    expect(fr.answer).toMatch(/n’a aucun avis Instagram/);
  });
});
